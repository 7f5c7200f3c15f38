import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  completeWorkoutWrite,
  type CompleteWorkoutVariables,
} from '../../../lib/complete-workout-write.ts';
import { onDeliveredUnder } from '../../../lib/outbox/on-delivered-under.ts';
import { useOutboxMutation } from '../../../lib/outbox/use-outbox-mutation.ts';
import { WORKOUTS_URL, workoutsQueryKeyRoot } from '../../../lib/workouts-query.ts';
import { markCompletedInCache } from './workout-caches.ts';

/**
 * Completes the session. Whether it was sent or queued, the workout shows as completed at once,
 * and every workouts query is refetched (the server's counts on Today and in the list).
 */
export function useCompleteWorkout() {
  const queryClient = useQueryClient();
  return useOutboxMutation<unknown, CompleteWorkoutVariables>({
    toWrite: completeWorkoutWrite,
    onSuccess: (_result, { workoutId }) => {
      markCompletedInCache(queryClient, workoutId);
      // Not awaited: offline, the refetches wait for the connection, and the user should not.
      // A finished workout moves more than the workouts (Progress, Method, the coach), so every
      // read but the signed-in user is refetched.
      void queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] !== '/api/auth/user',
      });
    },
  });
}

/**
 * A set or a completion kept offline changes the workouts once the outbox delivers it, maybe long
 * after the active workout closed: from then on every workouts query is refetched on delivery.
 * Registered once per query client and never removed, so Today hears a completion delivered
 * after the user went back to it.
 */
export const watchWorkoutDeliveries = (queryClient: QueryClient) =>
  onDeliveredUnder(queryClient, 'workouts', [`${WORKOUTS_URL}/`], () => {
    void queryClient.invalidateQueries({ queryKey: workoutsQueryKeyRoot });
  });
