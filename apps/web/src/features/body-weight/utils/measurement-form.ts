import {
  MEASUREMENT_LABELS,
  measurementUnit,
  shownBounds,
  storedMeasurement,
  type MeasurementKind,
} from '@grandfit/shared/domain/body-measurements.ts';
import type { WeightUnit } from '@grandfit/shared/domain/units/weight.ts';
import { checkDayValue, type DayValueCheck } from './day-value-form.ts';

/** A waist (stored in cm) or body fat (%) typed in the kind's unit (decision 066). */
export function checkMeasurement(
  values: { date: string; value: string },
  kind: MeasurementKind,
  units: WeightUnit,
  today: string,
): DayValueCheck {
  return checkDayValue(values, {
    noun: 'measurement',
    label: MEASUREMENT_LABELS[kind].toLowerCase(),
    unit: measurementUnit(kind, units),
    bounds: shownBounds(kind, units),
    today,
    toStored: (typed) => storedMeasurement(kind, typed, units),
  });
}

export interface MeasureAllCheck {
  /** What to store, kind by kind, for the fields filled in; null when the form has an error. */
  readings: { kind: MeasurementKind; value: number }[] | null;
  errors: { date?: string; form?: string } & Partial<Record<MeasurementKind, string>>;
}

/**
 * A tape session in one form (decision 066): one day and any of the kinds, each typed in its
 * unit and checked as its own dialog checks it; the empty ones are left out, and at least one is
 * needed.
 */
export function checkMeasureAll(
  values: { date: string; typed: Partial<Record<MeasurementKind, string>> },
  kinds: readonly MeasurementKind[],
  units: WeightUnit,
  today: string,
): MeasureAllCheck {
  const errors: MeasureAllCheck['errors'] = {};
  const readings: { kind: MeasurementKind; value: number }[] = [];
  // The day is checked once, whichever fields are filled.
  const day = checkMeasurement({ date: values.date, value: '' }, kinds[0]!, units, today);
  if (day.errors.date) errors.date = day.errors.date;
  for (const kind of kinds) {
    const typed = values.typed[kind]?.trim() ?? '';
    if (typed === '') continue;
    const checked = checkMeasurement({ date: values.date, value: typed }, kind, units, today);
    if (checked.errors.value) errors[kind] = checked.errors.value;
    else if (checked.value !== null) readings.push({ kind, value: checked.value });
  }
  if (readings.length === 0 && !kinds.some((kind) => errors[kind])) {
    errors.form = 'Enter at least one measurement';
  }
  return { readings: Object.keys(errors).length > 0 ? null : readings, errors };
}
