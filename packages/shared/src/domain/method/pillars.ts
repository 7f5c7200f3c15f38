/**
 * The four pillar cards of the Method page (docs/product.md#method-screen; the original demo values
 * of their stats become figures from the user's own data). Formulas: docs/method.md.
 */
import { addDays } from '../dates.ts';
import { strengthStandard, type Sex } from '../strength-standards.ts';

/**
 * The goals of the stats, from the original prototype's demo values "current/goal"
 * (docs/product.md#method-screen).
 */
export const METHOD_GOALS = {
  pullUps: 10,
  /** The deadlift goal used when the user's body weight is unknown. */
  deadliftLb: 315,
  hrvMs: 60,
  sleepHours: 8,
  leapScore: 95,
  powerFoods: 10,
  streakDays: 30,
  mealsLogged: 100,
} as const;

/**
 * The deadlift goal in lb: the intermediate standard of the one strength-standards table, graded by
 * sex, age and body weight (strength-standards.ts; decision 036), rounded to 5 lb; 315 without a
 * body weight (docs/product.md#method-screen). (Before: 1.5 × body weight, a men's figure, while
 * Analytics used 2.0 ×.)
 */
export function deadliftGoalLb(lifter: {
  bodyWeightKg: number | null;
  sex: Sex | null;
  age: number | null;
}): { goal: number; basis: 'standard' | 'default'; text: string | null } {
  const standard = strengthStandard('deadlift', lifter);
  if (standard === null) return { goal: METHOD_GOALS.deadliftLb, basis: 'default', text: null };
  return { goal: Math.round(standard.lb / 5) * 5, basis: 'standard', text: standard.basis };
}

/** current / goal within 0..1 (a stat past its goal counts as met, not as more); null without data. */
export function statRatio(current: number | null, goal: number): number | null {
  if (current === null || !Number.isFinite(current) || !(goal > 0)) return null;
  return Math.min(1, Math.max(0, current / goal));
}

/** A pillar's progress: the mean of its stats' ratios that exist, as a whole percent; null when none do. */
export function pillarProgress(ratios: readonly (number | null)[]): number | null {
  const known = ratios.filter((ratio): ratio is number => ratio !== null);
  if (known.length === 0) return null;
  return Math.round((known.reduce((sum, ratio) => sum + ratio, 0) / known.length) * 100);
}

/** Days counted by the 7-day averages: today and the 6 days before it. */
export const AVERAGE_WINDOW_DAYS = 7;

export interface DailyReading<M extends string = string> {
  /** The calendar day the value belongs to (YYYY-MM-DD). */
  date: string;
  value: number;
  /** When the row was last written (ms): of two sources on one day, the newer one counts. */
  updatedAt: number;
  /** e.g. the HRV method (SDNN, RMSSD); null when the source did not say. */
  method?: M | null;
}

export interface WindowAverage<M extends string = string> {
  /** Mean of one value per day over the days that have one; null when no day has. */
  average: number | null;
  /** How many days gave a value. */
  days: number;
  /** The methods of the values averaged, without repeats (null: unknown). */
  methods: (M | null)[];
}

/**
 * The mean over the 7 days ending on `today` (inclusive) of one value per day. A day with values
 * from several sources (manual entry, Apple Health, a platform) counts once, with the most recently
 * updated one, the same choice the latest-health read makes. Days without a value are left out,
 * not counted as zero.
 */
export function sevenDayAverage<M extends string>(
  readings: readonly DailyReading<M>[],
  today: string,
): WindowAverage<M> {
  const first = addDays(today, -(AVERAGE_WINDOW_DAYS - 1));
  const perDay = new Map<string, DailyReading<M>>();
  for (const reading of readings) {
    if (reading.date < first || reading.date > today || !Number.isFinite(reading.value)) continue;
    const kept = perDay.get(reading.date);
    if (!kept || reading.updatedAt > kept.updatedAt) perDay.set(reading.date, reading);
  }
  const chosen = [...perDay.values()];
  if (chosen.length === 0) return { average: null, days: 0, methods: [] };
  const average = chosen.reduce((sum, reading) => sum + reading.value, 0) / chosen.length;
  const methods = [...new Set(chosen.map((reading) => reading.method ?? null))];
  return { average, days: chosen.length, methods };
}

/** Rounds to `digits` decimals (HRV to whole ms, sleep to a tenth of an hour). */
export function roundTo(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
