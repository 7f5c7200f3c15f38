/**
 * Body measurements beside the weigh-ins (decision 066): the waist, the body-fat percentage a
 * scale, a caliper or a scan gives, and the girths a lifter tapes (hips, chest, arm, thigh, neck).
 * One value per kind and day; lengths are stored in cm and read in the settings' length (cm with
 * kg, inches with lb), body fat in per cent of body weight.
 */
import { cmToInches, inchesToCm } from './person.ts';
import { round1 } from './numbers.ts';
import type { WeightUnit } from './units/weight.ts';

/** In the order Progress offers them: the two that speak to health first, then the girths. */
export const MEASUREMENT_KINDS = [
  'waist',
  'body-fat',
  'hips',
  'chest',
  'arm',
  'thigh',
  'neck',
] as const;
export type MeasurementKind = (typeof MEASUREMENT_KINDS)[number];

export const MEASUREMENT_LABELS: Record<MeasurementKind, string> = {
  waist: 'Waist',
  'body-fat': 'Body fat',
  hips: 'Hips',
  chest: 'Chest',
  arm: 'Arm',
  thigh: 'Thigh',
  neck: 'Neck',
};

/**
 * What the server takes, in its units (lengths cm, body fat %): beyond what a living adult
 * measures, so only a typing slip is refused (the thinnest adult waists are near 50 cm; essential
 * fat alone is 2-5 % in men; the record arms and necks are well inside theirs).
 */
export const MEASUREMENT_BOUNDS: Record<MeasurementKind, { min: number; max: number }> = {
  waist: { min: 40, max: 250 },
  'body-fat': { min: 2, max: 75 },
  hips: { min: 50, max: 250 },
  chest: { min: 50, max: 250 },
  arm: { min: 10, max: 100 },
  thigh: { min: 20, max: 150 },
  neck: { min: 20, max: 80 },
};

export interface Measurement {
  /** The user's local calendar day of the measurement. */
  date: string;
  /** Waist in cm, body fat in %. */
  value: number;
}

/** The unit a measurement is read and typed in: lengths follow the settings' weight unit. */
export function measurementUnit(kind: MeasurementKind, units: WeightUnit): 'cm' | 'in' | '%' {
  if (kind === 'body-fat') return '%';
  return units === 'kg' ? 'cm' : 'in';
}

/** A stored value as the user reads it, to 0.1. */
export function shownMeasurement(kind: MeasurementKind, stored: number, units: WeightUnit): number {
  return round1(measurementUnit(kind, units) === 'in' ? cmToInches(stored) : stored);
}

/** A typed value as the server stores it (to the hundredth, so 0.1 in survives the trip back). */
export function storedMeasurement(kind: MeasurementKind, typed: number, units: WeightUnit): number {
  const value = measurementUnit(kind, units) === 'in' ? inchesToCm(typed) : typed;
  return Math.round(value * 100) / 100;
}

/** The bounds in the unit the user types, rounded inward so both ends are accepted. */
export function shownBounds(
  kind: MeasurementKind,
  units: WeightUnit,
): { min: number; max: number } {
  const { min, max } = MEASUREMENT_BOUNDS[kind];
  const inInches = measurementUnit(kind, units) === 'in';
  return {
    min: Math.ceil((inInches ? cmToInches(min) : min) * 10) / 10,
    max: Math.floor((inInches ? cmToInches(max) : max) * 10) / 10,
  };
}

export interface MeasurementTrend {
  /** The range's measurements in the display unit, oldest first. */
  points: Measurement[];
  latest: Measurement | null;
  /** The latest less the range's first: null with fewer than two. */
  change: { value: number; since: string } | null;
}

/**
 * A kind's measurements over Progress's range. No rolling average, unlike body weight: a waist or
 * a body-fat reading is taken weekly or monthly, and its day-to-day swing is not what hides its
 * trend; the change is between the first and the latest reading.
 */
export function measurementTrend(
  entries: readonly Measurement[],
  range: { start: string; end: string },
  kind: MeasurementKind,
  units: WeightUnit,
): MeasurementTrend {
  const points = entries
    .filter((entry) => entry.date >= range.start && entry.date <= range.end)
    .map((entry) => ({ date: entry.date, value: shownMeasurement(kind, entry.value, units) }))
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const first = points[0];
  const latest = points.at(-1) ?? null;
  return {
    points,
    latest,
    change:
      first && latest && first !== latest
        ? { value: round1(latest.value - first.value), since: first.date }
        : null,
  };
}

/**
 * Waist-to-height ratio and its band, after NICE's 2022 guideline (CG189 update): 0.4 to 0.49
 * carries no increased health risk, 0.5 to 0.59 an increased one, 0.6 or more a high one ("keep
 * your waist to less than half your height"). Waist and height in the same unit.
 */
export function waistToHeight(
  waistCm: number,
  heightCm: number,
): { ratio: number; band: 'healthy' | 'increased' | 'high' } {
  const ratio = Math.round((waistCm / heightCm) * 100) / 100;
  return { ratio, band: ratio >= 0.6 ? 'high' : ratio >= 0.5 ? 'increased' : 'healthy' };
}

/** WHO's waist-to-hip cut-offs (2008 expert consultation): at or above, a substantially increased risk. */
export const WAIST_TO_HIP_CUTOFFS = { male: 0.9, female: 0.85 } as const;

/**
 * Waist-to-hip ratio, after WHO's 2008 report: 0.90 or more in men, 0.85 or more in women marks a
 * substantially increased risk of metabolic complications. Without a sex (not asked, or not
 * said), no band: the two cut-offs are shown instead.
 */
export function waistToHip(
  waistCm: number,
  hipsCm: number,
  sex: 'male' | 'female' | null,
): { ratio: number; raised: boolean | null } {
  const ratio = Math.round((waistCm / hipsCm) * 100) / 100;
  return { ratio, raised: sex === null ? null : ratio >= WAIST_TO_HIP_CUTOFFS[sex] };
}

/**
 * Body fat from the tape, by the US Navy method (Hodgdon & Beckett 1984, Naval Health Research
 * Center reports 84-11 and 84-29): body density from the circumferences and the height in cm,
 * then Siri's equation, %fat = 495 / density - 450.
 *
 *   men:   density = 1.0324  - 0.19077 · log10(waist - neck)        + 0.15456 · log10(height)
 *   women: density = 1.29579 - 0.35004 · log10(waist + hips - neck) + 0.22100 · log10(height)
 *
 * Null when an input is missing (women need the hips), the circumferences cannot be right (the
 * neck as wide as the waist), or the result is outside what a body-fat reading may be
 * (MEASUREMENT_BOUNDS): an estimate the tape cannot support is not shown.
 */
export function navyBodyFat(input: {
  sex: 'male' | 'female';
  heightCm: number;
  waistCm: number;
  neckCm: number;
  hipsCm: number | null;
}): number | null {
  const { sex, heightCm, waistCm, neckCm, hipsCm } = input;
  const girth = sex === 'male' ? waistCm - neckCm : hipsCm === null ? 0 : waistCm + hipsCm - neckCm;
  if (!(girth > 0) || !(heightCm > 0)) return null;
  const density =
    sex === 'male'
      ? 1.0324 - 0.19077 * Math.log10(girth) + 0.15456 * Math.log10(heightCm)
      : 1.29579 - 0.35004 * Math.log10(girth) + 0.221 * Math.log10(heightCm);
  const percent = round1(495 / density - 450);
  const { min, max } = MEASUREMENT_BOUNDS['body-fat'];
  return Number.isFinite(percent) && percent >= min && percent <= max ? percent : null;
}
