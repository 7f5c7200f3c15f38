import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LeapCompliance } from '@grandfit/shared/schemas/nutrition.ts';
import { apiRequest } from '../api-client.ts';
import { CACHE_PRESETS } from '../cache-presets.ts';
import { FOOD_URL } from './get-recent-meals.ts';

/**
 * GET /api/food/leap-compliance: the share of green foods in the last 7 days' meals. In lib, like
 * the recent meals, for the nutrition screen and Today's Progress Overview.
 */
export async function getLeapCompliance(): Promise<LeapCompliance> {
  const res = await apiRequest('GET', `${FOOD_URL}/leap-compliance`);
  return (await res.json()) as LeapCompliance;
}

export function getLeapComplianceQueryOptions() {
  return queryOptions({
    queryKey: [FOOD_URL, 'leap-compliance'] as const,
    queryFn: getLeapCompliance,
    ...CACHE_PRESETS.user,
  });
}

export function useLeapCompliance(enabled = true) {
  return useQuery({ ...getLeapComplianceQueryOptions(), enabled });
}
