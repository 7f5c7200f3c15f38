import {
  MEASUREMENT_LABELS,
  measurementUnit,
  shownBounds,
  storedMeasurement,
  type MeasurementKind,
} from '@grandfit/shared/domain/body-measurements.ts';
import type { WeightUnit } from '@grandfit/shared/domain/units/weight.ts';

export interface MeasurementCheck {
  /** The value to store (waist cm, body fat %); null when the form has an error. */
  value: number | null;
  errors: { date?: string; value?: string };
}

/** The form's date (YYYY-MM-DD, up to the user's today) and the value typed in the kind's unit. */
export function checkMeasurement(
  values: { date: string; value: string },
  kind: MeasurementKind,
  units: WeightUnit,
  today: string,
): MeasurementCheck {
  const errors: MeasurementCheck['errors'] = {};
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.date) || values.date < '1900-01-01') {
    errors.date = 'Choose the day of the measurement';
  } else if (values.date > today) {
    errors.date = 'A measurement cannot be in the future';
  }
  const typed = values.value.trim().replace(',', '.');
  const number = typed === '' ? Number.NaN : Number(typed);
  const { min, max } = shownBounds(kind, units);
  const unit = measurementUnit(kind, units);
  const label = MEASUREMENT_LABELS[kind].toLowerCase();
  if (!Number.isFinite(number)) {
    errors.value = `Enter your ${label}`;
  } else if (number < min || number > max) {
    errors.value = `Enter a ${label} from ${min} to ${max} ${unit}`;
  }
  const value = Object.keys(errors).length > 0 ? null : storedMeasurement(kind, number, units);
  return { value, errors };
}
