import type { WorkoutExercise } from '@grandfit/shared/schemas/training.ts';
import { loadAtMost, type LoadKind, type WeightPrefs } from './weight-units.ts';

/**
 * The warm-ups suggested before a loaded lift's first working set (decision 056), after Starting
 * Strength's ramp (Rippetoe, "Starting Strength", 3rd ed., the warm-up sets of each lift): the
 * empty bar, then about 40, 60 and 80 % of the work weight for 5, 3 and 2 reps, fewer reps as the
 * load nears the work so that the warm-ups prepare without tiring.
 */
export const WARM_UP_RAMP = [
  { fraction: 0.4, reps: 5 },
  { fraction: 0.6, reps: 3 },
  { fraction: 0.8, reps: 2 },
] as const;

/** Reps of the empty bar, the ramp's first step for a barbell lift. */
export const EMPTY_BAR_REPS = 5;

export interface WarmUpSuggestion {
  /** In the user's unit. */
  weight: number;
  reps: number;
}

/**
 * The ramp for a work weight (in the user's unit), each load the heaviest the exercise can take at
 * or below its share (the bar and plates, the gym's dumbbells or kettlebells: decisions 046, 048,
 * 049). A step that is not lighter than the work weight, or not heavier than the step before, is
 * left out: a light lift gets fewer warm-ups, or none.
 */
export function warmUpRamp(
  workWeight: number,
  exercise: LoadKind & Pick<WorkoutExercise, 'unit'>,
  prefs: WeightPrefs,
): WarmUpSuggestion[] {
  if (exercise.unit !== 'reps' || !(workWeight > 0)) return [];
  const steps: WarmUpSuggestion[] =
    exercise.barbell === true ? [{ weight: prefs.bar, reps: EMPTY_BAR_REPS }] : [];
  for (const { fraction, reps } of WARM_UP_RAMP) {
    steps.push({ weight: loadAtMost(workWeight * fraction, exercise, prefs), reps });
  }
  const ramp: WarmUpSuggestion[] = [];
  for (const step of steps) {
    const previous = ramp.at(-1)?.weight ?? 0;
    if (step.weight > previous && step.weight < workWeight) ramp.push(step);
  }
  return ramp;
}
