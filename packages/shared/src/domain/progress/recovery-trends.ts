/** Recovery trends: HRV, resting heart rate, sleep per day, with 7-day averages (docs/progress.md). */
import { addDays } from '../dates.ts';
import { DEFAULT_MANUAL_HRV_METHOD, HRV_METHODS, type HrvMethod } from '../hrv-methods.ts';
import type { RecoveryDay, RecoverySummary, RecoveryTrends } from '../../schemas/progress.ts';
import { round1 } from '../numbers.ts';

/** A week: long enough to smooth day-to-day noise of HRV (Plews et al. 2013), short enough to follow a block. */
export const AVERAGE_DAYS = 7;

/** One day's values, the sources already merged (the server prefers them as /api/health/latest does). */
export interface RecoveryDayInput {
  date: string;
  hrv: number | null;
  hrvMethod: HrvMethod | null;
  /**
   * The day's HRV per method, when a day has both (an Apple Watch SDNN and a strap RMSSD). Without
   * it the day's one value counts for its method (a value without one as RMSSD, decision 032).
   */
  hrvByMethod?: Partial<Record<HrvMethod, number>>;
  restingHeartRate: number | null;
  sleepHours: number | null;
}

/** The day's HRV values per method (see RecoveryDayInput.hrvByMethod). */
export function hrvValuesByMethod(day: RecoveryDayInput): Partial<Record<HrvMethod, number>> {
  if (day.hrvByMethod) return day.hrvByMethod;
  if (day.hrv === null) return {};
  return { [day.hrvMethod ?? DEFAULT_MANUAL_HRV_METHOD]: day.hrv };
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

/** The latest value on or before `end`, and the 7-day averages ending on `end` and a week before. */
export function metricSummary(values: ReadonlyMap<string, number>, end: string): RecoverySummary {
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

  // SDNN and RMSSD are different statistics: each is averaged and summarised on its own.
  const hrvSeries = Object.fromEntries(
    HRV_METHODS.map((method) => {
      const map = new Map<string, number>();
      for (const day of inWindow) {
        const value = hrvValuesByMethod(day)[method];
        if (value !== undefined) map.set(day.date, value);
      }
      return [method, map];
    }),
  ) as Record<HrvMethod, Map<string, number>>;
  const methodOf = (day: RecoveryDayInput): HrvMethod | null =>
    day.hrv === null ? null : (day.hrvMethod ?? DEFAULT_MANUAL_HRV_METHOD);

  const listed: RecoveryDay[] = inWindow
    .filter(
      (day) => day.date >= range.start && METRICS.some((metric) => values[metric].has(day.date)),
    )
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
    .map((day) => ({
      date: day.date,
      hrv: day.hrv,
      hrvMethod: methodOf(day),
      restingHeartRate: day.restingHeartRate,
      sleepHours: day.sleepHours === null ? null : round1(day.sleepHours),
      hrvRmssd: hrvSeries.rmssd.get(day.date) ?? null,
      hrvSdnn: hrvSeries.sdnn.get(day.date) ?? null,
      hrvAverage7: ((method) =>
        method === null ? null : trailingAverage(hrvSeries[method], day.date))(methodOf(day)),
      hrvRmssdAverage7: trailingAverage(hrvSeries.rmssd, day.date),
      hrvSdnnAverage7: trailingAverage(hrvSeries.sdnn, day.date),
      restingHeartRateAverage7: trailingAverage(values.restingHeartRate, day.date),
      sleepHoursAverage7: trailingAverage(values.sleepHours, day.date),
    }));

  const methods = new Set<HrvMethod>();
  for (const day of listed) {
    for (const method of HRV_METHODS) if (hrvSeries[method].has(day.date)) methods.add(method);
  }
  const byMethod = {
    rmssd: metricSummary(hrvSeries.rmssd, range.end),
    sdnn: metricSummary(hrvSeries.sdnn, range.end),
  };
  // The headline is the method of the latest HRV (the one the user measures with now).
  const latestDay = [...inWindow]
    .filter((day) => day.hrv !== null)
    .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0))[0];
  const method = latestDay ? methodOf(latestDay) : null;

  return {
    days: listed,
    hrv: {
      ...(method ? byMethod[method] : metricSummary(new Map(), range.end)),
      methods: [...methods].sort(),
      method,
      byMethod,
    },
    restingHeartRate: metricSummary(values.restingHeartRate, range.end),
    sleepHours: metricSummary(values.sleepHours, range.end),
  };
}

/** Whether there is anything to chart (the UI's empty state). */
export function hasRecoveryData(trends: Pick<RecoveryTrends, 'days'>): boolean {
  return trends.days.length > 0;
}
