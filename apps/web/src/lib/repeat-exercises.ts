import {
  linksOfPairs,
  pairsOfLinks,
  type SupersetPair,
} from '@grandfit/shared/domain/programme/superset-pairs.ts';
import {
  FREE_WORKOUT_MAX_EXERCISES,
  PLANNED_SETS_MAX,
  firstWorkingReps,
} from '@grandfit/shared/domain/programme/free-workout.ts';

/** A past session as Repeat and Save as routine read it: its exercises and their sets. */
interface RepeatedSession {
  exercises: readonly {
    exerciseId: string;
    sets: readonly { skipped: boolean; setType?: string; reps?: number | null }[];
  }[];
  /** The exercises it did back to back (decisions 084, 086), when known. */
  supersets?: readonly SupersetPair[];
}

/**
 * The exercises a past session is repeated with (decision 075) or saved as a routine with (076),
 * in the order it lists them: those he did (a working set or a warm-up), each once, as Strong
 * makes a template of a workout as done. A session with nothing done gives its plan. At most a
 * new workout's first exercises.
 */
export function repeatExerciseIds(detail: RepeatedSession): string[] {
  const done = detail.exercises.filter((exercise) => exercise.sets.some((set) => !set.skipped));
  const chosen = done.length > 0 ? done : detail.exercises;
  return [...new Set(chosen.map((exercise) => exercise.exerciseId))].slice(
    0,
    FREE_WORKOUT_MAX_EXERCISES,
  );
}

/**
 * The sets each repeated exercise starts with (decision 078): the working sets he did of it (not
 * warm-ups, which the coach suggests anyway; not skipped ones), at most {@link PLANNED_SETS_MAX}.
 * An exercise with none done is left out: it starts with its default.
 */
export function repeatSets(detail: RepeatedSession, exerciseIds: readonly string[]) {
  const sets: Record<string, number> = {};
  for (const exercise of detail.exercises) {
    if (!exerciseIds.includes(exercise.exerciseId)) continue;
    const working = exercise.sets.filter((set) => !set.skipped && set.setType !== 'warmup');
    sets[exercise.exerciseId] = (sets[exercise.exerciseId] ?? 0) + working.length;
  }
  return Object.fromEntries(
    Object.entries(sets)
      .filter(([, count]) => count > 0)
      .map(([id, count]) => [id, Math.min(count, PLANNED_SETS_MAX)]),
  );
}

/**
 * The target each repeated exercise starts with (decision 094): the reps (seconds, minutes) of the
 * first working set he did of it (not a warm-up, not skipped, more than 0), as the server targets
 * his last session's. The device's view of a repeat started offline uses them until the server's
 * answer comes; an exercise with none done is left out: it starts with the default target.
 */
export function repeatReps(detail: RepeatedSession, exerciseIds: readonly string[]) {
  const reps: Record<string, number> = {};
  for (const exercise of detail.exercises) {
    if (!exerciseIds.includes(exercise.exerciseId) || exercise.exerciseId in reps) continue;
    const first = firstWorkingReps(exercise.sets);
    if (first !== undefined) reps[exercise.exerciseId] = first;
  }
  return reps;
}

/**
 * A session as Repeat starts it and Save as routine keeps it: its exercises, their sets each, and
 * the exercises it joined (decision 084) when the device knows them.
 */
export interface RepeatPlan {
  exerciseIds: string[];
  sets: Record<string, number>;
  /** The first working set's reps of each exercise (decision 094), for the device's own view. */
  reps: Record<string, number>;
  supersets?: [string, string][];
}

/** Its supersets are those whose two exercises are still side by side once repeated. */
export function repeatPlan(detail: RepeatedSession): RepeatPlan {
  const exerciseIds = repeatExerciseIds(detail);
  const plan = {
    exerciseIds,
    sets: repeatSets(detail, exerciseIds),
    reps: repeatReps(detail, exerciseIds),
  };
  const supersets = pairsOfLinks(exerciseIds, linksOfPairs(exerciseIds, detail.supersets));
  return supersets.length > 0 ? { ...plan, supersets } : plan;
}

/**
 * Whether a session did a routine as it stands (decision 078): its exercises in its order, each
 * with its sets, joined as the routine joins them (decision 084). A routine saved before routines
 * had sets never matches: it has none to compare.
 */
export function doneAsRoutine(
  routine: Pick<RepeatPlan, 'exerciseIds' | 'supersets'> & {
    sets?: Readonly<Record<string, number>>;
  },
  done: Pick<RepeatPlan, 'exerciseIds' | 'sets' | 'supersets'>,
): boolean {
  const ids = done.exerciseIds;
  return (
    routine.exerciseIds.length === ids.length &&
    routine.exerciseIds.every((id, index) => ids[index] === id) &&
    ids.every((id) => done.sets[id] === routine.sets?.[id]) &&
    linksOfPairs(ids, routine.supersets).join() === linksOfPairs(ids, done.supersets).join()
  );
}
