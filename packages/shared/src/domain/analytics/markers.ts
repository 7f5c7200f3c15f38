/**
 * Longevity markers 0-100 (docs/decisions/017-analytics.md; docs/analytics.md "Longevity
 * markers"). Each marker is null when its data is missing: never a made-up number.
 */
import { strengthStandard, type Sex } from '../strength-standards.ts';
import type { MainLift } from '../programme/types.ts';
import { clamp01 } from './trend.ts';

/**
 * strength = 100 · mean over lifts with an e1RM of min(1, e1RM / standard), the standard being the
 * lift's intermediate standard for the lifter's sex, age and body weight (strength-standards.ts,
 * the same table as the Method deadlift goal; decision 036). Null without a body weight.
 */
export function strengthMarker(
  liftMaxes: readonly { lift: MainLift; e1rm: number }[],
  lifter: { bodyWeightKg: number | null; sex: Sex | null; age: number | null },
): number | null {
  const shares = liftMaxes.flatMap(({ lift, e1rm }) => {
    const standard = strengthStandard(lift, lifter);
    return standard === null ? [] : [Math.min(1, e1rm / standard.lb)];
  });
  if (shares.length === 0) return null;
  return Math.round((100 * shares.reduce((a, b) => a + b, 0)) / shares.length);
}

/** VO2 max 20 ml/kg/min (the low end for a 40-year-old man) scores 0, 55 (elite) scores 100. */
export const VO2_FLOOR = 20;
export const VO2_ELITE = 55;

export function cardioMarker(vo2Max: number | null): number | null {
  if (vo2Max === null) return null;
  return Math.round(100 * clamp01((vo2Max - VO2_FLOOR) / (VO2_ELITE - VO2_FLOOR)));
}

/** 100 · min(1, done / planned); null when nothing was planned. */
export function adherenceMarker(done: number, planned: number): number | null {
  if (!(planned > 0)) return null;
  return Math.round(100 * Math.min(1, done / planned));
}

/** The mean of the days' combined recovery scores (already 0-100); null without one. */
export function recoveryMarker(dailyScores: readonly number[]): number | null {
  if (dailyScores.length === 0) return null;
  return Math.round(dailyScores.reduce((a, b) => a + b, 0) / dailyScores.length);
}

export const LONGEVITY_MARKERS = [
  'strength',
  'cardio',
  'stability',
  'recovery',
  'nutrition',
  'consistency',
] as const;
export type LongevityMarker = (typeof LONGEVITY_MARKERS)[number];
