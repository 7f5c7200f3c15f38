import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LeapEntry } from '@grandfit/shared/schemas/nutrition.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { CACHE_PRESETS } from '../../../lib/cache-presets.ts';
import { FOOD_URL } from '../../../lib/food/get-recent-meals.ts';

export const LEAP_LIST_URL = `${FOOD_URL}/leap-list`;

/** GET /api/food/leap-list: the foods of the user's MRT result with their category. */
export async function getLeapList(): Promise<LeapEntry[]> {
  const res = await apiRequest('GET', LEAP_LIST_URL);
  return (await res.json()) as LeapEntry[];
}

export function getLeapListQueryOptions() {
  return queryOptions({
    queryKey: [FOOD_URL, 'leap-list'] as const,
    queryFn: getLeapList,
    ...CACHE_PRESETS.user,
  });
}

export function useLeapList() {
  return useQuery(getLeapListQueryOptions());
}
