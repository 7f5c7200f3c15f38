import type { CompleteWorkout } from '@grandfit/shared/schemas/training.ts';
import type { OutboxWrite } from './outbox/outbox.ts';
import { WORKOUTS_URL } from './workouts-query.ts';

// The completion write, shared by the active workout's Finish and by History's finishing of a
// workout left unfinished (decision 050).

export interface CompleteWorkoutVariables {
  workoutId: string;
  completion: CompleteWorkout;
  userId?: string;
  label: string;
}

export const workoutCompleteUrl = (workoutId: string) =>
  `${WORKOUTS_URL}/${encodeURIComponent(workoutId)}/complete`;

/** POST /api/workouts/{id}/complete: idempotent, so it can wait in the outbox like a set. */
export function completeWorkoutWrite({
  workoutId,
  completion,
  userId,
  label,
}: CompleteWorkoutVariables): OutboxWrite {
  return {
    method: 'POST',
    url: workoutCompleteUrl(workoutId),
    body: completion,
    userId,
    label,
  };
}
