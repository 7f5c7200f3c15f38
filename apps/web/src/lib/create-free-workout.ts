import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateFreeWorkout, Workout } from '@grandfit/shared/schemas/training.ts';
import { apiRequest } from './api-client.ts';
import { useAuth } from './auth-user.ts';
import { sendOrQueue } from './outbox/send-or-queue.ts';
import { WORKOUTS_URL, workoutQueryKey } from './workouts-query.ts';

export interface CreateFreeWorkoutVariables {
  input: CreateFreeWorkout;
  /**
   * The workout as the device sees it, opened while the request waits for a connection. Without
   * one the request is made now or fails with its reason, like a swap.
   */
  offlineView?: Workout;
}

/**
 * Makes a free workout (decision 075): from Workouts' "Empty workout", or a past session repeated
 * from History, hence here rather than in a feature. Without a connection the request waits in
 * the outbox (its id is the client's, so sending it again makes nothing new) ahead of the sets
 * logged in it, and the device's view of the workout opens meanwhile. Either answer is kept as the
 * workout's query's, so the session screen opens on it without asking again.
 */
export function useCreateFreeWorkout() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    networkMode: 'always',
    mutationFn: async ({ input, offlineView }: CreateFreeWorkoutVariables) => {
      const url = `${WORKOUTS_URL}/free`;
      if (!offlineView) return (await (await apiRequest('POST', url, input)).json()) as Workout;
      const result = await sendOrQueue<Workout>({
        method: 'POST',
        url,
        body: input,
        userId: user?.id,
        label: `${input.name}: started`,
      });
      return result.status === 'sent' ? result.data : offlineView;
    },
    onSuccess: (workout, { input }) => {
      queryClient.setQueryData(workoutQueryKey(workout.id, input.date), workout);
    },
  });
}
