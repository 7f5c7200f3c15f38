import { z } from 'zod';
import { MAX_UTC_OFFSET_MINUTES } from '../domain/time-zone.ts';
import { MANTRA_CATEGORIES } from '../domain/method/mantras.ts';
import { PROGRESS_PHOTO_TYPES } from '../domain/method/progress-photo.ts';
import { isTimeZone } from '../domain/time-zone.ts';
import { isoDateSchema } from './health.ts';
import { textSchema } from './safe-input.ts';

/**
 * GET /api/method/overview. `date` is the user's local calendar day; `tz` the user's IANA time
 * zone, which places logged sets and completed workouts on the user's calendar days as Progress
 * does (the streak is one figure on both pages); `utcOffset` the user's offset from UTC in minutes
 * (east positive, -Date#getTimezoneOffset()), which bounds the meal windows and places the days
 * when no `tz` is sent.
 */
export const methodOverviewQuerySchema = z.object({
  date: isoDateSchema.optional(),
  utcOffset: z.coerce
    .number()
    .int()
    .min(-MAX_UTC_OFFSET_MINUTES)
    .max(MAX_UTC_OFFSET_MINUTES)
    .optional(),
  tz: textSchema('tz', { max: 64 })
    .refine(isTimeZone, { message: 'Use an IANA time zone such as Europe/Paris' })
    .optional(),
});

export const PILLAR_KEYS = ['strength', 'recovery', 'nutrition', 'consistency'] as const;
export type PillarKey = (typeof PILLAR_KEYS)[number];

export const STAT_KEYS = [
  'pullUps',
  'deadlift',
  'hrv',
  'sleep',
  'leapScore',
  'powerFoods',
  'streak',
  'mealsLogged',
  'zone2Minutes',
] as const;
export type StatKey = (typeof STAT_KEYS)[number];

/**
 * One quick stat, current / goal. `state` says why `current` may be null: 'no-data' (nothing
 * logged yet) or 'not-tracked' (the feature that would record it does not exist yet, e.g.
 * nutrition). `note` explains the figure in words built from the user's data.
 */
export const methodStatSchema = z.object({
  key: z.enum(STAT_KEYS),
  current: z.number().nullable(),
  goal: z.number(),
  unit: z.enum(['reps', 'lb', 'kg', 'ms', 'h', 'days', 'points', 'foods', 'meals', 'min']),
  state: z.enum(['value', 'no-data', 'not-tracked']),
  /** min(current / goal, 1); null without a current value. */
  ratio: z.number().nullable(),
  note: z.string().nullable(),
});
export type MethodStat = z.infer<typeof methodStatSchema>;

export const methodPillarSchema = z.object({
  key: z.enum(PILLAR_KEYS),
  /** Whole percent: the mean of the ratios of the stats that have a value; null when none has. */
  progress: z.number().nullable(),
  stats: z.array(methodStatSchema),
});
export type MethodPillar = z.infer<typeof methodPillarSchema>;

export const methodBannerSchema = z.object({
  kind: z.enum(['lift-record', 'goal-achieved']),
  title: z.string(),
  description: z.string(),
  /** The user's calendar day of the achievement. */
  date: isoDateSchema,
});
export type MethodBanner = z.infer<typeof methodBannerSchema>;

export const methodOverviewSchema = z.object({
  date: isoDateSchema,
  journey: z.object({
    startDate: isoDateSchema,
    started: z.boolean(),
    daysStrong: z.number().nullable(),
    daysToStart: z.number().nullable(),
    /** 1-52 (week 1 before the start). */
    week: z.number(),
    phase: z.number(),
    phaseName: z.string(),
    /** The 52 weeks are over (a new journey is offered on Today). */
    ended: z.boolean(),
  }),
  milestone: z.object({
    age: z.number(),
    date: isoDateSchema.nullable(),
    daysTo: z.number().nullable(),
    status: z.enum(['upcoming', 'today', 'passed', 'no-birth-date']),
  }),
  mantra: z.object({ category: z.enum(MANTRA_CATEGORIES), text: z.string() }),
  pillars: z.array(methodPillarSchema),
  /** Today's main workout for the Strength pillar's button; null when it has not been planned yet. */
  todayWorkoutId: z.string().nullable(),
  banner: methodBannerSchema.nullable(),
  mission: z.string().nullable(),
});
export type MethodOverview = z.infer<typeof methodOverviewSchema>;

export {
  PROGRESS_PHOTO_MAX_BYTES,
  PROGRESS_PHOTO_TYPES,
  type ProgressPhotoType,
} from '../domain/method/progress-photo.ts';

/** POST /api/method/photos?takenOn=YYYY-MM-DD (the raw image is the body). */
export const progressPhotoUploadQuerySchema = z.object({ takenOn: isoDateSchema.optional() });

export const progressPhotoParamsSchema = z.object({ id: textSchema('The photo id', { max: 100 }) });

export const progressPhotoSchema = z.object({
  id: z.string(),
  takenOn: isoDateSchema,
  contentType: z.enum(PROGRESS_PHOTO_TYPES),
  byteSize: z.number(),
  /** Where the image bytes are served (only to their owner). */
  url: z.string(),
  createdAt: z.string(),
});
export type ProgressPhoto = z.infer<typeof progressPhotoSchema>;

/** GET /api/method/photos: the series, newest first. */
export const progressPhotoListSchema = z.array(progressPhotoSchema);
