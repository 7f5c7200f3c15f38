import { z } from 'zod';
import { DEFAULT_JOURNEY_START } from '../domain/journey.ts';
import { isoDateSchema } from './health.ts';

export const UNIT_SYSTEMS = ['lb', 'kg'] as const;
export type UnitSystem = (typeof UNIT_SYSTEMS)[number];

/** Defaults from the spec: journey start 3 Aug 2025, 'Days to 48', weights in lb. */
export const SETTINGS_DEFAULTS = {
  displayName: null,
  birthDate: null,
  heightCm: null,
  bodyWeightKg: null,
  units: 'lb',
  journeyStartDate: DEFAULT_JOURNEY_START,
  milestoneAge: 48,
  mission: null,
  reminderTime: null,
} as const;

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .transform((value) => (value === '' ? null : value))
    .nullable();

/**
 * A user's settings (issue 3 "Settings & Preferences"). Height and weight are stored in metric
 * units; the client converts for display when the user prefers lb.
 */
export const userSettingsSchema = z
  .object({
    displayName: optionalText(80, 'Display name'),
    birthDate: isoDateSchema.nullable(),
    heightCm: z
      .number()
      .min(100, 'Height must be at least 100 cm')
      .max(250, 'Height must be at most 250 cm')
      .nullable(),
    bodyWeightKg: z
      .number()
      .min(30, 'Body weight must be at least 30 kg')
      .max(300, 'Body weight must be at most 300 kg')
      .nullable(),
    units: z.enum(UNIT_SYSTEMS),
    journeyStartDate: isoDateSchema,
    milestoneAge: z
      .number()
      .int()
      .min(18, 'Milestone age must be at least 18')
      .max(120, 'Milestone age must be at most 120'),
    mission: optionalText(280, 'Mission'),
    reminderTime: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time as HH:MM (24-hour)')
      .nullable(),
  })
  .superRefine((settings, ctx) => {
    if (settings.birthDate) {
      const age =
        (Date.now() - Date.parse(`${settings.birthDate}T00:00:00Z`)) / (365.2425 * 86_400_000);
      if (age < 13 || age > 120) {
        ctx.addIssue({
          code: 'custom',
          path: ['birthDate'],
          message: 'Birth date must give an age from 13 to 120',
        });
      }
    }
    if (settings.journeyStartDate < '2020-01-01' || settings.journeyStartDate > '2100-01-01') {
      ctx.addIssue({
        code: 'custom',
        path: ['journeyStartDate'],
        message: 'Journey start date is out of range',
      });
    }
  });
export type UserSettings = z.output<typeof userSettingsSchema>;
export type UserSettingsInput = z.input<typeof userSettingsSchema>;

/** The answer of GET/PUT /api/user/settings: no transforms, so it can serialise responses. */
export const userSettingsResponseSchema = z.object({
  displayName: z.string().nullable(),
  birthDate: z.string().nullable(),
  heightCm: z.number().nullable(),
  bodyWeightKg: z.number().nullable(),
  units: z.enum(UNIT_SYSTEMS),
  journeyStartDate: z.string(),
  milestoneAge: z.number(),
  mission: z.string().nullable(),
  reminderTime: z.string().nullable(),
});
