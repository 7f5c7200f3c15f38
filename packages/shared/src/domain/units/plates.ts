/**
 * The plate calculator (docs/decisions/024-weights-in-the-users-unit.md): which plates go on each
 * side of the bar for a chosen weight, from the user's bar and plates. Plates are loaded in pairs
 * (one each side) and every kind is assumed to be there in any number. When the weight cannot be
 * made exactly, the nearest loadable weight is shown and said to be below or above what was asked.
 */

/** At most this many plate kinds in a setting (a gym rarely has more than 8). */
export const MAX_PLATE_KINDS = 12;
export const MAX_BAR_WEIGHT = 100;

/** The defaults of user_settings (migration 0013). */
export const DEFAULT_PLATES = {
  lb: [45, 35, 25, 10, 5, 2.5],
  kg: [25, 20, 15, 10, 5, 2.5, 1.25],
} as const;
export const DEFAULT_BAR = { lb: 45, kg: 20 } as const;

/** Plates are compared in thousandths, so 0.625 kg micro plates work without float noise. */
const SCALE = 1000;
/** Beyond this many steps per side the search would be slow: such a set-up is not a gym's. */
const MAX_SEARCH_STEPS = 200_000;

export interface PlateLoad {
  /** Bar + 2 × sum(perSide). */
  total: number;
  /** Plates on one side, heaviest first. */
  perSide: number[];
}

export interface PlateBreakdown {
  bar: number;
  /** The weight asked for. */
  target: number;
  /** The weight the plates make: the target when `fit` is 'exact', else the nearest loadable. */
  load: PlateLoad;
  /** 'below' or 'above': the nearest loadable weight is lighter or heavier than the target. */
  fit: 'exact' | 'below' | 'above';
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
const toUnits = (value: number) => Math.round(value * SCALE);
const fromUnits = (units: number) => units / SCALE;

/** Prefers fewer plates, then heavier ones first (25 + 15 rather than 20 + 20). */
function better(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return a.length < b.length;
  for (let i = 0; i < a.length; i++) {
    if (a[i] !== b[i]) return a[i]! > b[i]!;
  }
  return false;
}

/**
 * The plates per side for `target` on a bar of `bar`, from `plates` (any number of each kind).
 * A target at or below the bar is the empty bar. Throws RangeError on a negative or non-finite
 * input, or plates that are not positive.
 */
export function plateBreakdown(
  target: number,
  bar: number,
  plates: readonly number[],
): PlateBreakdown {
  if (!Number.isFinite(target) || target < 0) throw new RangeError(`Invalid weight: ${target}`);
  if (!Number.isFinite(bar) || bar < 0) throw new RangeError(`Invalid bar weight: ${bar}`);
  if (plates.some((plate) => !Number.isFinite(plate) || plate <= 0)) {
    throw new RangeError('Plates must be positive');
  }
  const kinds = [...new Set(plates.map(toUnits).filter((units) => units > 0))].sort(
    (a, b) => b - a,
  );
  const barOnly: PlateLoad = { total: bar, perSide: [] };
  const need = (toUnits(target) - toUnits(bar)) / 2;
  if (need <= 0 || kinds.length === 0) {
    const fit = need === 0 ? 'exact' : need < 0 ? 'above' : 'below';
    return { bar, target, load: barOnly, fit };
  }

  // Work in steps of the plates' greatest common divisor: every sum they make is a multiple of it.
  const unit = kinds.reduce(gcd);
  const steps = kinds.map((kind) => kind / unit);
  const limit = Math.ceil(need / unit) + steps[0]!;
  if (limit > MAX_SEARCH_STEPS) throw new RangeError('Plates too small for this weight');

  // best[s]: the preferred plates (in steps, heaviest first) that make s steps per side.
  const best: (number[] | null)[] = new Array<number[] | null>(limit + 1).fill(null);
  best[0] = [];
  for (let sum = 1; sum <= limit; sum++) {
    let chosen: number[] | null = null;
    for (const step of steps) {
      const rest = sum >= step ? best[sum - step] : null;
      if (!rest) continue;
      const candidate = [...rest, step].sort((a, b) => b - a);
      if (chosen === null || better(candidate, chosen)) chosen = candidate;
    }
    best[sum] = chosen;
  }

  const toLoad = (sum: number): PlateLoad => {
    const perSide = best[sum]!.map((step) => fromUnits(step * unit));
    const sideUnits = sum * unit;
    return { total: fromUnits(toUnits(bar) + 2 * sideUnits), perSide };
  };

  const exactSteps = need / unit;
  if (Number.isInteger(exactSteps) && best[exactSteps]) {
    return { bar, target, load: toLoad(exactSteps), fit: 'exact' };
  }
  let below = 0;
  for (let sum = Math.floor(exactSteps); sum > 0; sum--) {
    if (best[sum]) {
      below = sum;
      break;
    }
  }
  let above: number | null = null;
  for (let sum = Math.ceil(exactSteps); sum <= limit; sum++) {
    if (best[sum] && sum * unit > need) {
      above = sum;
      break;
    }
  }
  // The nearest; on a tie the lighter one (never load more than asked for when it is as close).
  if (above !== null && above * unit - need < need - below * unit) {
    return { bar, target, load: toLoad(above), fit: 'above' };
  }
  return { bar, target, load: toLoad(below), fit: 'below' };
}

/** Loads a barbell can take: the bar plus whole steps (in the user's unit). */
export interface BarbellLoading {
  bar: number;
  step: number;
}

/**
 * The step a barbell's load changes by: whole pairs of the plates' greatest common divisor (two
 * 2.5 lb plates: 5 lb; two 1.25 kg: 2.5 kg), as a whole number of them at least the user's own
 * step. A recommendation on the user's 2.5 lb step could be a weight the plates cannot make
 * (227.5 lb with 2.5 lb plates), so barbell loads keep to this step from the bar.
 */
export function barbellLoading(
  bar: number,
  plates: readonly number[],
  userStep: number,
): BarbellLoading {
  const kinds = plates.map(toUnits).filter((units) => units > 0);
  const stepUnits = toUnits(userStep);
  if (kinds.length === 0 || stepUnits <= 0) return { bar, step: userStep };
  const pair = 2 * kinds.reduce(gcd);
  return { bar, step: fromUnits(pair * Math.max(1, Math.ceil(stepUnits / pair))) };
}

/**
 * `value` on a loading grid: the bar plus whole steps, `round` choosing which step (Math.round
 * for the nearest, a floor for never more). Below the bar the steps count from zero; float noise
 * is removed. A grid with a bar of 0 is a plain step.
 */
export function onLoadingGrid(
  value: number,
  loading: BarbellLoading,
  round: (steps: number) => number,
): number {
  const origin = value >= loading.bar ? loading.bar : 0;
  return Number((origin + round((value - origin) / loading.step) * loading.step).toFixed(6));
}

const plain = (value: number) =>
  String(Math.round(value * SCALE) / SCALE).replace(/(\.\d*?)0+$/, '$1');

/** "20 kg bar + 25 + 15 per side", "45 lb bar only" (the words the active workout shows). */
export function describePlates(breakdown: PlateBreakdown, unit: string): string {
  const barText = `${plain(breakdown.bar)} ${unit} bar`;
  if (breakdown.load.perSide.length === 0) return `${barText} only`;
  return `${barText} + ${breakdown.load.perSide.map(plain).join(' + ')} per side`;
}
