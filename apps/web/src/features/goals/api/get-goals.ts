import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Goal } from '@grandfit/shared/schemas/goals.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { CACHE_PRESETS } from '../../../lib/cache-presets.ts';

export const GOALS_URL = '/api/goals';
export const CENTENARIAN_URL = `${GOALS_URL}/centenarian`;

/** The prefix of every goals query key (the list, each goal's tests): invalidating it refreshes all. */
export const goalsQueryKeyRoot = [GOALS_URL] as const;

/**
 * GET /api/goals/centenarian. `date` is the user's local calendar day: a new user's goals are due
 * for their baseline test on it.
 */
export async function getGoals(date: string): Promise<Goal[]> {
  const res = await apiRequest('GET', `${CENTENARIAN_URL}?${new URLSearchParams({ date })}`);
  return (await res.json()) as Goal[];
}

export function getGoalsQueryOptions(date: string) {
  return queryOptions({
    queryKey: [GOALS_URL, 'centenarian', { date }] as const,
    queryFn: () => getGoals(date),
    ...CACHE_PRESETS.user,
  });
}

export function useGoals(date: string) {
  return useQuery(getGoalsQueryOptions(date));
}
