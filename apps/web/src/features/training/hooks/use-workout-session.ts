import { useEffect, useMemo, useReducer, useSyncExternalStore } from 'react';
import type { Workout } from '@grandfit/shared/schemas/training.ts';
import { getState, subscribe } from '../../../lib/outbox/outbox.ts';
import { usePendingWrites } from '../../../lib/outbox/use-outbox.ts';
import { WORKOUTS_URL } from '../../../lib/workouts-query.ts';
import { workoutCompleteUrl } from '../../../lib/complete-workout-write.ts';
import { workoutSetsUrl } from '../api/get-session-sets.ts';
import { pendingSessionWrites } from '../utils/pending-session-writes.ts';
import { writeStoredSession } from '../utils/session-storage.ts';
import {
  planWith,
  reduceSession,
  sessionPlan,
  workoutWith,
  type SessionAction,
  type WorkoutSession,
} from '../utils/workout-session.ts';

/**
 * The session state machine (utils/workout-session.ts) in React. With `persist`, every change is
 * written to local storage at once, so a reload resumes exactly here. `workout` and `plan` are the
 * session's: with the exercises and sets added during it.
 */
export function useWorkoutSession(
  workout: Workout,
  initialSession: WorkoutSession,
  options: { persist: boolean; userId?: string },
) {
  const planned = useMemo(() => sessionPlan(workout.exercises), [workout.exercises]);
  const [session, dispatch] = useReducer(
    (state: WorkoutSession, action: SessionAction) =>
      reduceSession(planWith(planned, state), state, action),
    initialSession,
  );
  const { persist, userId } = options;
  useEffect(() => {
    // The workout as the server planned it; what the session added is in the session.
    if (persist) writeStoredSession(workout.id, { session, workout, userId });
  }, [persist, session, workout, userId]);
  const plan = useMemo(() => planWith(planned, session), [planned, session]);
  const sessionWorkout = useMemo(() => workoutWith(workout, session), [workout, session]);
  return { plan, session, dispatch, workout: sessionWorkout };
}

/** True once the outbox has read IndexedDB, so "nothing waiting" really means nothing. */
export function useOutboxReady(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => getState().ready,
    () => getState().ready,
  );
}

/** The workout's sets and completions still waiting in the outbox for this user. */
export function usePendingSessionWrites(workoutId: string, userId: string | undefined) {
  const entries = usePendingWrites(`${WORKOUTS_URL}/${encodeURIComponent(workoutId)}/`, userId);
  return useMemo(
    () =>
      pendingSessionWrites(entries, {
        sets: workoutSetsUrl(workoutId),
        complete: workoutCompleteUrl(workoutId),
      }),
    [entries, workoutId],
  );
}
