import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FoodCapabilities } from '@grandfit/shared/schemas/nutrition.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { CACHE_PRESETS } from '../../../lib/cache-presets.ts';
import { FOOD_URL } from '../../../lib/food/get-recent-meals.ts';

/**
 * GET /api/food/capabilities: whether this server can identify foods in a photo (the optional AI
 * provider, docs/product.md#food-identification). It changes only with the server's configuration.
 */
export async function getFoodCapabilities(): Promise<FoodCapabilities> {
  const res = await apiRequest('GET', `${FOOD_URL}/capabilities`);
  return (await res.json()) as FoodCapabilities;
}

export function getFoodCapabilitiesQueryOptions() {
  return queryOptions({
    queryKey: [FOOD_URL, 'capabilities'] as const,
    queryFn: getFoodCapabilities,
    ...CACHE_PRESETS.static,
  });
}

/** False once the server has said it has no AI provider; undefined while unknown. */
export function usePhotoIdentification(): boolean | undefined {
  return useQuery(getFoodCapabilitiesQueryOptions()).data?.photoIdentification;
}
