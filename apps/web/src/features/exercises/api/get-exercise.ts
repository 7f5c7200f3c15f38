import { queryOptions, useInfiniteQuery, infiniteQueryOptions } from '@tanstack/react-query';
import type { ExercisePage } from '@grandfit/shared/schemas/records.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { CACHE_PRESETS } from '../../../lib/cache-presets.ts';

export const EXERCISES_URL = '/api/exercises';

export async function getExercise(exerciseId: string, before?: string): Promise<ExercisePage> {
  const query = before ? `?${new URLSearchParams({ before })}` : '';
  const res = await apiRequest('GET', `${EXERCISES_URL}/${encodeURIComponent(exerciseId)}${query}`);
  return (await res.json()) as ExercisePage;
}

/** The first page alone (prefetching, tests). */
export function getExerciseQueryOptions(exerciseId: string) {
  return queryOptions({
    queryKey: [EXERCISES_URL, exerciseId, 'first'] as const,
    queryFn: () => getExercise(exerciseId),
    ...CACHE_PRESETS.workout,
  });
}

/** Every page asked for so far: the figures come with each; the sessions add up. */
export function getExerciseInfiniteOptions(exerciseId: string) {
  return infiniteQueryOptions({
    queryKey: [EXERCISES_URL, exerciseId] as const,
    queryFn: ({ pageParam }) => getExercise(exerciseId, pageParam ?? undefined),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextBefore,
    ...CACHE_PRESETS.workout,
  });
}

export function useExercise(exerciseId: string) {
  return useInfiniteQuery(getExerciseInfiniteOptions(exerciseId));
}
