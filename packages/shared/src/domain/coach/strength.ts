/**
 * Strength estimates (docs/product.md#formula-epley-e1rm; docs/coach.md "Estimated one-rep max").
 *
 * Epley (1985) estimates a one-rep max from a set taken to failure: e1RM = w · (1 + reps / 30).
 * With reps in reserve (Zourdos et al. 2016, the RIR-based RPE scale) a set of `reps` with `rir`
 * left is treated as a set of `reps + rir` to failure: e1RM = w · (1 + (reps + RIR) / 30).
 */
import type { MovementPattern } from '../programme/types.ts';

/** docs/product.md#set-limits: weights are in lb with a 2.5 lb step; reps 0-50; RIR 0-10. */
export const WEIGHT_STEP_LB = 2.5;
export const MAX_REPS = 50;
export const MAX_RIR = 10;
/**
 * The RIR input's default (docs/product.md#active-workout), used when a prescription or a logged
 * set has no RIR.
 */
export const DEFAULT_TARGET_RIR = 2;

const EPLEY_DIVISOR = 30;

/** Clamps to lo..hi; NaN becomes lo so a bad number can never inflate an estimate. */
export function clamp(value: number, lo: number, hi: number): number {
  if (Number.isNaN(value)) return lo;
  return Math.min(hi, Math.max(lo, value));
}

/** Reps the set would have reached at failure: reps + RIR, each clamped to its set limit. */
export function repsToFailure(reps: number, rir: number): number {
  return clamp(reps, 0, MAX_REPS) + clamp(rir, 0, MAX_RIR);
}

/** Epley with reps in reserve: e1RM = w · (1 + (reps + RIR) / 30). Never negative. */
export function estimatedOneRepMax(weight: number, reps: number, rir: number): number {
  return clamp(weight, 0, Number.MAX_VALUE) * (1 + repsToFailure(reps, rir) / EPLEY_DIVISOR);
}

/**
 * The inverse: the load that leaves `targetRir` in reserve after `targetReps`,
 * w = e1RM / (1 + (targetReps + targetRIR) / 30). Not rounded; see roundDownToStep.
 */
export function loadForTarget(e1rm: number, targetReps: number, targetRir: number): number {
  return (
    clamp(e1rm, 0, Number.MAX_VALUE) / (1 + repsToFailure(targetReps, targetRir) / EPLEY_DIVISOR)
  );
}

/**
 * Down to the 2.5 lb step (the weight input's step, docs/product.md#set-limits). Down, not to the
 * nearest, so rounding never adds load; the tiny tolerance keeps 107.49999999 (float noise) at
 * 107.5. Never negative.
 */
export function roundDownToStep(weight: number, step: number = WEIGHT_STEP_LB): number {
  if (!(weight > 0)) return 0;
  return Math.floor(weight / step + 1e-9) * step;
}

export type BodyRegion = 'upper' | 'lower';

/** Squats, hinges and lunges load the legs; pushes and pulls the upper body; the rest is neither. */
export function bodyRegionForPattern(pattern: MovementPattern): BodyRegion | null {
  if (pattern === 'squat' || pattern === 'hinge' || pattern === 'lunge') return 'lower';
  if (pattern === 'push' || pattern === 'pull') return 'upper';
  return null;
}

/**
 * NSCA load increments (Baechle & Earle, Essentials of Strength Training and Conditioning):
 * 2.5-5 lb for the upper body, 5-10 lb for the lower body. We take 5 % of the load rounded down to
 * the step, within 2.5 lb and the region's ceiling; in the Foundation phase (1) the ceiling is the
 * bottom of the range. An unknown region gets the upper-body (smaller) range.
 */
export const INCREMENT_FRACTION = 0.05;
export const INCREMENT_CEILING_LB: Readonly<Record<BodyRegion, number>> = { upper: 5, lower: 10 };
export const FOUNDATION_INCREMENT_CEILING_LB: Readonly<Record<BodyRegion, number>> = {
  upper: 2.5,
  lower: 5,
};

/**
 * `phase` is the journey phase number (journey.ts); null when unknown (not the Foundation phase).
 * `stepLb` is the user's load step in lb (1.25 kg = 2.756 lb): the increment is whole steps, at
 * least one, so a kg user's load can rise even when one step is more than the region's ceiling.
 */
export function loadIncrement(
  load: number,
  region: BodyRegion | null,
  phase: number | null,
  stepLb: number = WEIGHT_STEP_LB,
): number {
  const ceilingLb = (phase === 1 ? FOUNDATION_INCREMENT_CEILING_LB : INCREMENT_CEILING_LB)[
    region ?? 'upper'
  ];
  const ceiling = Math.max(stepLb, roundDownToStep(ceilingLb, stepLb));
  return clamp(roundDownToStep(load * INCREMENT_FRACTION, stepLb), stepLb, ceiling);
}
