import { SET_LIMITS } from '@grandfit/shared/domain/set-limits.ts';
import type {
  HistoryExercise,
  SessionDetail,
  UpdateSet,
} from '@grandfit/shared/schemas/history.ts';
import type { LastSession } from '@grandfit/shared/schemas/records.ts';
import type { LogSet, WorkoutExercise } from '@grandfit/shared/schemas/training.ts';
import type { EditableSet } from './edit-set-form.ts';

/*
 * A set forgotten in a finished session, added from History (decision 082): numbered after the
 * exercise's sets of its kind, timed just after the session's last set, so the records and the
 * charts place it in that session.
 */

const isWarmUp = (set: { setType: string }) => set.setType === 'warmup';

/** The number the next set of that kind takes, or null when the exercise has no room left. */
export function nextSetNumber(exercise: HistoryExercise, warmUp: boolean): number | null {
  const numbers = exercise.sets.filter((set) => isWarmUp(set) === warmUp).map((s) => s.setNumber);
  const next = Math.max(0, ...numbers) + 1;
  return next <= SET_LIMITS.setNumber.max ? next : null;
}

/** Where an exercise added to the session goes: after its last one; null past the server's 50. */
export function nextExerciseIndex(detail: Pick<SessionDetail, 'exercises'>): number | null {
  const next = Math.max(-1, ...detail.exercises.map((exercise) => exercise.exerciseIndex)) + 1;
  return next <= SET_LIMITS.exerciseIndex.max ? next : null;
}

/**
 * An exercise he did but forgot to log at all, as the session's page lists it: after the
 * session's exercises, with no plan and no set yet. Null when the session has no room.
 */
export function addedExercise(
  detail: Pick<SessionDetail, 'exercises'>,
  exercise: WorkoutExercise,
): HistoryExercise | null {
  const exerciseIndex = nextExerciseIndex(detail);
  if (exerciseIndex === null) return null;
  return {
    exerciseId: exercise.id,
    exerciseIndex,
    name: exercise.name,
    unit: exercise.unit,
    // The picker's exercises always say (addedWorkoutExercise); a bodyweight one reads "+10 kg".
    loaded: exercise.loaded === true,
    ...(exercise.assisted ? { assisted: true } : {}),
    plannedSets: null,
    sets: [],
  };
}

/**
 * What the form starts at: the exercise's last working set in this session; for its first set
 * (an exercise added to the session), the same set of the last session it was lifted in
 * (`earlier`, else that session's last), as the workout's "Last time" would offer; else empty.
 */
export function addedSetTemplate(
  exercise: HistoryExercise,
  clientId: string,
  earlier?: LastSession['lastSession'],
): EditableSet {
  const setNumber = nextSetNumber(exercise, false) ?? SET_LIMITS.setNumber.max;
  const last =
    exercise.sets.filter((set) => !set.skipped && !isWarmUp(set)).at(-1) ??
    earlier?.sets.find((set) => set.setNumber === setNumber) ??
    earlier?.sets.at(-1);
  return {
    clientId,
    setNumber,
    weight: last?.weight ?? null,
    weightUnit: last?.weightUnit ?? 'kg',
    reps: last?.reps ?? null,
    rir: last?.rir ?? null,
  };
}

/** Whether the exercise has a working set in this session to start the next one from. */
export const hasWorkingSet = (exercise: HistoryExercise) =>
  exercise.sets.some((set) => !set.skipped && !isWarmUp(set));

/** One second after the session's last set (or at its start, when it has none). */
function addedSetTime(detail: SessionDetail): string {
  const times = detail.exercises.flatMap((exercise) =>
    exercise.sets.map((set) => Date.parse(set.performedAt)),
  );
  const last = Math.max(...times.filter(Number.isFinite));
  return Number.isFinite(last) ? new Date(last + 1000).toISOString() : detail.startedAt;
}

/** The set to log, or null when the exercise has no room for another of its kind. */
export function addedSet(
  detail: SessionDetail,
  exercise: HistoryExercise,
  values: UpdateSet,
  clientId: string,
): LogSet | null {
  const warmUp = values.setType === 'warmup';
  const setNumber = nextSetNumber(exercise, warmUp);
  if (setNumber === null) return null;
  return {
    clientId,
    sessionId: detail.sessionId,
    exerciseId: exercise.exerciseId,
    exerciseIndex: exercise.exerciseIndex,
    setNumber,
    weight: values.weight,
    weightUnit: values.weightUnit,
    reps: values.reps,
    rir: values.rir,
    targetWeight: null,
    targetReps: null,
    targetRir: null,
    skipped: false,
    setType: warmUp ? 'warmup' : 'normal',
    performedAt: addedSetTime(detail),
  };
}
