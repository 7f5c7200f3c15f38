import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomExercise } from '@grandfit/shared/schemas/custom-exercises.ts';
import { apiRequest } from './api-client.ts';
import { CACHE_PRESETS } from './cache-presets.ts';

/**
 * The user's own exercises (decision 038): read by the custom exercises feature's pickers and by
 * the workout import's match picker, so both share one cache entry.
 */
export const CUSTOM_EXERCISES_URL = '/api/custom-exercises';

export function getCustomExercisesQueryOptions() {
  return queryOptions({
    queryKey: [CUSTOM_EXERCISES_URL] as const,
    queryFn: async () =>
      (await (await apiRequest('GET', CUSTOM_EXERCISES_URL)).json()) as CustomExercise[],
    // Persisted with the other queries (lib/offline-cache), so the pickers work offline.
    ...CACHE_PRESETS.user,
  });
}

export function useCustomExercises() {
  return useQuery(getCustomExercisesQueryOptions());
}
