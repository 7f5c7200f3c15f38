import { formatGrouped } from '../numbers.ts';
/**
 * Weights in the user's unit (decision 024). A set keeps the number and the unit it was entered
 * in, so 100 kg stays 100 kg; anything that compares or adds weights of different units converts
 * through the exact international pound (1 lb = 0.45359237 kg), and a weight is rounded only
 * where it is shown or offered to be lifted.
 */
export const WEIGHT_UNITS = ['lb', 'kg'] as const;
export type WeightUnit = (typeof WEIGHT_UNITS)[number];

/** The international yard and pound agreement (1959): exact. */
export const KG_PER_LB = 0.45359237;

/** The smallest load change offered in lb: two 1.25 lb plates. */
export const LB_STEP = 2.5;
/** The kg steps a user can choose: two 0.625 kg micro plates, or two 1.25 kg plates. */
export const KG_STEPS = [1.25, 2.5] as const;
export const DEFAULT_KG_STEP = 1.25;

/**
 * How a gym's dumbbells go up (decision 048): in lb by 5 (some racks by 2.5), in kg by 2 or 2.5
 * (some by 1). The coach offers a dumbbell only at a whole number of these steps.
 */
export const DUMBBELL_STEPS = { lb: [2.5, 5], kg: [1, 2, 2.5] } as const;
export const DEFAULT_DUMBBELL_STEP = { lb: 5, kg: 2 } as const;

/**
 * How a gym's kettlebells go up (decision 049): in lb by 5 (some sets by 10), in kg by 4 (the
 * classic 8, 12, 16, 20, 24) or 2 (competition bells). The coach offers a kettlebell only at a
 * whole number of these steps.
 */
export const KETTLEBELL_STEPS = { lb: [5, 10], kg: [2, 4] } as const;
export const DEFAULT_KETTLEBELL_STEP = { lb: 5, kg: 4 } as const;

export function convertWeight(value: number, from: WeightUnit, to: WeightUnit): number {
  if (from === to) return value;
  return from === 'kg' ? value / KG_PER_LB : value * KG_PER_LB;
}

export const toKg = (value: number, unit: WeightUnit) => convertWeight(value, unit, 'kg');

/** The load step for a unit: 2.5 lb, or the user's kg step. */
export function weightStep(unit: WeightUnit, kgStep: number = DEFAULT_KG_STEP): number {
  return unit === 'lb' ? LB_STEP : kgStep;
}

/** The nearest multiple of `step` (never negative); floating noise is removed. */
export function roundToStep(value: number, step: number): number {
  if (!(step > 0)) throw new RangeError(`Invalid step: ${step}`);
  const rounded = Math.round(value / step) * step;
  return Math.max(0, Number(rounded.toFixed(6)));
}

/** A weight as shown: at most one decimal (220.462 lb shows 220.5), trailing zeros dropped. */
export function displayNumber(value: number, decimals = 1): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/** A weight entered in `from`, shown in `to`: "100 kg" stays 100, and shows as 220.5 in lb. */
export function displayWeight(value: number, from: WeightUnit, to: WeightUnit): number {
  return displayNumber(convertWeight(value, from, to), from === to ? 2 : 1);
}

/** "100 kg", "220.5 lb", "1,250 lb" (thousands grouped for volumes). */
export function formatWeight(value: number, unit: WeightUnit): string {
  const shown = displayNumber(value, Math.abs(value) >= 1000 ? 0 : 2);
  return `${formatGrouped(shown, 2)} ${unit}`;
}

/** A set's weight in the user's unit, for text: formatWeight(displayWeight(...)). */
export function formatSetWeight(value: number, from: WeightUnit, to: WeightUnit): string {
  return formatWeight(displayWeight(value, from, to), to);
}
