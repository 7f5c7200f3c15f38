/**
 * The coach in the user's unit (decision 024). The coach reasons in lb, the unit of the programme
 * and of its constants (the NSCA increments, the 45 lb bar); every logged set is converted to lb
 * exactly from the unit it was entered in, and every load it offers or writes is rounded to the
 * user's step in the user's unit (2.5 lb; 1.25 or 2.5 kg) and said in that unit. A barbell's
 * loads are the bar plus whole steps its plates can make (plates.ts barbellLoading).
 */
import { onLoadingGrid, type BarbellLoading } from '../units/plates.ts';
import {
  DEFAULT_KG_STEP,
  KG_PER_LB,
  convertWeight,
  displayNumber,
  weightStep,
  type WeightUnit,
} from '../units/weight.ts';

export interface CoachUnits {
  unit: WeightUnit;
  /** The kg step (1.25 or 2.5); ignored in lb. */
  kgStep?: number;
  /** For a barbell lift: its loads are the bar plus whole steps, in the user's unit. */
  loading?: BarbellLoading;
}

export interface WeightScale {
  unit: WeightUnit;
  /** The user's load step in the user's unit. */
  step: number;
  /** The same step in lb (1.25 kg = 2.7558 lb). */
  stepLb: number;
  /** Down to the user's step in the user's unit, as lb (never negative, never adds load). */
  roundDown: (lb: number) => number;
  /** Nearest step in the user's unit, as lb. */
  roundNearest: (lb: number) => number;
  /** An lb value in the user's unit, float noise removed (the numbers the API answers). */
  toUser: (lb: number) => number;
  /** "101.25 kg", "123.3 kg", "225 lb". */
  text: (lb: number) => string;
}

export const LB_UNITS: CoachUnits = { unit: 'lb' };

const clean = (value: number) => Number(value.toFixed(4));

export function weightScale(units: CoachUnits = LB_UNITS): WeightScale {
  const { unit } = units;
  // A barbell's steps count from its bar (a 15 kg bar takes 17.5 kg on a 2.5 kg step); any other
  // load's from zero.
  const grid: BarbellLoading = units.loading ?? {
    bar: 0,
    step: weightStep(unit, units.kgStep ?? DEFAULT_KG_STEP),
  };
  const { step } = grid;
  const toUser = (lb: number) => clean(convertWeight(lb, 'lb', unit));
  const fromUser = (value: number) => convertWeight(value, unit, 'lb');
  const onStep = (lb: number, round: (steps: number) => number) => {
    const value = convertWeight(lb, 'lb', unit);
    if (!(value > 0)) return 0;
    return fromUser(onLoadingGrid(value, grid, round));
  };
  return {
    unit,
    step,
    stepLb: fromUser(step),
    roundDown: (lb) => onStep(lb, (steps) => Math.floor(steps + 1e-9)),
    roundNearest: (lb) => onStep(lb, Math.round),
    toUser,
    text: (lb) => {
      const value = toUser(lb);
      // A loadable weight keeps its quarter (101.25 kg); an estimate shows one decimal.
      const onQuarter = Math.abs(value * 4 - Math.round(value * 4)) < 1e-6;
      return `${displayNumber(value, onQuarter ? 2 : 1)} ${unit}`;
    },
  };
}

/** A logged weight in lb, from the unit it was entered in (lb when the set does not say). */
export function setWeightLb(weight: number, unit: WeightUnit | undefined): number {
  return unit === 'kg' ? weight / KG_PER_LB : weight;
}
