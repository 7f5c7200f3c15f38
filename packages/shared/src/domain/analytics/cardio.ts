/**
 * Cardio fitness (docs/analytics.md "Cardio fitness"; docs/product.md#formula-vo2-max-estimate).
 */
import { ageOn } from '../person.ts';
import { percentPerWeek, round1 } from './trend.ts';

/** HRmax = 220 − age (the Zone 2 range uses the same: docs/product.md#formula-zone-2-range). */
export function maxHeartRate(birthDate: string, today: string): number {
  return 220 - ageOn(birthDate, today);
}

/** Uth, Sørensen, Overgaard & Pedersen (2004): VO2 max ≈ 15.3 · HRmax / HRrest (ml/kg/min). */
export function uthSorensenVo2Max(maxHr: number, restingHr: number): number | null {
  if (!(maxHr > 0) || !(restingHr > 0)) return null;
  return 15.3 * (maxHr / restingHr);
}

export interface DatedValue {
  /** YYYY-MM-DD */
  date: string;
  value: number;
}

export const MIN_RESTING_HR_DAYS = 7;
export const MIN_RESTING_HR_SPAN_DAYS = 14;
const WEEK_MS = 7 * 86_400_000;

/**
 * Cardiac efficiency, %: how much the resting heart rate fell over the range on its least-squares
 * trend, −(e^(slope·weeks) − 1)·100 with the slope of ln(RHR) per week, i.e. the relative drop from
 * the trend's first day to its last. Positive: the heart does the same resting work with fewer
 * beats. Null with fewer than 7 days or a span under 14 days.
 */
export function cardiacEfficiency(restingHr: readonly DatedValue[]): number | null {
  if (restingHr.length < MIN_RESTING_HR_DAYS) return null;
  const times = restingHr.map((d) => Date.parse(`${d.date}T00:00:00Z`));
  const spanWeeks = (Math.max(...times) - Math.min(...times)) / WEEK_MS;
  if (spanWeeks * 7 < MIN_RESTING_HR_SPAN_DAYS) return null;
  const rate = percentPerWeek(restingHr.map((d, i) => ({ x: times[i]! / WEEK_MS, y: d.value })));
  if (rate === null) return null;
  const change = (1 + rate / 100) ** spanWeeks - 1;
  return round1(-100 * change);
}

/** % of the week's planned Zone 2 sessions done (capped at 100); null when none is planned. */
export function zone2Progress(done: number, planned: number): number | null {
  if (!(planned > 0)) return null;
  return Math.round((100 * Math.min(done, planned)) / planned);
}
