/**
 * The finish summary's "Exercises" card (docs/decisions/025-training-log-history-records-corrections.md):
 * each exercise the session did, in the order done, with its working sets and its best set, as
 * Strong's and Hevy's finish screens list them. Sets are counted as `sessionFigures` counts them
 * (not skipped, not warm-ups: decision 051), so the rows add up to the "Sets done" tile.
 */
import { customExerciseAsExercise } from '@grandfit/shared/domain/programme/custom-exercise.ts';
import { exerciseById } from '@grandfit/shared/domain/programme/exercises.ts';
import type { Exercise } from '@grandfit/shared/domain/programme/types.ts';
import { weightRoleOf } from '@grandfit/shared/domain/programme/weight-role.ts';
import { canonical, scoringOf, type Scoring } from '@grandfit/shared/domain/records/records.ts';
import { toKg, type WeightUnit } from '@grandfit/shared/domain/units/weight.ts';
import { isWarmUp } from '@grandfit/shared/domain/warm-up.ts';
import type { CustomExercise } from '@grandfit/shared/schemas/custom-exercises.ts';
import type { FinishedSet } from '../../../lib/finish-summary.ts';
import { plural } from '../../../lib/format.ts';
import { formatSetNumbers } from '../../history/utils/history-format.ts';

/** What the card needs to know of an exercise: how it counts and what its weight means. */
export type ExerciseKind = Pick<Exercise, 'unit' | 'loaded' | 'assisted'>;

export interface ExerciseDone {
  exerciseId: string;
  exerciseName: string;
  /** Working sets done: not skipped, not warm-ups. */
  sets: number;
  warmUps: number;
  /** "3 sets", "3 sets + 2 warm-ups", "1 warm-up". */
  count: string;
  /** The best working set as History writes a set ("100 kg × 5", "+10 kg × 8", "60 s"). */
  best: string | null;
}

/** A set performed: neither skipped nor left without reps (seconds, minutes). */
const performed = (set: FinishedSet) => !set.skipped && set.reps !== null;

const weightKg = (set: FinishedSet) =>
  canonical(toKg(Math.max(0, set.weight ?? 0), set.weightUnit ?? 'lb'));

/**
 * What makes a set better, most telling first: the heaviest load (then most reps) of a loaded
 * lift; most reps (then the heaviest added load) of bodyweight work; the least help (then most
 * reps) of assisted work; the longest (then the heaviest load held) of timed and cardio work.
 */
function rank(set: FinishedSet, scoring: Scoring): [number, number] {
  const kg = weightKg(set);
  const amount = set.reps ?? 0;
  if (scoring === 'reps') return [kg, amount];
  if (scoring === 'assisted') return [-kg, amount];
  return [amount, kg];
}

const better = (a: [number, number], b: [number, number]) =>
  a[0] !== b[0] ? a[0] > b[0] : a[1] > b[1];

function countText(sets: number, warmUps: number): string {
  const working = plural(sets, 'set');
  if (warmUps === 0) return working;
  const warm = plural(warmUps, 'warm-up');
  return sets === 0 ? warm : `${working} + ${warm}`;
}

/**
 * The exercises done, each once, in the order of their first set done; an exercise whose sets
 * were all skipped was not done. `kindOf` knows the library's exercises and, given them, the
 * user's own; one it does not know counts in the set's own unit with its weight as the load.
 */
export function exercisesDone(
  sets: readonly FinishedSet[],
  to: WeightUnit,
  kindOf: (exerciseId: string) => ExerciseKind | undefined = exerciseById,
): ExerciseDone[] {
  const byExercise = new Map<string, FinishedSet[]>();
  for (const set of sets) {
    if (!performed(set)) continue;
    const done = byExercise.get(set.exerciseId);
    if (done) done.push(set);
    else byExercise.set(set.exerciseId, [set]);
  }
  return [...byExercise.entries()].map(([exerciseId, done]) => {
    const first = done[0]!;
    const kind = kindOf(exerciseId) ?? { unit: first.exerciseUnit, loaded: true };
    const scoring = scoringOf(kind);
    const working = done.filter((set) => !isWarmUp(set));
    let best: FinishedSet | null = null;
    for (const set of working) {
      // A set of 0 reps (seconds, minutes) is counted as done but is no one's best.
      if ((set.reps ?? 0) < 1) continue;
      if (best === null || better(rank(set, scoring), rank(best, scoring))) best = set;
    }
    const warmUps = done.length - working.length;
    return {
      exerciseId,
      exerciseName: first.exerciseName || exerciseId,
      sets: working.length,
      warmUps,
      count: countText(working.length, warmUps),
      best:
        best === null
          ? null
          : formatSetNumbers(
              { weight: best.weight, reps: best.reps, rir: null },
              best.weightUnit ?? 'lb',
              to,
              kind.unit,
              weightRoleOf(kind),
            ),
    };
  });
}

/** The library's exercises, then the user's own (decision 038) as far as this device knows them. */
export function exerciseKinds(
  custom: readonly CustomExercise[] | undefined,
): (exerciseId: string) => ExerciseKind | undefined {
  const own = new Map((custom ?? []).map((item) => [item.id, customExerciseAsExercise(item)]));
  return (exerciseId) => exerciseById(exerciseId) ?? own.get(exerciseId);
}
