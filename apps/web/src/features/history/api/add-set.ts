import { useQueryClient } from '@tanstack/react-query';
import type {
  HistoryExercise,
  HistorySet,
  SessionDetail,
} from '@grandfit/shared/schemas/history.ts';
import type { LogSet } from '@grandfit/shared/schemas/training.ts';
import { onDeliveredUnder } from '../../../lib/outbox/on-delivered-under.ts';
import type { OutboxWrite } from '../../../lib/outbox/outbox.ts';
import { useOutboxMutation } from '../../../lib/outbox/use-outbox-mutation.ts';
import { getSessionDetailQueryOptions } from './get-session-detail.ts';
import { refreshAfterCorrection } from './refresh-after-correction.ts';

export interface AddSetVariables {
  workoutId: string;
  set: LogSet;
  /** The exercise it goes under: one of the session's, or one added with it (not yet listed). */
  exercise: HistoryExercise;
  /** The signed-in user: the outbox replays the write only under that user's session. */
  userId?: string;
  /** For the list of refused writes: "Goblet Squat, set 4 (added)". */
  label: string;
}

/** POST /api/workouts/{id}/sets, as the active workout logs a set: upserted on its client id. */
export function addSetWrite({ workoutId, set, userId, label }: AddSetVariables): OutboxWrite {
  const url = `/api/workouts/${encodeURIComponent(workoutId)}/sets`;
  return { method: 'POST', url, body: set, userId, label };
}

/**
 * A set forgotten in a finished session, added from History (decision 082): now, or from the
 * outbox. The session's page shows it at once; sent, every figure it moves is asked for again.
 */
export function useAddSet(options: { onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  // A queued set delivered later refreshes its session's page, if this device shows it; the
  // active workout's own sets go through here too, and their sessions are rarely on that page.
  onDeliveredUnder(queryClient, 'added sets', ['/api/workouts/'], (entry) => {
    const sessionId = (entry.body as Partial<LogSet> | undefined)?.sessionId;
    if (!sessionId) return;
    void queryClient.invalidateQueries({
      queryKey: getSessionDetailQueryOptions(sessionId).queryKey,
    });
  });
  return useOutboxMutation<unknown, AddSetVariables>({
    toWrite: addSetWrite,
    onSuccess: (result, { set, exercise }) => {
      queryClient.setQueryData(
        getSessionDetailQueryOptions(set.sessionId).queryKey,
        (detail) => detail && withAddedSet(detail, set, exercise),
      );
      if (result.status === 'sent') refreshAfterCorrection(queryClient);
    },
    onError: (error) => options.onError?.(error),
  });
}

/**
 * The session's page with the set under its exercise, as the server will list it; an exercise the
 * session did not list yet comes after the others, by its place in the session.
 */
export function withAddedSet(
  detail: SessionDetail,
  set: LogSet,
  exercise: HistoryExercise,
): SessionDetail {
  const listed = detail.exercises.some((other) => other.exerciseIndex === set.exerciseIndex);
  const exercises = listed ? detail.exercises : [...detail.exercises, { ...exercise, sets: [] }];
  return {
    ...detail,
    exercises: exercises
      .map((other) =>
        other.exerciseIndex !== set.exerciseIndex
          ? other
          : {
              ...other,
              sets: [...other.sets.filter((s) => s.clientId !== set.clientId), setOf(set)],
            },
      )
      .sort((a, b) => a.exerciseIndex - b.exerciseIndex),
  };
}

/** A set as History lists it: no target (it was never asked for), no record until the server says. */
const setOf = (set: LogSet): HistorySet => ({
  clientId: set.clientId,
  setNumber: set.setNumber,
  weight: set.weight,
  weightUnit: set.weightUnit ?? 'lb',
  reps: set.reps,
  rir: set.rir,
  rpe: null,
  targetWeight: null,
  targetReps: null,
  targetRir: null,
  skipped: false,
  setType: set.setType ?? 'normal',
  performedAt: set.performedAt,
  note: null,
  records: [],
});
