import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateFreeWorkout, Workout } from '@grandfit/shared/schemas/training.ts';
import { apiRequest } from './api-client.ts';
import { WORKOUTS_URL, workoutQueryKey } from './workouts-query.ts';

/**
 * Makes a free workout (decision 075): from Workouts' "Empty workout", or a past session repeated
 * from History, hence here rather than in a feature. It needs the server, like a swap: tried at
 * once, so without a connection it fails with a message instead of waiting, paused, for one. The
 * answer is the workout: kept as its query's answer, the session screen opens on it without asking
 * again.
 */
export function useCreateFreeWorkout() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: async (input: CreateFreeWorkout) =>
      (await (await apiRequest('POST', `${WORKOUTS_URL}/free`, input)).json()) as Workout,
    onSuccess: (workout, input) => {
      queryClient.setQueryData(workoutQueryKey(workout.id, input.date), workout);
    },
  });
}
