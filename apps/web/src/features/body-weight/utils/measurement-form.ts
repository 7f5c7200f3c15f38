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
