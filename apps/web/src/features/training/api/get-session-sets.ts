import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionSets } from '@grandfit/shared/schemas/training.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { CACHE_PRESETS } from '../../../lib/cache-presets.ts';
import { WORKOUTS_URL } from '../../../lib/workouts-query.ts';

export const workoutSetsUrl = (workoutId: string) =>
  `${WORKOUTS_URL}/${encodeURIComponent(workoutId)}/sets`;

/** The sets of the workout's latest session (or no session), for resuming it. */
export async function getSessionSets(workoutId: string): Promise<SessionSets> {
  const res = await apiRequest('GET', workoutSetsUrl(workoutId));
  return (await res.json()) as SessionSets;
}

export function getSessionSetsQueryOptions(workoutId: string) {
  return queryOptions({
    // Under the workouts prefix, so a completion's invalidation refreshes it too.
    queryKey: [WORKOUTS_URL, 'sets', workoutId] as const,
    queryFn: () => getSessionSets(workoutId),
    ...CACHE_PRESETS.workout,
  });
}

export function useSessionSets(workoutId: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getSessionSetsQueryOptions(workoutId), enabled: options.enabled ?? true });
}
