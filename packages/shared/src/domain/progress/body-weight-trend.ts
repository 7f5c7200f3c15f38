/** Body weight on Progress: each weigh-in with its 7-day average, as recovery's (docs/progress.md). */
import { convertWeight, type WeightUnit } from '../units/weight.ts';
import type { RecoverySummary } from '../../schemas/progress.ts';
import type { WeighIn } from '../../schemas/body-weight.ts';
import { round1 } from '../numbers.ts';
import { metricSummary, trailingAverage } from './recovery-trends.ts';

export interface BodyWeightDay {
  date: string;
  /** The day's weigh-in in the display unit, to 0.1. */
  weight: number;
  /** The mean of the weigh-ins of this day and the 6 before it, to 0.1. */
  average7: number;
}

export interface BodyWeightTrend {
  /** The range's days with a weigh-in, oldest first. */
  days: BodyWeightDay[];
  summary: RecoverySummary;
  /** The last listed day's 7-day average less the first's: null with fewer than two days. */
  change: { value: number; since: string } | null;
}

/**
 * The weigh-ins of a range in `unit`, each with its trailing 7-day average. The day-to-day swing
 * of body weight (water, salt, glycogen: 1-2 kg) hides a trend of a few hundred grams a week, so
 * the average is the line to read and the change is measured between averages. Weigh-ins before
 * `range.start` only complete the first averages. Averages are taken in `unit` and rounded last,
 * so a pound figure is not a rounded kilogram converted.
 */
export function bodyWeightTrend(
  entries: readonly WeighIn[],
  range: { start: string; end: string },
  unit: WeightUnit,
): BodyWeightTrend {
  const values = new Map<string, number>();
  for (const entry of entries) {
    if (entry.date <= range.end) values.set(entry.date, convertWeight(entry.weightKg, 'kg', unit));
  }
  const days = [...values.keys()]
    .filter((date) => date >= range.start)
    .sort()
    .map((date) => ({
      date,
      weight: round1(values.get(date)!),
      // A listed day has a value, so its window is never empty.
      average7: trailingAverage(values, date)!,
    }));
  const first = days[0];
  const last = days.at(-1);
  return {
    days,
    summary: metricSummary(values, range.end),
    change:
      first && last && first !== last
        ? { value: round1(last.average7 - first.average7), since: first.date }
        : null,
  };
}
