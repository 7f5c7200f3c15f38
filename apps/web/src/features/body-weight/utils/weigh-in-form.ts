import { BODY_WEIGHT_KG } from '@grandfit/shared/schemas/settings.ts';
import { convertWeight, type WeightUnit } from '@grandfit/shared/domain/units/weight.ts';
import { round1 } from '@grandfit/shared/domain/numbers.ts';

/** A stored weigh-in (kg) as the user reads and types it: in his unit, to 0.1. */
export const weightText = (kg: number, unit: WeightUnit) =>
  String(round1(convertWeight(kg, 'kg', unit)));

/** The body weights the server takes, in `unit`: 66.2 to 661.3 lb, 30 to 300 kg. */
export function weightBounds(unit: WeightUnit): { min: number; max: number } {
  const min = convertWeight(BODY_WEIGHT_KG.min, 'kg', unit);
  const max = convertWeight(BODY_WEIGHT_KG.max, 'kg', unit);
  return { min: Math.ceil(min * 10) / 10, max: Math.floor(max * 10) / 10 };
}

export interface WeighInCheck {
  /** The weight to store, in kg to the gram; null when the form has an error. */
  weightKg: number | null;
  errors: { date?: string; weight?: string };
}

/** The form's date (YYYY-MM-DD, up to the user's today) and weight typed in `unit`. */
export function checkWeighIn(
  values: { date: string; weight: string },
  unit: WeightUnit,
  today: string,
): WeighInCheck {
  const errors: WeighInCheck['errors'] = {};
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.date) || values.date < '1900-01-01') {
    errors.date = 'Choose the day of the weigh-in';
  } else if (values.date > today) {
    errors.date = 'A weigh-in cannot be in the future';
  }
  const typed = values.weight.trim().replace(',', '.');
  const weight = typed === '' ? Number.NaN : Number(typed);
  const { min, max } = weightBounds(unit);
  if (!Number.isFinite(weight)) {
    errors.weight = 'Enter your weight';
  } else if (weight < min || weight > max) {
    errors.weight = `Enter a weight from ${min} to ${max} ${unit}`;
  }
  const weightKg =
    Object.keys(errors).length > 0
      ? null
      : Math.round(convertWeight(weight, unit, 'kg') * 1000) / 1000;
  return { weightKg, errors };
}
