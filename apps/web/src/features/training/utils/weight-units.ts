import {
  DEFAULT_BAR,
  DEFAULT_PLATES,
  barbellLoading,
  onLoadingGrid,
} from '@grandfit/shared/domain/units/plates.ts';
import {
  DEFAULT_KG_STEP,
  convertWeight,
  roundToStep,
  weightStep,
  type WeightUnit,
} from '@grandfit/shared/domain/units/weight.ts';
import type { UserSettings } from '@grandfit/shared/schemas/settings.ts';
import type { WorkoutExercise } from '@grandfit/shared/schemas/training.ts';

/** How the active workout enters and shows weights (decision 024). */
export interface WeightPrefs {
  unit: WeightUnit;
  /** The input's step: 2.5 lb, or the user's kg step. */
  step: number;
  /** A barbell's step: what a pair of the user's smallest plates adds (decision 046). */
  barbellStep: number;
  bar: number;
  plates: readonly number[];
}

/**
 * The user's preferences; until the settings are known (offline, first load) the unit the
 * workout's targets came in, with the default bar and plates.
 */
export function weightPrefsOf(
  settings: UserSettings | undefined,
  fallbackUnit: WeightUnit,
): WeightPrefs {
  const unit = settings?.units ?? fallbackUnit;
  const kgStep = settings?.weightStepKg ?? DEFAULT_KG_STEP;
  const step = weightStep(unit, kgStep);
  // Settings kept from before bars and plates existed (an offline copy, an older answer) lack them.
  const bar = (unit === 'kg' ? settings?.barWeightKg : settings?.barWeightLb) ?? DEFAULT_BAR[unit];
  const plates = (unit === 'kg' ? settings?.platesKg : settings?.platesLb) ?? DEFAULT_PLATES[unit];
  return { unit, step, barbellStep: barbellLoading(bar, plates, step).step, bar, plates };
}

/** A load from another unit, as a weight the user can lift: converted, to the user's step. */
export function loadIn(value: number, from: WeightUnit, prefs: WeightPrefs): number {
  return from === prefs.unit
    ? value
    : roundToStep(convertWeight(value, from, prefs.unit), prefs.step);
}

/** A barbell load from another unit: converted, to what the bar and plates make (decision 046). */
function barbellLoadIn(value: number, from: WeightUnit, prefs: WeightPrefs): number {
  const grid = { bar: prefs.bar, step: prefs.barbellStep };
  return Math.max(
    prefs.bar,
    onLoadingGrid(convertWeight(value, from, prefs.unit), grid, Math.round),
  );
}

/** The exercise with its target in the user's unit (the answer may predate a switch of units). */
export function exerciseInUnit<
  E extends Pick<WorkoutExercise, 'targetWeight' | 'weightUnit' | 'barbell'>,
>(exercise: E, prefs: WeightPrefs): E {
  // An answer kept from before units existed has no unit: its loads are lb.
  const from = (exercise.weightUnit as WeightUnit | undefined) ?? 'lb';
  if (from === prefs.unit) return exercise;
  const loaded = exercise.barbell === true && exercise.targetWeight > 0;
  return {
    ...exercise,
    targetWeight: loaded
      ? barbellLoadIn(exercise.targetWeight, from, prefs)
      : loadIn(exercise.targetWeight, from, prefs),
    weightUnit: prefs.unit,
  };
}
