/**
 * Longevity markers 0-100 (issue 8 point 1; docs/analytics.md "Longevity markers"). Each marker is
 * null when its data is missing: never a made-up number.
 */
import { kgToLb } from '../person.ts';
import type { MainLift } from '../programme/types.ts';
import { clamp01 } from './trend.ts';

/**
 * Bodyweight multiples GrandFit takes as "strong for life" for the loaded main lifts' e1RM:
 * the upper "intermediate" standards for a man in his 40s, rounded (documented in
 * docs/analytics.md); a marker of 100 means every lifted standard is met.
 */
export const STRENGTH_STANDARDS: Readonly<Partial<Record<MainLift, number>>> = {
  squat: 1.5,
  deadlift: 2,
  bench: 1.25,
  press: 0.75,
  row: 1,
};

/** strength = 100 · mean over lifts with an e1RM of min(1, e1RM / (standard · bodyweight)). */
export function strengthMarker(
  liftMaxes: readonly { lift: MainLift; e1rm: number }[],
  bodyWeightKg: number | null,
): number | null {
  if (bodyWeightKg === null || !(bodyWeightKg > 0)) return null;
  const bodyWeightLb = kgToLb(bodyWeightKg);
  const shares = liftMaxes.flatMap(({ lift, e1rm }) => {
    const standard = STRENGTH_STANDARDS[lift];
    return standard === undefined ? [] : [Math.min(1, e1rm / (standard * bodyWeightLb))];
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
