/**
 * Body measurements beside the weigh-ins (decision 066): the waist, and the body-fat percentage a
 * scale, a caliper or a scan gives. One value per kind and day; the waist is stored in cm and read
 * in the settings' length (cm with kg, inches with lb), body fat in per cent of body weight.
 */
import { cmToInches, inchesToCm } from './person.ts';
import { round1 } from './numbers.ts';
import type { WeightUnit } from './units/weight.ts';

export const MEASUREMENT_KINDS = ['waist', 'body-fat'] as const;
export type MeasurementKind = (typeof MEASUREMENT_KINDS)[number];

export const MEASUREMENT_LABELS: Record<MeasurementKind, string> = {
  waist: 'Waist',
  'body-fat': 'Body fat',
};

/**
 * What the server takes, in its units (waist cm, body fat %): beyond what a living adult
 * measures, so only a typing slip is refused (the thinnest adult waists are near 50 cm; essential
 * fat alone is 2-5 % in men).
 */
export const MEASUREMENT_BOUNDS: Record<MeasurementKind, { min: number; max: number }> = {
  waist: { min: 40, max: 250 },
  'body-fat': { min: 2, max: 75 },
};

export interface Measurement {
  /** The user's local calendar day of the measurement. */
  date: string;
  /** Waist in cm, body fat in %. */
  value: number;
}

/** The unit a measurement is read and typed in: the waist follows the settings' weight unit. */
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
