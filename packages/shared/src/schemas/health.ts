import { z } from 'zod';
import { HRV_METHODS } from '../domain/hrv-methods.ts';
import {
  calendarDateSchema,
  instantSchema,
  notSubnormal,
  numberSchema,
  textSchema,
} from './safe-input.ts';

/** A calendar day as YYYY-MM-DD that exists (2026-02-30 does not), from 1900 to 2200. */
export const isoDateSchema = calendarDateSchema();

/**
 * Server-side bounds for the manual entry: the UI hints typical ranges (HRV 30-80 ms, resting HR
 * 50-80 bpm, docs/product.md#health-entries); these bounds only reject values no human has, so an
 * athlete's HRV of 150 or a resting HR of 38 are kept.
 */
export const HEALTH_LIMITS = {
  hrvMs: { min: 5, max: 300 },
  restingHeartRate: { min: 25, max: 200 },
  sleepHours: { min: 0, max: 24 },
  sleepQuality: { min: 1, max: 10 },
  vo2Max: { min: 10, max: 95 },
} as const;

const nullableInt = (limits: { min: number; max: number }, label: string) =>
  numberSchema(label)
    .int(`${label} must be a whole number`)
    .min(limits.min, `${label} must be at least ${limits.min}`)
    .max(limits.max, `${label} must be at most ${limits.max}`)
    .nullable()
    .optional();

const nullableDecimal = (limits: { min: number; max: number }, label: string) =>
  numberSchema(label)
    .min(limits.min, `${label} must be at least ${limits.min}`)
    .max(limits.max, `${label} must be at most ${limits.max}`)
    .refine(notSubnormal(0.01), `${label} must be 0 or at least 0.01`)
    .nullable()
    .optional();

const DAY_MS = 86_400_000;
/** A health day: from 1900 to tomorrow (the user's day may be ahead of the server's). */
export const healthDaySchema = isoDateSchema.refine(
  (day) => Date.parse(day) <= Date.now() + DAY_MS,
  {
    message: 'The date cannot be in the future',
  },
);

export { DEFAULT_MANUAL_HRV_METHOD, HRV_METHODS, type HrvMethod } from '../domain/hrv-methods.ts';

/** POST /api/health/manual-entry (docs/product.md#health-entries): every metric is optional. */
export const healthManualEntrySchema = z
  .object({
    date: healthDaySchema,
    hrvScore: nullableInt(HEALTH_LIMITS.hrvMs, 'HRV'),
    /** How the HRV was measured; RMSSD when not said. Ignored without an HRV. */
    hrvMethod: z.enum(HRV_METHODS).optional(),
    restingHeartRate: nullableInt(HEALTH_LIMITS.restingHeartRate, 'Resting heart rate'),
    sleepHours: nullableDecimal(HEALTH_LIMITS.sleepHours, 'Sleep hours'),
    sleepQuality: nullableInt(HEALTH_LIMITS.sleepQuality, 'Sleep quality'),
    vo2Max: nullableDecimal(HEALTH_LIMITS.vo2Max, 'VO2 max'),
  })
  .refine(
    (entry) =>
      [
        entry.hrvScore,
        entry.restingHeartRate,
        entry.sleepHours,
        entry.sleepQuality,
        entry.vo2Max,
      ].some((value) => value !== null && value !== undefined),
    { message: 'Enter at least one metric', path: ['hrvScore'] },
  );
export type HealthManualEntry = z.infer<typeof healthManualEntrySchema>;

/**
 * A day's manual entry as stored (one row per user and day): what the Profile lists and lets the
 * user edit (PUT /api/health/manual-entries/{id} with healthManualEntrySchema, a full
 * replacement: a metric left out is cleared) or delete (DELETE, 204). Another user's id, or one
 * that no longer exists, answers 404; moving an entry onto a day that already has one answers 409.
 */
export const healthManualRecordSchema = z.object({
  id: z.string(),
  date: isoDateSchema,
  hrvScore: z.number().nullable(),
  /** Null when there is no HRV. */
  hrvMethod: z.enum(HRV_METHODS).nullable(),
  restingHeartRate: z.number().nullable(),
  sleepHours: z.number().nullable(),
  sleepQuality: z.number().nullable(),
  vo2Max: z.number().nullable(),
  updatedAt: z.string(),
});
export type HealthManualRecord = z.infer<typeof healthManualRecordSchema>;
export const healthManualRecordListSchema = z.array(healthManualRecordSchema);
export const healthManualListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(366).default(30),
});
export const healthEntryParamsSchema = z.object({ id: textSchema('The id', { max: 100 }) });
export const HEALTH_ENTRY_NOT_FOUND = 'Health entry not found';
export const HEALTH_DAY_TAKEN =
  'You already have an entry for that day: edit that one, or delete it first.';

export const HEALTH_SOURCES = ['manual', 'apple-health', 'platform'] as const;
export type HealthSource = (typeof HEALTH_SOURCES)[number];

export const HEALTH_METRIC_TYPES = ['all', 'hrv', 'restingHeartRate', 'sleep', 'vo2Max'] as const;

/**
 * GET /api/health/latest query: the window defaults to the last 24 hours
 * (docs/product.md#recovery-routes).
 */
export const healthLatestQuerySchema = z
  .object({
    type: z.enum(HEALTH_METRIC_TYPES).default('all'),
    start: instantSchema('start').or(calendarDateSchema('start')).optional(),
    end: instantSchema('end').or(calendarDateSchema('end')).optional(),
  })
  .refine(
    (query) => !query.start || !query.end || query.start.slice(0, 10) <= query.end.slice(0, 10),
    {
      message: 'start must not be after end',
      path: ['start'],
    },
  );
export type HealthLatestQuery = z.infer<typeof healthLatestQuerySchema>;

/**
 * The answer of GET /api/health/latest (docs/product.md#health-entries), or null with no data.
 */
export const healthDataSchema = z.object({
  hrv: z.number().nullable(),
  /** How that HRV was measured, when its source says (Apple Health: SDNN); null when unknown. */
  hrvMethod: z.enum(HRV_METHODS).nullable(),
  restingHeartRate: z.number().nullable(),
  sleepDuration: z.number().nullable(),
  sleepQuality: z.number().nullable(),
  vo2Max: z.number().nullable(),
  /** When the newest of these values was recorded or last changed (ISO timestamp). */
  lastSyncDate: z.string(),
  dataSource: z.enum(HEALTH_SOURCES),
});
export type HealthData = z.infer<typeof healthDataSchema>;
export const healthLatestResponseSchema = healthDataSchema.nullable();

/** POST /api/recovery/readiness: how the user feels today, each 1-10 (soreness: 10 is worst). */
export const readinessCheckinSchema = z.object({
  date: isoDateSchema,
  energy: z.number().int().min(1).max(10),
  mood: z.number().int().min(1).max(10),
  soreness: z.number().int().min(1).max(10),
});
export type ReadinessCheckin = z.infer<typeof readinessCheckinSchema>;

export const readinessQuerySchema = z.object({ date: isoDateSchema.optional() });

/** GET /api/recovery/readiness (docs/product.md#readiness-formula, with what drove the score). */
export const readinessSchema = z.object({
  date: isoDateSchema,
  /**
   * Null when nothing is known yet (no health data, no check-in): no score is invented, and so
   * there is no band or colour either (docs/decisions/009-readiness-and-health-entries.md).
   */
  readinessScore: z.number().nullable(),
  /**
   * The day's check-in, or without one the sliders' starting values (7, 3, 8:
   * docs/product.md#readiness-formula).
   */
  subjectiveEnergy: z.number(),
  subjectiveSoreness: z.number(),
  subjectiveMood: z.number(),
  band: z.enum(['Excellent', 'Good', 'Fair', 'Low', 'Poor']).nullable(),
  color: z.enum(['green', 'yellow', 'red']).nullable(),
  recoveryScore: z.number().nullable(),
  /** The check-in's score; null until the day's check-in is saved. */
  subjectiveScore: z.number().nullable(),
  /** Each part of the recovery score in 0..1, null when its metric is missing. */
  drivers: z.object({
    hrv: z.number().nullable(),
    sleep: z.number().nullable(),
    restingHeartRate: z.number().nullable(),
  }),
  /**
   * What the HRV part was read against (decision 032): the user's own baseline of the same method
   * once 7 days exist (7-day ln mean against the 60-day normal range), else the fixed 30-80 ms
   * scale (docs/product.md#hrv-baseline). Null without an HRV.
   */
  hrvBasis: z
    .object({
      method: z.enum(HRV_METHODS),
      kind: z.enum(['baseline', 'population']),
      /** Days of that method in the last 60 (the baseline needs 7). */
      days: z.number(),
      rolling7: z.number().nullable(),
      normalLow: z.number().nullable(),
      normalHigh: z.number().nullable(),
      status: z.enum(['below', 'within', 'above']).nullable(),
    })
    .nullable(),
  /**
   * The day's completed breathing, a habit shown beside readiness and never part of the score
   * (docs/decisions/036): minutes, sessions, and `part` = min(1, minutes / 10), null without a
   * completed session.
   */
  breathing: z.object({
    minutes: z.number(),
    sessions: z.number(),
    part: z.number().nullable(),
  }),
});
export type Readiness = z.infer<typeof readinessSchema>;
