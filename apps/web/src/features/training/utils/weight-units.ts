import {
  DEFAULT_BAR,
  DEFAULT_PLATES,
  barbellLoading,
  onLoadingGrid,
} from '@grandfit/shared/domain/units/plates.ts';
import {
  DEFAULT_DUMBBELL_STEP,
  DEFAULT_KETTLEBELL_STEP,
  DEFAULT_KG_STEP,
  convertWeight,
  roundToStep,
  weightStep,
  type WeightUnit,
} from '@grandfit/shared/domain/units/weight.ts';
import type { UserSettings } from '@grandfit/shared/schemas/settings.ts';
import type { WorkoutExercise } from '@grandfit/shared/schemas/training.ts';
import { WEIGHT_SIGN, weightRoleOf } from '@grandfit/shared/domain/programme/weight-role.ts';
import { formatNumber, repsLabel } from './set-inputs.ts';

/** How the active workout enters and shows weights (decision 024). */
export interface WeightPrefs {
  unit: WeightUnit;
  /** The input's step: 2.5 lb, or the user's kg step. */
  step: number;
  /** A barbell's step: what a pair of the user's smallest plates adds (decision 046). */
  barbellStep: number;
  /** How the gym's dumbbells go up (decision 048). */
  dumbbellStep: number;
  /** How the gym's kettlebells go up (decision 049). */
  kettlebellStep: number;
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
  // Settings kept from before bars, plates and gym steps existed (an offline copy, an older
  // answer) lack them.
  const inUnit = <T>(kg: T | undefined, lb: T | undefined, fallback: Record<WeightUnit, T>): T =>
    (unit === 'kg' ? kg : lb) ?? fallback[unit];
  const bar = inUnit(settings?.barWeightKg, settings?.barWeightLb, DEFAULT_BAR);
  const plates = inUnit<readonly number[]>(settings?.platesKg, settings?.platesLb, DEFAULT_PLATES);
  const dumbbellStep = inUnit<number>(
    settings?.dumbbellStepKg,
    settings?.dumbbellStepLb,
    DEFAULT_DUMBBELL_STEP,
  );
  const kettlebellStep = inUnit<number>(
    settings?.kettlebellStepKg,
    settings?.kettlebellStepLb,
    DEFAULT_KETTLEBELL_STEP,
  );
  const barbellStep = barbellLoading(bar, plates, step).step;
  return { unit, step, barbellStep, dumbbellStep, kettlebellStep, bar, plates };
}

/** What an exercise is loaded with, as the workout's answer says (absent: the user's step). */
export type LoadKind = Pick<WorkoutExercise, 'barbell' | 'dumbbell' | 'kettlebell'>;

/**
 * The loads a barbell, dumbbell or kettlebell lift can take: the bar plus whole steps of the
 * plates (decision 046), or whole dumbbells or kettlebells from zero (decisions 048 and 049).
 * Null for any other exercise, which takes the user's step.
 */
function loadingGrid(exercise: LoadKind, prefs: WeightPrefs): { bar: number; step: number } | null {
  if (exercise.barbell === true) return { bar: prefs.bar, step: prefs.barbellStep };
  if (exercise.dumbbell === true) return { bar: 0, step: prefs.dumbbellStep };
  if (exercise.kettlebell === true) return { bar: 0, step: prefs.kettlebellStep };
  return null;
}

/** The step an exercise's weight moves by: its loading grid's, or the user's own. */
export function loadStep(exercise: LoadKind, prefs: WeightPrefs): number {
  return loadingGrid(exercise, prefs)?.step ?? prefs.step;
}

/** A load from another unit, as a weight the user can lift: converted, to the user's step. */
export function loadIn(value: number, from: WeightUnit, prefs: WeightPrefs): number {
  return from === prefs.unit
    ? value
    : roundToStep(convertWeight(value, from, prefs.unit), prefs.step);
}

/**
 * A set as the active workout writes it, in the user's unit: "45 lb × 8" under a load, as History
 * writes a set; "+10 kg × 8" with a load added to bodyweight reps (decision 080), "−20 kg × 8"
 * with a band's or a machine's help (decision 083); "8 reps" or "30 seconds" without one. For warm-ups (decision 051) and last time's sets (decision 055).
 */
export function describeSetAmount(
  set: { weight: number | null; weightUnit?: WeightUnit; reps: number | null },
  exercise: Pick<WorkoutExercise, 'unit' | 'assisted'>,
  loaded: boolean,
  prefs: WeightPrefs,
): string {
  const role = loaded ? 'load' : weightRoleOf(exercise);
  if (set.weight !== null && set.weight > 0 && (loaded || role !== 'load')) {
    const load = formatNumber(loadIn(set.weight, set.weightUnit ?? 'lb', prefs));
    return `${WEIGHT_SIGN[role]}${load} ${prefs.unit} × ${set.reps ?? 0}`;
  }
  return `${set.reps ?? 0} ${repsLabel(exercise).toLowerCase()}`;
}

/**
 * A barbell, dumbbell or kettlebell load from another unit: converted, to what the bar and plates
 * make (decision 046) or to a dumbbell or kettlebell the gym has (decisions 048 and 049), never
 * below the bar or the lightest.
 */
function gridLoadIn(
  value: number,
  from: WeightUnit,
  grid: { bar: number; step: number },
  prefs: WeightPrefs,
): number {
  const lightest = grid.bar > 0 ? grid.bar : grid.step;
  return Math.max(
    lightest,
    onLoadingGrid(convertWeight(value, from, prefs.unit), grid, Math.round),
  );
}

/**
 * The heaviest load the exercise can take at or below `value` (in the user's unit): on the bar and
 * plates, the gym's dumbbells or kettlebells, or the user's step; never below the bar or the
 * lightest, which may then exceed `value`.
 */
export function loadAtMost(value: number, exercise: LoadKind, prefs: WeightPrefs): number {
  const grid = loadingGrid(exercise, prefs) ?? { bar: 0, step: prefs.step };
  const lightest = grid.bar > 0 ? grid.bar : grid.step;
  return Math.max(lightest, onLoadingGrid(value, grid, Math.floor));
}

/** The exercise with its target in the user's unit (the answer may predate a switch of units). */
export function exerciseInUnit<
  E extends Pick<WorkoutExercise, 'targetWeight' | 'weightUnit'> & LoadKind,
>(exercise: E, prefs: WeightPrefs): E {
  // An answer kept from before units existed has no unit: its loads are lb.
  const from = (exercise.weightUnit as WeightUnit | undefined) ?? 'lb';
  if (from === prefs.unit) return exercise;
  const { targetWeight } = exercise;
  const grid = targetWeight > 0 ? loadingGrid(exercise, prefs) : null;
  return {
    ...exercise,
    targetWeight: grid
      ? gridLoadIn(targetWeight, from, grid, prefs)
      : loadIn(targetWeight, from, prefs),
    weightUnit: prefs.unit,
  };
}
