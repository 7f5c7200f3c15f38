import { linksOfPairs, type SupersetPair } from './superset-pairs.ts';
import { daysBetween, phaseForWeek } from '../journey.ts';
import { repsLimitFor } from '../set-limits.ts';
import type { Exercise, ProgrammedExercise, ProgrammedWorkout } from './types.ts';

/**
 * A workout the lifter makes himself, outside the programme (decision 075): Hevy's and Strong's
 * "empty workout". It is stored like a programmed one, with a plan of the exercises he picked, so
 * the active workout, the outbox, the coach and History work on it unchanged.
 */

/** The most exercises a new workout starts with; more are added during the session. */
export const FREE_WORKOUT_MAX_EXERCISES = 20;

/**
 * The most sets an exercise starts with in a free workout or a routine (decision 078): more are
 * added during the session, up to a set's highest number (20).
 */
export const PLANNED_SETS_MAX = 10;

/** The longest name a free workout takes. */
export const FREE_WORKOUT_NAME_MAX = 60;

/** A first target for an exercise added without a programme: what the programme's defaults would be. */
const FIRST_TARGET: Record<Exercise['unit'], number> = { reps: 10, seconds: 30, minutes: 10 };

/** A set as the lists of sets done read it: a GrandFit session's, an import's, "Last time"'s. */
export interface DoneSet {
  reps?: number | null;
  /** Absent: done (the "Last time" answer lists only the sets done). */
  skipped?: boolean;
  /** Absent: a working set (the "Last time" answer lists only working sets). */
  setType?: string;
}

/**
 * The reps (seconds, minutes) of his first working set among `sets`, listed in the order they were
 * done (decision 094): done (not skipped), not a warm-up, of more than 0. What a session he did an
 * exercise in says he aims at; `undefined` when it holds no such set. The server's
 * `lastWorkingReps` reads the same set in SQL from his last finished session of the exercise.
 */
export function firstWorkingReps(sets: readonly DoneSet[] | null | undefined): number | undefined {
  const first = sets?.find(
    (set) =>
      set.skipped !== true &&
      set.setType !== 'warmup' &&
      typeof set.reps === 'number' &&
      Number.isFinite(set.reps) &&
      set.reps > 0,
  );
  return first?.reps ?? undefined;
}

/**
 * The target an exercise starts a free workout with (decision 094): the reps (seconds, minutes)
 * of his first working set of it the last time he did it, within what a set of its unit takes;
 * one he never did (or none given, 0, not a number) starts at the programme's default.
 */
export function firstTarget(exercise: Pick<Exercise, 'unit'>, lastReps?: number): number {
  if (lastReps === undefined || !Number.isFinite(lastReps) || lastReps <= 0) {
    return FIRST_TARGET[exercise.unit];
  }
  const { min, max } = repsLimitFor(exercise.unit);
  return Math.min(max, Math.max(min, 1, Math.round(lastReps)));
}

/**
 * An exercise's first prescription: its default sets, the reps of his first working set of it
 * last time (decision 094) or else 10 reps (30 s, 10 min), 2 in reserve, its own rest.
 */
export function firstPrescription(exercise: Exercise, lastReps?: number): ProgrammedExercise {
  return {
    exerciseId: exercise.id,
    sets: exercise.defaultSets,
    targetReps: firstTarget(exercise, lastReps),
    targetRir: exercise.unit === 'reps' ? 2 : null,
    restSeconds: exercise.restSeconds,
    notes: '',
  };
}

/** The programme id of a free workout: its own, so it never meets a programmed one. */
export const freeWorkoutProgrammeId = (workoutId: string) => `free-${workoutId}`;

/**
 * Where `date` falls in the journey that starts on `journeyStart` (week 1, day 1 is the start):
 * a free workout keeps the day it was done through the same week and day a programmed one has.
 * Before the start the week is 0 or less; after week 52 it goes on counting.
 */
export function journeyPosition(journeyStart: string, date: string): { week: number; day: number } {
  const offset = daysBetween(journeyStart, date);
  const week = Math.floor(offset / 7) + 1;
  return { week, day: offset - (week - 1) * 7 + 1 };
}

/** The stored plan of a free workout of `exercises`, done on `date`. */
export function freeWorkoutPlan(input: {
  workoutId: string;
  name: string;
  journeyStart: string;
  date: string;
  exercises: readonly Exercise[];
  /** Sets per exercise id, as he set them (decision 078); an exercise absent has its default. */
  sets?: Readonly<Record<string, number>>;
  /**
   * The reps (seconds, minutes) of his first working set of each exercise id the last time he did
   * it (decision 094); an exercise absent starts at the default target.
   */
  reps?: Readonly<Record<string, number>>;
  /** Exercises done back to back (decision 084), as a routine keeps them. */
  supersets?: readonly SupersetPair[];
}): ProgrammedWorkout {
  const links = linksOfPairs(
    input.exercises.map((exercise) => exercise.id),
    input.supersets,
  );
  const { week, day } = journeyPosition(input.journeyStart, input.date);
  return {
    id: freeWorkoutProgrammeId(input.workoutId),
    week,
    day,
    type: 'strength',
    phase: phaseForWeek(week).number,
    name: input.name,
    description: '',
    // Nothing planned: a free session counts the minutes from its first set to its end.
    durationMinutes: 0,
    isDeload: false,
    exercises: input.exercises.map((exercise) => ({
      ...firstPrescription(exercise, input.reps?.[exercise.id]),
      sets: input.sets?.[exercise.id] ?? exercise.defaultSets,
    })),
    ...(links.length > 0 ? { supersets: links } : {}),
  };
}
