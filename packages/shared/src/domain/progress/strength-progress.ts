/**
 * Strength progress of the user's most-trained lifts (docs/progress.md "Strength progress";
 * docs/decisions/025-training-log-history-records-corrections.md): the lifts with the most working
 * sets in the range, whatever the programme calls them, so the card has something to show from the
 * first session. Each point is the best set of a day the lift was trained, as an e1RM
 * (docs/product.md#formula-epley-e1rm, docs/coach.md) in the user's unit or, for bodyweight lifts,
 * as reps to failure.
 */
import { assumedRir, type CleanSet } from '../coach/history.ts';
import { MAX_REPS, clamp, estimatedOneRepMax, repsToFailure } from '../coach/strength.ts';
import { EXERCISES, exerciseById } from '../programme/exercises.ts';
import type { Exercise, MainLift } from '../programme/types.ts';
import type { StrengthLift } from '../../schemas/progress.ts';
import { round1 } from '../numbers.ts';
import { convertWeight, type WeightUnit } from '../units/weight.ts';
import { compareNames } from '../compare-names.ts';

/** How many lifts the card shows. */
export const STRENGTH_LIFTS_SHOWN = 4;

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

/** The library's exercises counted in reps (the sets the server reads): not holds, not cardio. */
export const REP_EXERCISE_IDS: readonly string[] = EXERCISES.filter(
  (exercise) => exercise.unit === 'reps',
).map((exercise) => exercise.id);

/** A logged set as the database gives it, with the user's local day of `performedAt`. */
export interface ProgressSet {
  exerciseId: string;
  date: string;
  weight: number | null;
  /** The unit the set was entered in; 'lb' when absent. */
  weightUnit?: WeightUnit;
  reps: number | null;
  rir: number | null;
  targetRir: number | null;
  skipped: boolean;
  /** Warm-ups never count. */
  setType?: string;
}

function cleanSet(set: ProgressSet, to: WeightUnit): CleanSet {
  return {
    time: 0,
    weight: clamp(convertWeight(set.weight ?? 0, set.weightUnit ?? 'lb', to), 0, Number.MAX_VALUE),
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
function setValue(set: ProgressSet, loaded: boolean, to: WeightUnit): number | null {
  if (set.skipped || set.setType === 'warmup' || set.reps === null || set.reps < 1) return null;
  const clean = cleanSet(set, to);
  if (!loaded) return repsToFailure(clean.reps, assumedRir(clean));
  if (clean.weight <= 0) return null;
  return estimatedOneRepMax(clean.weight, clean.reps, assumedRir(clean));
}

const liftOrder = (lift: MainLift | undefined) =>
  lift === undefined ? MAIN_LIFTS.length : MAIN_LIFTS.indexOf(lift);

/** What the card needs of an exercise: the library's, or a user's custom one (decision 039). */
export type StrengthExercise = Pick<Exercise, 'id' | 'name' | 'unit' | 'loaded' | 'mainLift'>;

/**
 * The `limit` rep exercises with the most working sets (ties: main lifts first, in MAIN_LIFTS'
 * order, then by name), most trained first. Each: one point per day (the day's best set; a day
 * with two sessions keeps the better one), oldest first, then the latest, the best and the change
 * since the first point. Loads are in `to` (each set converted from its own unit). Each exercise is
 * its own series, so a variation never mixes with the lift. `exerciseOf` knows the exercises: the
 * library by default, the user's custom ones too when the caller has them.
 */
export function strengthProgress(
  sets: readonly ProgressSet[],
  to: WeightUnit = 'lb',
  limit = STRENGTH_LIFTS_SHOWN,
  exerciseOf: (id: string) => StrengthExercise | undefined = exerciseById,
): StrengthLift[] {
  const series = new Map<
    string,
    { exercise: StrengthExercise; sets: number; byDay: Map<string, number> }
  >();
  for (const set of sets) {
    const exercise = exerciseOf(set.exerciseId);
    if (!exercise || exercise.unit !== 'reps') continue;
    const value = setValue(set, exercise.loaded, to);
    if (value === null) continue;
    let entry = series.get(exercise.id);
    if (!entry) {
      entry = { exercise, sets: 0, byDay: new Map() };
      series.set(exercise.id, entry);
    }
    entry.sets++;
    entry.byDay.set(set.date, Math.max(entry.byDay.get(set.date) ?? 0, value));
  }

  return [...series.values()]
    .sort(
      (a, b) =>
        b.sets - a.sets ||
        liftOrder(a.exercise.mainLift) - liftOrder(b.exercise.mainLift) ||
        compareNames(a.exercise.name, b.exercise.name),
    )
    .slice(0, limit)
    .map(({ exercise, sets: workingSets, byDay }) => {
      const points = [...byDay]
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([date, value]) => ({ date, value: round1(value) }));
      const first = points[0]!.value;
      const latest = points[points.length - 1]!.value;
      const single = points.length < 2;
      return {
        lift: exercise.mainLift ?? null,
        exerciseId: exercise.id,
        name: exercise.name,
        workingSets,
        measure: exercise.loaded ? 'e1rm' : 'repsToFailure',
        unit: exercise.loaded ? to : 'reps',
        points,
        latest,
        best: Math.max(...points.map((point) => point.value)),
        change: single ? null : round1(latest - first),
        changePercent: single || first === 0 ? null : round1(((latest - first) / first) * 100),
      } satisfies StrengthLift;
    });
}
