import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomExercise } from '@grandfit/shared/schemas/custom-exercises.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { CACHE_PRESETS } from '../../../lib/cache-presets.ts';

export const CUSTOM_EXERCISES_URL = '/api/custom-exercises';

/** The user's own exercises, which a name of the file can be matched to beside the library's. */
export async function getCustomExercises(): Promise<CustomExercise[]> {
  const res = await apiRequest('GET', CUSTOM_EXERCISES_URL);
  return (await res.json()) as CustomExercise[];
}

export function getCustomExercisesQueryOptions() {
  return queryOptions({
    queryKey: [CUSTOM_EXERCISES_URL] as const,
    queryFn: getCustomExercises,
    // The same key and timing as the custom exercises feature's own list: one cache entry.
    ...CACHE_PRESETS.user,
  });
}

/** Fails (and the picker offers the library alone) where the server has no custom exercises yet. */
export function useCustomExercises() {
  return useQuery(getCustomExercisesQueryOptions());
}
