import { cmToInches, inchesToCm, kgToLb, lbToKg } from '@grandfit/shared/domain/person.ts';
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
  units: UnitSystem;
  journeyStartDate: string;
  milestoneAge: string;
  mission: string;
  reminderTime: string;
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

export function toFormValues(settings: UserSettings): SettingsFormValues {
  const imperial = settings.units === 'lb';
  return {
    displayName: settings.displayName ?? '',
    birthDate: settings.birthDate ?? '',
    height: text(
      settings.heightCm === null
        ? null
        : imperial
          ? cmToInches(settings.heightCm)
          : settings.heightCm,
      1,
    ),
    bodyWeight: bodyWeightText(settings.bodyWeightKg, settings.units),
    units: settings.units,
    journeyStartDate: settings.journeyStartDate,
    milestoneAge: String(settings.milestoneAge),
    mission: settings.mission ?? '',
    reminderTime: settings.reminderTime ?? '',
  };
}

export function toSettingsInput(values: SettingsFormValues): UserSettingsInput {
  const imperial = values.units === 'lb';
  const height = numberOrNull(values.height);
  return {
    displayName: values.displayName,
    birthDate: values.birthDate === '' ? null : values.birthDate,
    heightCm: height === null ? null : round(imperial ? inchesToCm(height) : height, 2),
    bodyWeightKg: bodyWeightKgOf(values.bodyWeight, values.units),
    units: values.units,
    journeyStartDate: values.journeyStartDate,
    milestoneAge: Number(values.milestoneAge),
    mission: values.mission,
    reminderTime: values.reminderTime === '' ? null : values.reminderTime,
  };
}
