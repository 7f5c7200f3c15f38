import { mean, standardDeviation } from '../numbers.ts';
import type { MovementProfile } from './profiles.ts';
import type { Rep } from './types.ts';

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** Each score falls linearly from 100 to 0 over this much miss (docs/video-analysis.md). */
export const DEPTH_ZERO_AT_DEG = 60;
export const DEPTH_SPREAD_ZERO_AT_DEG = 20;
export const DURATION_CV_ZERO_AT = 0.5;
export const SWAY_ZERO_AT = 0.15;
/** overall = 0.3 movement + 0.3 range of motion + 0.2 tempo + 0.2 stability. */
export const WEIGHTS = { movement: 0.3, rangeOfMotion: 0.3, tempo: 0.2, stability: 0.2 };

/** Eccentric and concentric seconds of a rep, by the profile's direction. */
export function phases(rep: Rep, profile: MovementProfile) {
  const closing = rep.bottom - rep.start;
  const opening = rep.end - rep.bottom;
  return profile.eccentric === 'closing'
    ? { eccentric: closing, concentric: opening }
    : { eccentric: opening, concentric: closing };
}

/** 100 at or past the depth target, 0 at 60° short of it. */
export function depthScore(rep: Rep, profile: MovementProfile): number {
  const short = Math.max(0, rep.bottomAngle - profile.depthTarget);
  return 100 * clamp(1 - short / DEPTH_ZERO_AT_DEG, 0, 1);
}

/** 100 inside the target seconds; proportionally less when faster; half off per target length slower. */
export function phaseScore(seconds: number, [low, high]: readonly [number, number]): number {
  if (seconds < low) return 100 * clamp(seconds / low, 0, 1);
  if (seconds > high) return 100 * clamp(1 - (0.5 * (seconds - high)) / high, 0, 1);
  return 100;
}

export function tempoScore(reps: readonly Rep[], profile: MovementProfile): number {
  return mean(
    reps.map((rep) => {
      const { eccentric, concentric } = phases(rep, profile);
      return (
        (phaseScore(eccentric, profile.eccentricSec) +
          phaseScore(concentric, profile.concentricSec)) /
        2
      );
    }),
  );
}

export function rangeOfMotionScore(reps: readonly Rep[], profile: MovementProfile): number {
  return mean(reps.map((rep) => depthScore(rep, profile)));
}

/**
 * Rep-to-rep consistency: the mean of a depth part (the spread of the bottom angles, 0° → 100,
 * 20° → 0) and a rhythm part (the coefficient of variation of the rep durations, 0 → 100,
 * 0.5 → 0).
 */
export function movementScore(reps: readonly Rep[]): number {
  const depth =
    1 - clamp(standardDeviation(reps.map((r) => r.bottomAngle)) / DEPTH_SPREAD_ZERO_AT_DEG, 0, 1);
  const durations = reps.map((r) => r.end - r.start);
  const m = mean(durations);
  const rhythm =
    m > 0 ? 1 - clamp(standardDeviation(durations) / m / DURATION_CV_ZERO_AT, 0, 1) : 0;
  return (100 * (depth + rhythm)) / 2;
}

/** Side-to-side drift: the sway (sd of the hips' mid-point x, in torso lengths) 0 → 100, 0.15 → 0. */
export function stabilityScore(sway: number): number {
  return 100 * (1 - clamp(sway / SWAY_ZERO_AT, 0, 1));
}

export function overallScore(parts: {
  movement: number;
  rangeOfMotion: number;
  tempo: number;
  stability: number;
}): number {
  return (
    WEIGHTS.movement * parts.movement +
    WEIGHTS.rangeOfMotion * parts.rangeOfMotion +
    WEIGHTS.tempo * parts.tempo +
    WEIGHTS.stability * parts.stability
  );
}
