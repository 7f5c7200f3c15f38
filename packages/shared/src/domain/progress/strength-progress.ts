/**
 * Strength progress per main lift (docs/progress.md "Strength progress"): the best set of each
 * day the lift was trained, as an e1RM (DESIGN 5, docs/coach.md) or, for bodyweight lifts, as
 * reps to failure.
 */
import { assumedRir, type CleanSet } from '../coach/history.ts';
import { MAX_REPS, clamp, estimatedOneRepMax, repsToFailure } from '../coach/strength.ts';
import { EXERCISES, exerciseById } from '../programme/exercises.ts';
import type { Exercise, MainLift } from '../programme/types.ts';
import type { StrengthLift } from '../../schemas/progress.ts';
import { round1 } from '../numbers.ts';
import { convertWeight, type WeightUnit } from '../units/weight.ts';

export { round1 };

/** The library's main-lift families, in the order the page lists them. */
export const MAIN_LIFTS = [
  'squat',
  'deadlift',
  'bench',
  'press',
  'row',
  'pull-up',
] as const satisfies readonly MainLift[];

/** The library's exercises that belong to a main-lift family (the sets the server reads). */
export const MAIN_LIFT_EXERCISE_IDS: readonly string[] = EXERCISES.filter(
  (exercise) => exercise.mainLift !== undefined,
).map((exercise) => exercise.id);

/** A logged set as the database gives it, with the user's local day of `performedAt`. */
export interface ProgressSet {
  exerciseId: string;
  date: string;
  weight: number | null;
  /** The unit the set was entered in; lb when not given. */
  weightUnit?: WeightUnit;
  reps: number | null;
  rir: number | null;
  targetRir: number | null;
  skipped: boolean;
}

function cleanSet(set: ProgressSet): CleanSet {
  return {
    time: 0,
    // In lb, exactly from the set's own unit, so sets of both units compare (decision 024).
    weight: clamp(
      convertWeight(set.weight ?? 0, set.weightUnit ?? 'lb', 'lb'),
      0,
      Number.MAX_VALUE,
    ),
    reps: clamp(set.reps ?? 0, 0, MAX_REPS),
    rir: set.rir,
    targetReps: null,
    targetRir: set.targetRir,
  };
}

/**
 * What one set says about strength, or null when it says nothing: a loaded lift needs a load and
 * a rep (a working set, docs/coach.md); a bodyweight lift needs a rep. A set without RIR counts at
 * its target RIR, else 2 (history.ts assumedRir, as the coach does).
 */
function setValue(set: ProgressSet, loaded: boolean): number | null {
  if (set.skipped || set.reps === null || set.reps < 1) return null;
  const clean = cleanSet(set);
  if (!loaded) return repsToFailure(clean.reps, assumedRir(clean));
  if (clean.weight <= 0) return null;
  return estimatedOneRepMax(clean.weight, clean.reps, assumedRir(clean));
}

/**
 * Per main-lift exercise with data: one point per day (the day's best set; a day with two
 * sessions keeps the better one), oldest first, then the latest, the best and the change since the
 * first point. Exercises without a countable set are left out; the order is MAIN_LIFTS'. Each
 * exercise is its own series, so a variation added to a family later never mixes with the lift.
 */
export function strengthProgress(
  sets: readonly ProgressSet[],
  unit: WeightUnit = 'lb',
): StrengthLift[] {
  const series = new Map<
    string,
    { exercise: Exercise; lift: MainLift; byDay: Map<string, number> }
  >();
  for (const set of sets) {
    const exercise = exerciseById(set.exerciseId);
    if (!exercise?.mainLift) continue;
    const value = setValue(set, exercise.loaded);
    if (value === null) continue;
    let entry = series.get(exercise.id);
    if (!entry) {
      entry = { exercise, lift: exercise.mainLift, byDay: new Map() };
      series.set(exercise.id, entry);
    }
    entry.byDay.set(set.date, Math.max(entry.byDay.get(set.date) ?? 0, value));
  }

  return [...series.values()]
    .sort(
      (a, b) =>
        MAIN_LIFTS.indexOf(a.lift) - MAIN_LIFTS.indexOf(b.lift) ||
        a.exercise.name.localeCompare(b.exercise.name),
    )
    .map(({ exercise, lift, byDay }) => {
      // An e1RM is shown in the user's unit, rounded only here (reps to failure have no unit).
      const shown = (value: number) =>
        round1(exercise.loaded ? convertWeight(value, 'lb', unit) : value);
      const points = [...byDay]
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([date, value]) => ({ date, value: shown(value) }));
      const first = points[0]!.value;
      const latest = points[points.length - 1]!.value;
      const single = points.length < 2;
      return {
        lift,
        exerciseId: exercise.id,
        name: exercise.name,
        measure: exercise.loaded ? 'e1rm' : 'repsToFailure',
        unit: exercise.loaded ? unit : 'reps',
        points,
        latest,
        best: Math.max(...points.map((point) => point.value)),
        change: single ? null : round1(latest - first),
        changePercent: single || first === 0 ? null : round1(((latest - first) / first) * 100),
      } satisfies StrengthLift;
    });
}
