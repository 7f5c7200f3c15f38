/**
 * Recovery and readiness formulas (docs/product.md#readiness-formula,
 * docs/product.md#readiness-bands).
 */
import { addDays } from './dates.ts';
import type { HrvMethod } from '../schemas/health.ts';

export interface RecoveryInputs {
  hrvMs: number | null;
  /**
   * The user's own baseline of the same HRV method (hrvBaseline), once it exists: it replaces the
   * population's 30-80 ms for the HRV part (decision 032).
   */
  hrvBaseline?: HrvBaseline | null;
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
 * The parts of the combined recovery score (docs/product.md#formula-combined-recovery):
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
    hrv: inputs.hrvBaseline
      ? inputs.hrvBaseline.part
      : inputs.hrvMs === null
        ? null
        : clamp01((inputs.hrvMs - 30) / (80 - 30)),
    sleep:
      sleepTerms.length === 0
        ? null
        : clamp01(sleepTerms.reduce((a, b) => a + b, 0) / sleepTerms.length),
    restingHeartRate:
      inputs.restingHeartRate === null ? null : clamp01((80 - inputs.restingHeartRate) / (80 - 50)),
  };
}

/**
 * The personal HRV baseline (Plews et al. 2012, 2013; Kiviniemi et al. 2007; the Elite HRV and
 * HRV4Training approach): HRV is log-transformed (its day-to-day spread grows with its size), the
 * 7-day rolling mean of ln HRV is the marker, and it is read against the user's normal range, the
 * mean of ln HRV over 60 days +/- half its standard deviation (the smallest worthwhile change,
 * Plews 2012; Vesterinen 2016). Only one method at a time: SDNN and RMSSD are never mixed.
 */
export const HRV_BASELINE = {
  rollingDays: 7,
  normalDays: 60,
  /** Days with a value, in the 60, before a baseline is used (the fixed 30-80 ms until then). */
  minDays: 7,
  /** Half a standard deviation: the smallest worthwhile change. */
  swcSd: 0.5,
  /**
   * The standard deviation of ln HRV is taken as at least 0.05 (a 5 % day-to-day spread, below the
   * 7-15 % coefficient of variation Plews 2012 reports), so a user with near-identical readings
   * does not swing from 0 to 1 on a 1 ms change.
   */
  minSd: 0.05,
} as const;

export interface HrvReadingDay {
  date: string;
  value: number;
}

export interface HrvBaseline {
  method: HrvMethod;
  /** Days with a value in the 60-day window. */
  days: number;
  /** exp of the 7-day mean of ln HRV, in ms (a geometric mean). */
  rolling7: number;
  /** exp(mean ln HRV of 60 days), in ms. */
  normal: number;
  /** The normal range in ms: exp(mean +/- 0.5 SD). */
  normalLow: number;
  normalHigh: number;
  status: 'below' | 'within' | 'above';
  /**
   * The HRV part of the recovery score, 0..1: 0.5 + 0.5 x (7-day ln mean - 60-day ln mean) / SD,
   * clamped. At the user's normal it is 0.5 (as 55 ms is on the 30-80 scale); one SD above, 1.
   */
  part: number;
}

const mean = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / values.length;

/**
 * The baseline for `date` from the user's HRV readings of one method (one per day; days after
 * `date` ignored), or null before `minDays` days in the 60 or without a reading in the last 7.
 */
export function hrvBaseline(
  readings: readonly HrvReadingDay[],
  date: string,
  method: HrvMethod,
): HrvBaseline | null {
  const { rollingDays, normalDays, minDays, swcSd, minSd } = HRV_BASELINE;
  const normalFrom = addDays(date, -(normalDays - 1));
  const rollingFrom = addDays(date, -(rollingDays - 1));
  const byDay = new Map<string, number>();
  for (const reading of readings) {
    if (reading.date >= normalFrom && reading.date <= date && reading.value > 0) {
      byDay.set(reading.date, Math.log(reading.value));
    }
  }
  if (byDay.size < minDays) return null;
  const recent = [...byDay].filter(([day]) => day >= rollingFrom).map(([, ln]) => ln);
  if (recent.length === 0) return null;
  const all = [...byDay.values()];
  const m = mean(all);
  const sd = Math.max(
    minSd,
    Math.sqrt(all.reduce((sum, ln) => sum + (ln - m) ** 2, 0) / Math.max(1, all.length - 1)),
  );
  const rolling = mean(recent);
  const round1 = (value: number) => Math.round(value * 10) / 10;
  const low = m - swcSd * sd;
  const high = m + swcSd * sd;
  return {
    method,
    days: byDay.size,
    rolling7: round1(Math.exp(rolling)),
    normal: round1(Math.exp(m)),
    normalLow: round1(Math.exp(low)),
    normalHigh: round1(Math.exp(high)),
    status: rolling < low ? 'below' : rolling > high ? 'above' : 'within',
    part: clamp01(0.5 + (0.5 * (rolling - m)) / sd),
  };
}

/**
 * Combined recovery score, 40 + 20·hrv + 20·sleep + 20·rhr
 * (docs/product.md#formula-combined-recovery).
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
 * Where the check-in sliders start before the day's check-in: the defaults 7, 3, 8
 * (docs/product.md#readiness-formula). The original prototype's fourth default, a readiness of 70,
 * is not kept: with nothing known there is no score, so none is invented.
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

/**
 * docs/product.md#readiness-bands: 80+ Excellent, 70-79 Good, 60-69 Fair, 50-59 Low, below 50 Poor.
 */
export function readinessBand(score: number): ReadinessBand {
  if (score >= 80) return 'Excellent';
  if (score >= 70) return 'Good';
  if (score >= 60) return 'Fair';
  if (score >= 50) return 'Low';
  return 'Poor';
}

/**
 * docs/product.md#readiness-bands: the score text is green at 80+, yellow at 60-79, red below 60.
 */
export function readinessColor(score: number): 'green' | 'yellow' | 'red' {
  if (score >= 80) return 'green';
  if (score >= 60) return 'yellow';
  return 'red';
}
