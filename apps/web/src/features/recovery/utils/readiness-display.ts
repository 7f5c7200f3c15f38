import type { HealthSource, Readiness } from '@grandfit/shared/schemas/health.ts';
import { formatMediumDate, formatMonthDay } from '../../../lib/dates.ts';

/**
 * Green at 80+, yellow at 60-79, red below 60 (docs/product.md#readiness-bands); shades that stay
 * readable on white.
 */
export const SCORE_COLOR_CLASSES: Record<NonNullable<Readiness['color']>, string> = {
  green: 'text-emerald-600 dark:text-emerald-400',
  yellow: 'text-amber-500',
  red: 'text-red-600 dark:text-red-400',
};

/** The score's text colour; neutral when there is no score yet. */
export function scoreColorClass(readiness: Pick<Readiness, 'color'>): string {
  return readiness.color ? SCORE_COLOR_CLASSES[readiness.color] : 'text-muted-foreground';
}

export const NO_SCORE_LABEL = 'No data yet';

/** A recovery part (0..1) as a whole percentage, or null when its metric is missing. */
export function driverPercent(part: number | null): number | null {
  return part === null ? null : Math.round(Math.min(1, Math.max(0, part)) * 100);
}

/** True once the day's check-in is saved (its score exists only then). */
export function hasCheckedIn(readiness: Pick<Readiness, 'subjectiveScore'>): boolean {
  return readiness.subjectiveScore !== null;
}

export interface ReadinessDriver {
  label: string;
  /** Whole percentage, 0..100. */
  percent: number;
}

/**
 * What drove the day's readiness, in one line: each recovery part that has a reading and the
 * check-in's score, as percentages. Missing ones are left out (the
 * Recovery Score dialog lists them all).
 */
export function readinessDrivers(
  readiness: Pick<Readiness, 'drivers' | 'subjectiveScore'>,
): ReadinessDriver[] {
  const { drivers } = readiness;
  const parts: Array<[string, number | null]> = [
    ['HRV', drivers.hrv],
    ['Sleep', drivers.sleep],
    ['Resting HR', drivers.restingHeartRate],
    ['Check-in', readiness.subjectiveScore === null ? null : readiness.subjectiveScore / 100],
    // Breathing is a habit shown beside readiness, not a driver of it (docs/decisions/036).
  ];
  return parts.flatMap(([label, part]) => {
    const percent = driverPercent(part);
    return percent === null ? [] : [{ label, percent }];
  });
}

/** The bands of docs/product.md#readiness-bands, best first, for the legend. */
export const READINESS_BANDS = [
  { range: '80+', band: 'Excellent', color: 'green' },
  { range: '70-79', band: 'Good', color: 'yellow' },
  { range: '60-69', band: 'Fair', color: 'yellow' },
  { range: '50-59', band: 'Low', color: 'red' },
  { range: '<50', band: 'Poor', color: 'red' },
] as const satisfies ReadonlyArray<{
  range: string;
  band: string;
  color: NonNullable<Readiness['color']>;
}>;

export const HEALTH_SOURCE_LABELS: Record<HealthSource, string> = {
  manual: 'Manual entry',
  'apple-health': 'Apple Health',
  platform: 'Health platform',
};

/** 7, 7.5, 42.3: no trailing zeros, at most one decimal (written out, no Intl on hot paths). */
export function formatMetric(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(1).replace(/\.0$/, '');
}

/**
 * 'just now', '5 min ago', '3 h ago', 'yesterday', then 'Mar 4' (or 'Mar 4, 2025'); '4 Mar' and
 * '4 Mar 2025' where the device writes the day first (lib/dates.ts).
 */
export function formatLastSynced(iso: string, now: Date = new Date()): string {
  const then = new Date(iso);
  const ms = now.getTime() - then.getTime();
  if (Number.isNaN(ms)) return 'unknown';
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
  if (then >= yesterday) return 'yesterday';
  return then.getFullYear() === now.getFullYear() ? formatMonthDay(then) : formatMediumDate(then);
}
