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

/**
 * The user's goals, in his unit: the server answers in it (the default events' words follow the
 * unit, his own words stay: docs/decisions/090-decathlon-goals-in-the-users-unit.md), and saving
 * the settings asks every answer again, so a switch of units is read at once. Not converted here:
 * that would carry both default decathlons in the first JavaScript Today loads.
 */
export function useGoals(date: string) {
  return useQuery(getGoalsQueryOptions(date));
}
