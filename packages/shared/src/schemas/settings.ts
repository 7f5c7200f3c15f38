import { z } from 'zod';
import { newJourneyStart, startWindow, START_WINDOW } from '../domain/journey.ts';
import { isoDateSchema } from './health.ts';
import { calendarDateSchema, numberSchema, textSchema } from './safe-input.ts';
import {
  DEFAULT_BAR,
  DEFAULT_PLATES,
  MAX_BAR_WEIGHT,
  MAX_PLATE_KINDS,
} from '../domain/units/plates.ts';
import {
  DEFAULT_DUMBBELL_STEP,
  DEFAULT_KETTLEBELL_STEP,
  DEFAULT_KG_STEP,
  DUMBBELL_STEPS,
  KETTLEBELL_STEPS,
  KG_STEPS,
  type WeightUnit,
} from '../domain/units/weight.ts';
import { SEXES, type Sex } from '../domain/strength-standards.ts';

export const UNIT_SYSTEMS = ['lb', 'kg'] as const;
export type UnitSystem = (typeof UNIT_SYSTEMS)[number];

/**
 * Defaults (docs/product.md#settings): 'Days to 48', weights in lb. The journey start is not among
 * them: each account stores its own from sign-up (decision 019, newUserSettings).
 */
export const SETTINGS_DEFAULTS = {
  displayName: null,
  birthDate: null,
  heightCm: null,
  bodyWeightKg: null,
  /** Not asked yet: the strength standards take the mean of both sexes (decision 036). */
  sex: null,
  units: 'lb',
  milestoneAge: 48,
  mission: null,
  reminderTime: null,
  weightStepKg: DEFAULT_KG_STEP,
  dumbbellStepLb: DEFAULT_DUMBBELL_STEP.lb,
  dumbbellStepKg: DEFAULT_DUMBBELL_STEP.kg,
  kettlebellStepLb: DEFAULT_KETTLEBELL_STEP.lb,
  kettlebellStepKg: DEFAULT_KETTLEBELL_STEP.kg,
  barWeightLb: DEFAULT_BAR.lb,
  barWeightKg: DEFAULT_BAR.kg,
  platesLb: DEFAULT_PLATES.lb,
  platesKg: DEFAULT_PLATES.kg,
} as const;

/** The settings an account is created with on `today` (the server's date: decision 019). */
export function newUserSettings(today: string): UserSettings {
  return {
    ...SETTINGS_DEFAULTS,
    platesLb: [...SETTINGS_DEFAULTS.platesLb],
    platesKg: [...SETTINGS_DEFAULTS.platesKg],
    journeyStartDate: newJourneyStart(today),
  };
}

const optionalText = (max: number, label: string) =>
  textSchema(label, { max })
    .transform((value) => (value === '' ? null : value))
    .nullable();

const YEAR_MS = 365.2425 * 86_400_000;

/** Today on the UTC calendar: the server's, which no user's local date is more than a day from. */
const utcToday = () => new Date().toISOString().slice(0, 10);

const unitsSchema = z.enum(UNIT_SYSTEMS, { message: 'Choose kg or lb' });

const birthDateSchema = calendarDateSchema('Birth date', {
  test: (birthDate) => {
    const age = (Date.now() - Date.parse(`${birthDate}T00:00:00Z`)) / YEAR_MS;
    return !(age < 13 || age > 120);
  },
  message: 'Birth date must give an age from 13 to 120',
}).nullable();

/** A body weight a person can have, in kg: the settings' and every weigh-in's (decision 058). */
export const BODY_WEIGHT_KG = { min: 30, max: 300 } as const;

export const bodyWeightValueSchema = numberSchema('Body weight')
  .min(BODY_WEIGHT_KG.min, `Body weight must be at least ${BODY_WEIGHT_KG.min} kg`)
  .max(BODY_WEIGHT_KG.max, `Body weight must be at most ${BODY_WEIGHT_KG.max} kg`);

const bodyWeightKgSchema = bodyWeightValueSchema.nullable();

/** For the strength standards only; "prefer-not-to-say" takes the mean of both (decision 036). */
const sexSchema = z.enum(SEXES, { message: 'Choose male, female or prefer not to say' }).nullable();

const milestoneAgeSchema = numberSchema('Milestone age')
  .int('Milestone age must be a whole number')
  .min(18, 'Milestone age must be at least 18')
  .max(120, 'Milestone age must be at most 120');

const journeyStartDateSchema = isoDateSchema.refine(
  (start) => start >= '2020-01-01' && start <= '2100-01-01',
  { message: 'Journey start date is out of range' },
);

const barSchema = (unit: string) =>
  numberSchema('Bar weight')
    .min(0, 'Bar weight must not be negative')
    .max(MAX_BAR_WEIGHT, `Bar weight must be at most ${MAX_BAR_WEIGHT} ${unit}`);

const platesSchema = (unit: string) =>
  z
    .array(
      numberSchema('Each plate')
        .positive('Each plate must weigh more than 0')
        .max(100, `A plate weighs at most 100 ${unit}`)
        .refine((plate) => Math.abs(plate * 1000 - Math.round(plate * 1000)) < 1e-6, {
          message: 'Plates are weighed to at most 3 decimals',
        }),
    )
    .min(1, 'List at least one plate')
    .max(MAX_PLATE_KINDS, `List at most ${MAX_PLATE_KINDS} kinds of plate`)
    .refine((plates) => new Set(plates).size === plates.length, {
      message: 'List each plate once',
    })
    // Heaviest first, as a gym's plate tree is read.
    .transform((plates) => [...plates].sort((a, b) => b - a));

/** One of a unit's steps of the gym's dumbbells (decision 048) or kettlebells (decision 049). */
const gymStepSchema = <S extends number>(
  what: 'dumbbell' | 'kettlebell',
  steps: Record<WeightUnit, readonly S[]>,
  unit: WeightUnit,
) =>
  z.union(
    steps[unit].map((step) => z.literal(step)),
    { message: `The ${what} step must be ${steps[unit].join(' or ')} ${unit}` },
  );

/**
 * The unit preferences beyond kg/lb (decision 024): the kg load step, the steps of the dumbbells
 * (decision 048) and kettlebells (decision 049), and the plate calculator's bar and plates, kept
 * per unit so switching units keeps every set-up.
 */
export const weightPrefsSchema = z.object({
  weightStepKg: z.union(
    KG_STEPS.map((step) => z.literal(step)),
    { message: `The kg step must be ${KG_STEPS.join(' or ')}` },
  ),
  dumbbellStepLb: gymStepSchema('dumbbell', DUMBBELL_STEPS, 'lb'),
  dumbbellStepKg: gymStepSchema('dumbbell', DUMBBELL_STEPS, 'kg'),
  kettlebellStepLb: gymStepSchema('kettlebell', KETTLEBELL_STEPS, 'lb'),
  kettlebellStepKg: gymStepSchema('kettlebell', KETTLEBELL_STEPS, 'kg'),
  barWeightLb: barSchema('lb'),
  barWeightKg: barSchema('kg'),
  platesLb: platesSchema('lb'),
  platesKg: platesSchema('kg'),
});
export type WeightPrefs = z.output<typeof weightPrefsSchema>;

/**
 * A user's settings (docs/product.md#settings). Height and weight are stored in metric
 * units; the client converts for display when the user prefers lb.
 */
export const userSettingsSchema = z.object({
  displayName: optionalText(80, 'Display name'),
  birthDate: birthDateSchema,
  heightCm: numberSchema('Height')
    .min(100, 'Height must be at least 100 cm')
    .max(250, 'Height must be at most 250 cm')
    .nullable(),
  bodyWeightKg: bodyWeightKgSchema,
  units: unitsSchema,
  journeyStartDate: journeyStartDateSchema,
  milestoneAge: milestoneAgeSchema,
  mission: optionalText(280, 'Mission'),
  reminderTime: textSchema('Reminder time', { max: 5, trim: false })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time as HH:MM (24-hour)')
    .nullable(),
  // Optional so a client that does not know them (an older one, the onboarding) keeps them.
  ...weightPrefsSchema.partial().shape,
  sex: sexSchema.optional(),
  /**
   * Not a setting but how a new journey start is taken (decision 072): true moves the workouts
   * done, and the phase swaps, with the start (a pause); left out, the journey begins anew there.
   */
  keepProgress: z.boolean().optional(),
});
/** What PUT /api/user/settings takes (parsed): the weight preferences may be left out. */
export type UserSettingsUpdate = z.output<typeof userSettingsSchema>;
export type UserSettingsInput = z.input<typeof userSettingsSchema>;
/** A user's settings as stored and answered: everything set. */
export type UserSettings = Omit<UserSettingsUpdate, keyof WeightPrefs | 'sex' | 'keepProgress'> &
  WeightPrefs & { sex: Sex | null };

/** The answer of GET/PUT /api/user/settings: no transforms, so it can serialise responses. */
export const userSettingsResponseSchema = z.object({
  displayName: z.string().nullable(),
  birthDate: z.string().nullable(),
  heightCm: z.number().nullable(),
  bodyWeightKg: z.number().nullable(),
  sex: z.enum(SEXES).nullable(),
  units: z.enum(UNIT_SYSTEMS),
  journeyStartDate: z.string(),
  milestoneAge: z.number(),
  mission: z.string().nullable(),
  reminderTime: z.string().nullable(),
  weightStepKg: weightPrefsSchema.shape.weightStepKg,
  dumbbellStepLb: weightPrefsSchema.shape.dumbbellStepLb,
  dumbbellStepKg: weightPrefsSchema.shape.dumbbellStepKg,
  kettlebellStepLb: weightPrefsSchema.shape.kettlebellStepLb,
  kettlebellStepKg: weightPrefsSchema.shape.kettlebellStepKg,
  barWeightLb: z.number(),
  barWeightKg: z.number(),
  platesLb: z.array(z.number()),
  platesKg: z.array(z.number()),
});

export const START_WINDOW_MESSAGE = `Choose a start from ${START_WINDOW.daysBefore / 7} weeks ago to a year from today`;

/**
 * POST /api/user/onboarding (decision 019): what the first-run steps ask, validated with the same
 * field rules as the settings, and a start inside START_WINDOW. The server does not know the
 * user's calendar, so the window is checked around the UTC date, one day wider on each side; the
 * client offers exactly the window of its own date. Only journeyStartDate is required: Skip sends
 * just that (this week's Monday on the user's calendar) and keeps the other settings as they are.
 */
export const onboardingSchema = z.object({
  units: unitsSchema.optional(),
  birthDate: birthDateSchema.optional(),
  bodyWeightKg: bodyWeightKgSchema.optional(),
  milestoneAge: milestoneAgeSchema.optional(),
  journeyStartDate: isoDateSchema.refine(
    (start) => {
      const { earliest, latest } = startWindow(utcToday(), 1);
      return start >= earliest && start <= latest;
    },
    { message: START_WINDOW_MESSAGE },
  ),
});
export type OnboardingInput = z.input<typeof onboardingSchema>;
export type OnboardingAnswers = z.output<typeof onboardingSchema>;

/** The answer of POST /api/user/onboarding. */
export const onboardingResponseSchema = z.object({
  settings: userSettingsResponseSchema,
  onboardingCompletedAt: z.string(),
});
export type OnboardingResponse = z.infer<typeof onboardingResponseSchema>;
