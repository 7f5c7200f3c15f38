/** Recovery trends: HRV, resting heart rate, sleep per day, with 7-day averages (docs/progress.md). */
import { addDays } from '../dates.ts';
import type { HrvMethod } from '../../schemas/health.ts';
import type { RecoveryDay, RecoverySummary, RecoveryTrends } from '../../schemas/progress.ts';
import { round1 } from './strength-progress.ts';

/** A week: long enough to smooth day-to-day noise of HRV (Plews et al. 2013), short enough to follow a block. */
export const AVERAGE_DAYS = 7;

/** One day's values, the sources already merged (the server prefers them as /api/health/latest does). */
export interface RecoveryDayInput {
  date: string;
  hrv: number | null;
  hrvMethod: HrvMethod | null;
  restingHeartRate: number | null;
  sleepHours: number | null;
}

type Metric = 'hrv' | 'restingHeartRate' | 'sleepHours';
const METRICS: readonly Metric[] = ['hrv', 'restingHeartRate', 'sleepHours'];

/** The days the trends need before `start`: a full week for the first average, two for the summary. */
export function recoveryFetchStart(range: { start: string; end: string }): string {
  const forAverages = addDays(range.start, -(AVERAGE_DAYS - 1));
  const forSummary = addDays(range.end, -(2 * AVERAGE_DAYS - 1));
  return forAverages < forSummary ? forAverages : forSummary;
}

/**
 * The mean of the values recorded on the `days` days ending with `end` (missing days are skipped,
 * not counted as 0), to one decimal; null when none of those days has a value.
 */
export function trailingAverage(
  values: ReadonlyMap<string, number>,
  end: string,
  days: number = AVERAGE_DAYS,
): number | null {
  let sum = 0;
  let count = 0;
  for (let i = 0; i < days; i++) {
    const value = values.get(addDays(end, -i));
    if (value === undefined) continue;
    sum += value;
    count += 1;
  }
  return count === 0 ? null : round1(sum / count);
}

function summary(values: ReadonlyMap<string, number>, end: string): RecoverySummary {
  let latest: RecoverySummary['latest'] = null;
  for (const [date, value] of values) {
    if (date <= end && (latest === null || date > latest.date))
      latest = { date, value: round1(value) };
  }
  return {
    latest,
    average7: trailingAverage(values, end),
    previousAverage7: trailingAverage(values, addDays(end, -AVERAGE_DAYS)),
  };
}

/**
 * The range's days that have a value, each with its trailing 7-day averages, and per metric the
 * latest value and the averages of the last 7 days and the 7 before. `days` may start before the
 * range (recoveryFetchStart) so that the first averages are whole; those days are not listed.
 */
export function recoveryTrends(
  days: readonly RecoveryDayInput[],
  range: { start: string; end: string },
): Omit<RecoveryTrends, 'breathing'> {
  const inWindow = days.filter((day) => day.date <= range.end);
  const values = Object.fromEntries(
    METRICS.map((metric) => {
      const map = new Map<string, number>();
      for (const day of inWindow) {
        const value = day[metric];
        if (value !== null) map.set(day.date, value);
      }
      return [metric, map];
    }),
  ) as Record<Metric, Map<string, number>>;

  const listed: RecoveryDay[] = inWindow
    .filter(
      (day) => day.date >= range.start && METRICS.some((metric) => values[metric].has(day.date)),
    )
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
    .map((day) => ({
      date: day.date,
      hrv: day.hrv,
      hrvMethod: day.hrv === null ? null : day.hrvMethod,
      restingHeartRate: day.restingHeartRate,
      sleepHours: day.sleepHours === null ? null : round1(day.sleepHours),
      hrvAverage7: trailingAverage(values.hrv, day.date),
      restingHeartRateAverage7: trailingAverage(values.restingHeartRate, day.date),
      sleepHoursAverage7: trailingAverage(values.sleepHours, day.date),
    }));

  const methods = new Set<HrvMethod>();
  for (const day of listed) if (day.hrvMethod) methods.add(day.hrvMethod);

  return {
    days: listed,
    hrv: { ...summary(values.hrv, range.end), methods: [...methods].sort() },
    restingHeartRate: summary(values.restingHeartRate, range.end),
    sleepHours: summary(values.sleepHours, range.end),
  };
}

/** Whether there is anything to chart (the UI's empty state). */
export function hasRecoveryData(trends: Pick<RecoveryTrends, 'days'>): boolean {
  return trends.days.length > 0;
}
