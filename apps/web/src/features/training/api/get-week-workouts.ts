import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { WeekWorkouts } from '@grandfit/shared/schemas/training.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { CACHE_PRESETS } from '../../../lib/cache-presets.ts';
import { WORKOUTS_URL } from '../../../lib/workouts-query.ts';

export interface WeekWorkoutsParams {
  /** The user's local calendar day (YYYY-MM-DD): it decides the current week. */
  date: string;
  /** A journey week 1-52; without it, the current one. */
  week?: number;
}

export async function getWeekWorkouts({ date, week }: WeekWorkoutsParams): Promise<WeekWorkouts> {
  const params = new URLSearchParams({ date });
  if (week !== undefined) params.set('week', String(week));
  const res = await apiRequest('GET', `${WORKOUTS_URL}?${params}`);
  return (await res.json()) as WeekWorkouts;
}

export function getWeekWorkoutsQueryOptions({ date, week }: WeekWorkoutsParams) {
  return queryOptions({
    queryKey: [WORKOUTS_URL, 'week', week === undefined ? { date } : { date, week }] as const,
    queryFn: () => getWeekWorkouts({ date, week }),
    ...CACHE_PRESETS.workout,
  });
}

/** Keeps the shown week on screen while the next one loads (no blank list between weeks). */
export function useWeekWorkouts(params: WeekWorkoutsParams, { enabled = true } = {}) {
  return useQuery({
    ...getWeekWorkoutsQueryOptions(params),
    placeholderData: keepPreviousData,
    enabled,
  });
}
