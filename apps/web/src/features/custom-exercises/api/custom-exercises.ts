import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CustomExercise,
  CustomExerciseInput,
  CustomExercisePatch,
  ExerciseSwapInput,
} from '@grandfit/shared/schemas/custom-exercises.ts';
import type { Workout } from '@grandfit/shared/schemas/training.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { CUSTOM_EXERCISES_URL } from '../../../lib/custom-exercises-query.ts';
import { WORKOUTS_URL, workoutsQueryKeyRoot } from '../../../lib/workouts-query.ts';

/**
 * These writes need the server and are not queued (decision 038): tried at once, so without a
 * connection they fail with a message instead of waiting, paused, for one.
 */
const NOW = { networkMode: 'always' } as const;

const itemUrl = (id: string) => `${CUSTOM_EXERCISES_URL}/${encodeURIComponent(id)}`;

/** After a change to the user's exercises: the list, and the workouts that may show one. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [CUSTOM_EXERCISES_URL] }),
      queryClient.invalidateQueries({ queryKey: workoutsQueryKeyRoot }),
    ]);
}

export function useCreateCustomExercise() {
  const refresh = useRefresh();
  return useMutation({
    ...NOW,
    mutationFn: async (input: CustomExerciseInput) =>
      (await (await apiRequest('POST', CUSTOM_EXERCISES_URL, input)).json()) as CustomExercise,
    onSuccess: () => refresh(),
  });
}

export function useUpdateCustomExercise() {
  const refresh = useRefresh();
  return useMutation({
    ...NOW,
    mutationFn: async ({ id, patch }: { id: string; patch: CustomExercisePatch }) =>
      (await (await apiRequest('PATCH', itemUrl(id), patch)).json()) as CustomExercise,
    onSuccess: () => refresh(),
  });
}

export function useDeleteCustomExercise() {
  const refresh = useRefresh();
  return useMutation({
    ...NOW,
    mutationFn: async (id: string) => {
      await apiRequest('DELETE', itemUrl(id), {});
    },
    onSuccess: () => refresh(),
  });
}

const swapsUrl = (workoutId: string) => `${WORKOUTS_URL}/${encodeURIComponent(workoutId)}/swaps`;

/**
 * Swaps (decision 038) need the server: they change the plan every screen reads, so they are not
 * queued offline. The answer is the workout as it now is; every cached workout list refetches.
 */
export function useSwapExercise(workoutId: string, date: string) {
  const queryClient = useQueryClient();
  return useMutation({
    ...NOW,
    mutationFn: async (input: ExerciseSwapInput) => {
      const res = await apiRequest(
        'POST',
        `${swapsUrl(workoutId)}?${new URLSearchParams({ date })}`,
        input,
      );
      return (await res.json()) as Workout;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workoutsQueryKeyRoot }),
  });
}

/** Undoes a swap; the answer is the workout as it now is. */
export async function undoSwap(
  workoutId: string,
  date: string,
  from: { fromExerciseId: string; scope: 'today' | 'phase' },
): Promise<Workout> {
  const query = new URLSearchParams({ scope: from.scope, date });
  const res = await apiRequest(
    'DELETE',
    `${swapsUrl(workoutId)}/${encodeURIComponent(from.fromExerciseId)}?${query}`,
    {},
  );
  return (await res.json()) as Workout;
}
