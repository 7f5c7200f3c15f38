import { newJourneyStart, nextMonday, startWindow } from '@grandfit/shared/domain/journey.ts';
import {
  START_WINDOW_MESSAGE,
  onboardingSchema,
  type OnboardingInput,
  type UnitSystem,
  type UserSettings,
} from '@grandfit/shared/schemas/settings.ts';
import { bodyWeightKgOf, bodyWeightText } from './settings-form.ts';

export type StartChoice = 'this-week' | 'next-monday' | 'date';

/** The onboarding form holds text as typed; the body weight is in the chosen units. */
export interface OnboardingFormValues {
  units: UnitSystem;
  birthDate: string;
  bodyWeight: string;
  milestoneAge: string;
  startChoice: StartChoice;
  startDate: string;
}

/** One screen each (decision 019), in this order; `fields` are validated before moving on. */
export const ONBOARDING_STEPS = [
  { id: 'units', fields: ['units'] },
  { id: 'birth-date', fields: ['birthDate'] },
  { id: 'body-weight', fields: ['bodyWeight'] },
  { id: 'milestone-age', fields: ['milestoneAge'] },
  { id: 'start', fields: ['startChoice', 'startDate'] },
] as const satisfies readonly { id: string; fields: readonly (keyof OnboardingFormValues)[] }[];

export type OnboardingStepId = (typeof ONBOARDING_STEPS)[number]['id'];

/** Schema paths that the form shows under a differently named field. */
export const FIELD_OF_PATH = { bodyWeightKg: 'bodyWeight', journeyStartDate: 'startDate' } as const;

/** The form field that shows an issue at schema path `key`. */
export const formFieldOf = (key: string): keyof OnboardingFormValues =>
  (FIELD_OF_PATH as Record<string, keyof OnboardingFormValues>)[key] ??
  (key as keyof OnboardingFormValues);

/** The step that asks for a form field (to show a server's 400 where it belongs). */
export function stepOfField(field: keyof OnboardingFormValues): number {
  const index = ONBOARDING_STEPS.findIndex((step) =>
    (step.fields as readonly string[]).includes(field),
  );
  return Math.max(index, 0);
}

/**
 * Regions that weigh in pounds: the United States, Liberia and Myanmar (the rest of the world,
 * British gyms included, load bars in kg).
 */
const POUND_REGIONS = new Set(['US', 'LR', 'MM']);

/** The unit a device's language ("en-GB", "de", "en-US") suggests; a bare "en" reads as the US. */
export function deviceWeightUnit(language: string): UnitSystem {
  const [lang = '', region] = language.split('-');
  if (!region) return lang.toLowerCase() === 'en' ? 'lb' : 'kg';
  return POUND_REGIONS.has(region.toUpperCase()) ? 'lb' : 'kg';
}

/**
 * The first-run answers as the form opens: the units his device's region uses (a new account's
 * settings hold the product's default, lb, which a lifter in Europe would have to change first),
 * the rest from the settings.
 */
export function onboardingDefaults(
  settings: UserSettings,
  today: string,
  language = globalThis.navigator?.language ?? 'en-US',
): OnboardingFormValues {
  const units = deviceWeightUnit(language);
  return {
    units,
    birthDate: settings.birthDate ?? '',
    bodyWeight: bodyWeightText(settings.bodyWeightKg, units),
    milestoneAge: String(settings.milestoneAge),
    startChoice: 'this-week',
    startDate: today,
  };
}

/** The start each choice means on the user's calendar day `today`. */
export function startDateOf(
  values: Pick<OnboardingFormValues, 'startChoice' | 'startDate'>,
  today: string,
) {
  if (values.startChoice === 'this-week') return newJourneyStart(today);
  if (values.startChoice === 'next-monday') return nextMonday(today);
  return values.startDate;
}

/** The answers as POST /api/user/onboarding takes them (weight in kg). */
export function toOnboardingInput(values: OnboardingFormValues, today: string): OnboardingInput {
  return {
    units: values.units,
    birthDate: values.birthDate === '' ? null : values.birthDate,
    bodyWeightKg: bodyWeightKgOf(values.bodyWeight, values.units),
    milestoneAge: Number(values.milestoneAge),
    journeyStartDate: startDateOf(values, today),
  };
}

/** Skip keeps every default but the units his device suggests, and starts the journey this week. */
export const skipInput = (
  today: string,
  language = globalThis.navigator?.language ?? 'en-US',
): OnboardingInput => ({
  journeyStartDate: newJourneyStart(today),
  // The units the first question showed chosen: a skip in Europe trains in kg.
  units: deviceWeightUnit(language),
});

/**
 * The shared schema, plus the start window on the user's own calendar: the shared one is checked
 * around the server's UTC date with a day's slack, the client can be exact.
 */
export function onboardingFormSchema(today: string) {
  const { earliest, latest } = startWindow(today);
  return onboardingSchema.superRefine((input, ctx) => {
    const start = input.journeyStartDate;
    if (start < earliest || start > latest) {
      ctx.addIssue({
        code: 'custom',
        path: ['journeyStartDate'],
        message: START_WINDOW_MESSAGE,
      });
    }
  });
}

/** The typed weight in the other units, so switching units keeps the same body weight. */
export function convertTypedWeight(typed: string, from: UnitSystem, to: UnitSystem): string {
  if (from === to) return typed;
  const kg = bodyWeightKgOf(typed, from);
  return kg === null || Number.isNaN(kg) ? typed : bodyWeightText(kg, to);
}
