import { useEffect, useMemo } from 'react';
import { useQueries } from '@tanstack/react-query';
import { firstTarget, firstWorkingReps } from '@grandfit/shared/domain/programme/free-workout.ts';
import type { WorkoutExercise } from '@grandfit/shared/schemas/training.ts';
import { getLastSessionQueryOptions } from '../../../lib/last-session-query.ts';
import type { SessionAction, SessionSet } from '../utils/workout-session.ts';

/**
 * An exercise added during the session targets the reps (seconds, minutes) of his first working
 * set of it in his last session of it (decision 094, amended 2026-12-03). Add exercise puts it in
 * the session at once with the default target, never waiting for the network; its "Last time"
 * answer (`GET /api/exercises/{id}/last-session`, the query the workout's Last time line reads)
 * then retargets it: at once when the device has it, when it comes back otherwise, offline once
 * the connection is back. Only while no set of it is logged: a target he has lifted against stays.
 */
export function useAddedExerciseTargets({
  exercises,
  plannedCount,
  sessionId,
  logged,
  dispatch,
  enabled,
}: {
  /** The session's exercises: the planned ones, then those added. */
  exercises: readonly WorkoutExercise[];
  /** How many of them the workout planned: the others were added during the session. */
  plannedCount: number;
  sessionId: string;
  /** Every set of the session the device knows of: its own, the outbox's, the server's. */
  logged: readonly SessionSet[];
  dispatch: (action: SessionAction) => void;
  enabled: boolean;
}) {
  const waiting = useMemo(
    () =>
      enabled
        ? exercises.flatMap((exercise, exerciseIndex) =>
            exerciseIndex >= plannedCount &&
            !logged.some((set) => set.exerciseIndex === exerciseIndex)
              ? [{ exercise, exerciseIndex }]
              : [],
          )
        : [],
    [enabled, exercises, plannedCount, logged],
  );
  const answers = useQueries({
    queries: waiting.map(({ exercise }) => getLastSessionQueryOptions(exercise.id, sessionId)),
  });
  const retargets = waiting.flatMap(({ exercise, exerciseIndex }, index) => {
    const answer = answers[index]?.data;
    if (!answer) return [];
    const targetReps = firstTarget(exercise, firstWorkingReps(answer.lastSession?.sets));
    return targetReps === exercise.targetReps
      ? []
      : [{ type: 'retarget-added' as const, exerciseIndex, exerciseId: exercise.id, targetReps }];
  });
  // The actions as a key: the effect runs when there is something new to retarget, once.
  const key = JSON.stringify(retargets);
  useEffect(() => {
    for (const action of JSON.parse(key) as SessionAction[]) dispatch(action);
  }, [key, dispatch]);
}
