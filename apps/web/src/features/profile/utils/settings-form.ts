import { cmToInches, inchesToCm, kgToLb, lbToKg } from '@grandfit/shared/domain/person.ts';
import { JOURNEY_WEEKS, daysBetween } from '@grandfit/shared/domain/journey.ts';
import type { Sex } from '@grandfit/shared/domain/strength-standards.ts';
import type {
  UnitSystem,
  UserSettings,
  UserSettingsInput,
} from '@grandfit/shared/schemas/settings.ts';

/** The settings form holds text as typed; height and weight are shown in the chosen units. */
export interface SettingsFormValues {
  displayName: string;
  birthDate: string;
  height: string;
  bodyWeight: string;
  /** '' until chosen (the standards then take the mean of both sexes). */
  sex: Sex | '';
  units: UnitSystem;
  journeyStartDate: string;
  milestoneAge: string;
  mission: string;
  reminderTime: string;
  /** "1.25" or "2.5". */
  weightStepKg: string;
  /** One of the unit's dumbbell steps, as text ("5", "2"). */
  dumbbellStepLb: string;
  dumbbellStepKg: string;
  /** One of the unit's kettlebell steps, as text ("5", "4"). */
  kettlebellStepLb: string;
  kettlebellStepKg: string;
  barWeightLb: string;
  barWeightKg: string;
  /** Plates as typed: "45, 35, 25". */
  platesLb: string;
  platesKg: string;
}

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;
const text = (value: number | null, places: number) =>
  value === null ? '' : String(round(value, places));

/** A stored body weight (kg) as the form shows it in `units`, to 0.1. */
export const bodyWeightText = (kg: number | null, units: UnitSystem) =>
  text(kg === null ? null : units === 'lb' ? kgToLb(kg) : kg, 1);

/** Empty text means "not set"; a number that does not parse stays NaN so validation names it. */
const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value));

/** Body weight typed in `units`, as stored (kg, to the gram). */
export function bodyWeightKgOf(typed: string, units: UnitSystem): number | null {
  const weight = numberOrNull(typed);
  return weight === null ? null : round(units === 'lb' ? lbToKg(weight) : weight, 3);
}

/**
 * The body weight the user typed when it is not the stored one as the form showed it (in the
 * form's units, to 0.1): a new weigh-in. A save that only switched units or kept the weight gives
 * null, though the stored kg and the typed weight converted back may differ by a gram.
 */
export function newBodyWeightKg(
  values: Pick<SettingsFormValues, 'bodyWeight' | 'units'>,
  storedKg: number | null,
): number | null {
  const typed = bodyWeightKgOf(values.bodyWeight, values.units);
  if (typed === null || Number.isNaN(typed)) return null;
  const shown = bodyWeightKgOf(bodyWeightText(storedKg, values.units), values.units);
  return typed === shown ? null : typed;
}

/** A height (stored in cm) as the form shows it in `units`, to 0.1. */
export const heightText = (cm: number | null, units: UnitSystem) =>
  text(cm === null ? null : units === 'lb' ? cmToInches(cm) : cm, 1);

/** Height typed in `units`, as stored (cm, to 0.01). */
export function heightCmOf(typed: string, units: UnitSystem): number | null {
  const height = numberOrNull(typed);
  return height === null ? null : round(units === 'lb' ? inchesToCm(height) : height, 2);
}

/**
 * The form after the units select changed from `values.units` to `units`: the height and body
 * weight the user sees are converted (70 in becomes 177.8 cm, 176 lb becomes 79.8 kg), never
 * relabelled. Text that is not a number is left for validation to name.
 */
export function switchUnits(values: SettingsFormValues, units: UnitSystem): SettingsFormValues {
  if (values.units === units) return values;
  const convert = (
    typed: string,
    toText: (stored: number | null) => string,
    stored: number | null,
  ) => (stored === null || Number.isNaN(stored) ? typed : toText(stored));
  return {
    ...values,
    units,
    height: convert(
      values.height,
      (cm) => heightText(cm, units),
      heightCmOf(values.height, values.units),
    ),
    bodyWeight: convert(
      values.bodyWeight,
      (kg) => bodyWeightText(kg, units),
      bodyWeightKgOf(values.bodyWeight, values.units),
    ),
  };
}

const platesText = (plates: readonly number[]) => plates.join(', ');

/** "45, 35, 25" as numbers; a part that is not a number stays NaN so validation names it. */
export function platesOf(typed: string): number[] {
  return typed
    .split(/[,;\s]+/)
    .filter((part) => part !== '')
    .map(Number);
}

export function toFormValues(settings: UserSettings): SettingsFormValues {
  return {
    displayName: settings.displayName ?? '',
    birthDate: settings.birthDate ?? '',
    height: heightText(settings.heightCm, settings.units),
    bodyWeight: bodyWeightText(settings.bodyWeightKg, settings.units),
    sex: settings.sex ?? '',
    units: settings.units,
    journeyStartDate: settings.journeyStartDate,
    milestoneAge: String(settings.milestoneAge),
    mission: settings.mission ?? '',
    reminderTime: settings.reminderTime ?? '',
    weightStepKg: String(settings.weightStepKg),
    dumbbellStepLb: String(settings.dumbbellStepLb),
    dumbbellStepKg: String(settings.dumbbellStepKg),
    kettlebellStepLb: String(settings.kettlebellStepLb),
    kettlebellStepKg: String(settings.kettlebellStepKg),
    barWeightLb: String(settings.barWeightLb),
    barWeightKg: String(settings.barWeightKg),
    platesLb: platesText(settings.platesLb),
    platesKg: platesText(settings.platesKg),
  };
}

export function toSettingsInput(values: SettingsFormValues): UserSettingsInput {
  return {
    displayName: values.displayName,
    birthDate: values.birthDate === '' ? null : values.birthDate,
    heightCm: heightCmOf(values.height, values.units),
    bodyWeightKg: bodyWeightKgOf(values.bodyWeight, values.units),
    sex: values.sex === '' ? null : values.sex,
    units: values.units,
    journeyStartDate: values.journeyStartDate,
    milestoneAge: Number(values.milestoneAge),
    mission: values.mission,
    reminderTime: values.reminderTime === '' ? null : values.reminderTime,
    // Checked by the schema: 1.25 or 2.5, a bar from 0 to 100.
    weightStepKg: Number(values.weightStepKg) as UserSettingsInput['weightStepKg'],
    dumbbellStepLb: Number(values.dumbbellStepLb) as UserSettingsInput['dumbbellStepLb'],
    dumbbellStepKg: Number(values.dumbbellStepKg) as UserSettingsInput['dumbbellStepKg'],
    kettlebellStepLb: Number(values.kettlebellStepLb) as UserSettingsInput['kettlebellStepLb'],
    kettlebellStepKg: Number(values.kettlebellStepKg) as UserSettingsInput['kettlebellStepKg'],
    barWeightLb: numberOrNull(values.barWeightLb) ?? Number.NaN,
    barWeightKg: numberOrNull(values.barWeightKg) ?? Number.NaN,
    platesLb: platesOf(values.platesLb),
    platesKg: platesOf(values.platesKg),
  };
}

/**
 * Where today falls on a journey starting `start` (decision 072), so a lifter moving his start
 * sees which workout today becomes before he saves: "Today becomes week 3, day 2."
 */
export function todayOnJourney(start: string, today: string): string {
  const days = daysBetween(start, today);
  if (days < 0) return `The journey would start in ${days === -1 ? '1 day' : `${-days} days`}.`;
  if (days >= JOURNEY_WEEKS * 7) return `All ${JOURNEY_WEEKS} weeks would be behind you.`;
  return `Today becomes week ${Math.floor(days / 7) + 1}, day ${(days % 7) + 1}.`;
}
