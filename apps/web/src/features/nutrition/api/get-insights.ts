import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FoodInsights } from '@grandfit/shared/schemas/nutrition.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { CACHE_PRESETS } from '../../../lib/cache-presets.ts';
import { FOOD_URL } from '../../../lib/food/get-recent-meals.ts';

/** GET /api/food/insights: Foods to Watch and Your Power Foods from the user's meals and symptoms. */
export async function getInsights(): Promise<FoodInsights> {
  const res = await apiRequest('GET', `${FOOD_URL}/insights`);
  return (await res.json()) as FoodInsights;
}

export function getInsightsQueryOptions() {
  return queryOptions({
    queryKey: [FOOD_URL, 'insights'] as const,
    queryFn: getInsights,
    ...CACHE_PRESETS.user,
  });
}

export function useInsights(enabled = true) {
  return useQuery({ ...getInsightsQueryOptions(), enabled });
}
