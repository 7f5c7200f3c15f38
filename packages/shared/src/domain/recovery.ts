/** Recovery and readiness formulas (spec 4 "Recovery readiness bands", spec 9; DESIGN 5). */

export interface RecoveryInputs {
  hrvMs: number | null;
  restingHeartRate: number | null;
  sleepHours: number | null;
  sleepQuality: number | null;
}

export interface RecoveryParts {
  /** Each part in 0..1, or null when its metric is missing. */
  hrv: number | null;
  sleep: number | null;
  restingHeartRate: number | null;
}

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

/**
 * The parts of the combined recovery score (DESIGN 5):
 * hrv = (HRV - 30) / (80 - 30); sleep = mean(min(hours / 8, 1), quality / 10);
 * rhr = (80 - RHR) / (80 - 50); each clamped to 0..1. Sleep uses whichever of hours and quality
 * is known.
 */
export function recoveryParts(inputs: RecoveryInputs): RecoveryParts {
  const sleepTerms = [
    inputs.sleepHours === null ? null : Math.min(inputs.sleepHours / 8, 1),
    inputs.sleepQuality === null ? null : inputs.sleepQuality / 10,
  ].filter((term): term is number => term !== null);
  return {
    hrv: inputs.hrvMs === null ? null : clamp01((inputs.hrvMs - 30) / (80 - 30)),
    sleep:
      sleepTerms.length === 0
        ? null
        : clamp01(sleepTerms.reduce((a, b) => a + b, 0) / sleepTerms.length),
    restingHeartRate:
      inputs.restingHeartRate === null ? null : clamp01((80 - inputs.restingHeartRate) / (80 - 50)),
  };
}

/**
 * Combined recovery score, 40 + 20·hrv + 20·sleep + 20·rhr (spec 9: "40% base plus 20% each").
 * A missing part is not counted as zero: the 60 points are spread over the parts that are known,
 * i.e. 40 + 60·mean(known parts). With no part known there is no score (null), never a guess.
 */
export function combinedRecoveryScore(inputs: RecoveryInputs): number | null {
  const known = Object.values(recoveryParts(inputs)).filter(
    (part): part is number => part !== null,
  );
  if (known.length === 0) return null;
  return Math.round(40 + (60 * known.reduce((a, b) => a + b, 0)) / known.length);
}

export interface SubjectiveInput {
  /** 1..10, higher is better. */
  energy: number;
  /** 1..10, higher is better. */
  mood: number;
  /** 1..10, higher is worse. */
  soreness: number;
}

/** Subjective readiness 0..100: the mean of energy / 10, mood / 10 and (10 - soreness) / 9. */
export function subjectiveScore(input: SubjectiveInput): number {
  // Soreness 1 (none) maps to 1 and 10 (worst) to 0, so each term spans 0..1 like the others.
  const terms = [input.energy / 10, input.mood / 10, (10 - input.soreness) / 9];
  return Math.round((100 * terms.reduce((a, b) => a + b, 0)) / terms.length);
}

/** Objective data weighs more than how one feels; how one feels still moves the score (Whoop/Oura style). */
export const OBJECTIVE_WEIGHT = 0.7;

/**
 * Where the check-in sliders start before the day's check-in: the spec's defaults 7, 3, 8. Its
 * fourth default, a readiness of 70, is not kept: with nothing known there is no score, so none is
 * invented (DESIGN 4.2).
 */
export const CHECKIN_STARTING_VALUES = {
  subjectiveEnergy: 7,
  subjectiveSoreness: 3,
  subjectiveMood: 8,
} as const;

/**
 * Readiness: 0.7 · combined recovery + 0.3 · subjective score when both are known; the one that is
 * known otherwise; null when neither is.
 */
export function readinessScore(recovery: number | null, subjective: number | null): number | null {
  if (recovery !== null && subjective !== null) {
    return Math.round(OBJECTIVE_WEIGHT * recovery + (1 - OBJECTIVE_WEIGHT) * subjective);
  }
  return recovery ?? subjective;
}

export type ReadinessBand = 'Excellent' | 'Good' | 'Fair' | 'Low' | 'Poor';

/** Spec 4: 80+ Excellent, 70-79 Good, 60-69 Fair, 50-59 Low, below 50 Poor. */
export function readinessBand(score: number): ReadinessBand {
  if (score >= 80) return 'Excellent';
  if (score >= 70) return 'Good';
  if (score >= 60) return 'Fair';
  if (score >= 50) return 'Low';
  return 'Poor';
}

/** Spec 4: the score text is green at 80+, yellow at 60-79, red below 60. */
export function readinessColor(score: number): 'green' | 'yellow' | 'red' {
  if (score >= 80) return 'green';
  if (score >= 60) return 'yellow';
  return 'red';
}
