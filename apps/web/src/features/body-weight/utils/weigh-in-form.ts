import { BODY_WEIGHT_KG } from '@grandfit/shared/schemas/settings.ts';
import { convertWeight, type WeightUnit } from '@grandfit/shared/domain/units/weight.ts';
import { round1 } from '@grandfit/shared/domain/numbers.ts';
import { checkDayValue, type DayValueCheck } from './day-value-form.ts';

/** A stored weigh-in (kg) as the user reads and types it: in his unit, to 0.1. */
export const weightText = (kg: number, unit: WeightUnit) =>
  String(round1(convertWeight(kg, 'kg', unit)));

/** The body weights the server takes, in `unit`: 66.2 to 661.3 lb, 30 to 300 kg. */
export function weightBounds(unit: WeightUnit): { min: number; max: number } {
  const min = convertWeight(BODY_WEIGHT_KG.min, 'kg', unit);
  const max = convertWeight(BODY_WEIGHT_KG.max, 'kg', unit);
  return { min: Math.ceil(min * 10) / 10, max: Math.floor(max * 10) / 10 };
}

/** A weigh-in typed in `unit`, stored in kg to the gram (decision 058). */
export function checkWeighIn(
  values: { date: string; value: string },
  unit: WeightUnit,
  today: string,
): DayValueCheck {
  return checkDayValue(values, {
    noun: 'weigh-in',
    label: 'weight',
    unit,
    bounds: weightBounds(unit),
    today,
    toStored: (typed) => Math.round(convertWeight(typed, unit, 'kg') * 1000) / 1000,
  });
}
