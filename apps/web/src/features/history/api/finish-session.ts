import { useQueryClient } from '@tanstack/react-query';
import {
  completeWorkoutWrite,
  type CompleteWorkoutVariables,
} from '../../../lib/complete-workout-write.ts';
import { useOutboxMutation } from '../../../lib/outbox/use-outbox-mutation.ts';
import { refreshAfterCorrection } from './refresh-after-correction.ts';

/**
 * Finishes a workout left unfinished (decision 050), now or from the outbox: like the active
 * workout's Finish, it moves every figure, so every read but the signed-in user is refetched.
 */
export function useFinishSession(options: { onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useOutboxMutation<unknown, CompleteWorkoutVariables>({
    toWrite: completeWorkoutWrite,
    onSuccess: () => refreshAfterCorrection(queryClient),
    onError: (error) => options.onError?.(error),
  });
}
