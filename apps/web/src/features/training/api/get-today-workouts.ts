import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TodayWorkouts } from '@grandfit/shared/schemas/training.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { CACHE_PRESETS } from '../../../lib/cache-presets.ts';
import { WORKOUTS_URL } from './get-week-workouts.ts';

/** `date` is the user's local calendar day (YYYY-MM-DD): the journey day is counted from it. */
export async function getTodayWorkouts(date: string): Promise<TodayWorkouts> {
  const res = await apiRequest('GET', `${WORKOUTS_URL}/today?${new URLSearchParams({ date })}`);
  return (await res.json()) as TodayWorkouts;
}

export function getTodayWorkoutsQueryOptions(date: string) {
  return queryOptions({
    queryKey: [WORKOUTS_URL, 'today', { date }] as const,
    queryFn: () => getTodayWorkouts(date),
    ...CACHE_PRESETS.workout,
  });
}

export function useTodayWorkouts(date: string) {
  return useQuery(getTodayWorkoutsQueryOptions(date));
}
