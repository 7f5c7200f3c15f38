import { z } from 'zod';
import { isTimeZone } from '../domain/time-zone.ts';
import { HEALTH_SOURCES, isoDateSchema } from './health.ts';
import { textSchema } from './safe-input.ts';

const count = z.number().int().min(0);

export { FLAGGED_SLEEP_LISTED, PLAUSIBLE_SLEEP_HOURS } from '../domain/plausible-sleep.ts';

/**
 * What one import of an Apple Health export found and changed. `days` = daysAdded + daysUpdated
 * + daysUnchanged; importing the same export again gives daysAdded 0 and daysUpdated 0.
 */
export const appleHealthImportSummarySchema = z.object({
  /** Every Record element in the export, of any type. */
  recordCount: count,
  /** Records that went into a day's HRV, resting heart rate, sleep or VO2 max. */
  recordsUsed: count,
  /** Records of those types skipped for an impossible value (outside HEALTH_LIMITS). */
  rejected: count,
  /** Days with at least one of the four metrics. */
  days: count,
  daysAdded: count,
  daysUpdated: count,
  daysUnchanged: count,
  firstDate: isoDateSchema.nullable(),
  lastDate: isoDateSchema.nullable(),
  /**
   * Days whose merged sleep was over PLAUSIBLE_SLEEP_HOURS: imported without sleep. `days` counts
   * them; `listed` holds the first FLAGGED_SLEEP_LISTED, with the hours found. Absent from imports
   * made before it (read as none).
   */
  implausibleSleep: z
    .object({
      days: count,
      listed: z.array(z.object({ date: isoDateSchema, hours: z.number() })),
    })
    .default({ days: 0, listed: [] }),
  /** Days with each metric. HRV is Apple's SDNN, not the RMSSD of a chest strap. */
  metrics: z.object({
    hrvDays: count,
    restingHeartRateDays: count,
    sleepDays: count,
    vo2MaxDays: count,
  }),
  /**
   * Days with a body mass (each day's first reading), and how many of them joined the body-weight
   * log: a day with a weigh-in already keeps it (decision 058). Absent from imports made before.
   */
  bodyWeight: z.object({ days: count, added: count }).default({ days: 0, added: 0 }),
  /** Days with a body fat and with a waist reading, and how many joined the logs (decision 066). */
  bodyFat: z.object({ days: count, added: count }).default({ days: 0, added: 0 }),
  waist: z.object({ days: count, added: count }).default({ days: 0, added: 0 }),
});
export type AppleHealthImportSummary = z.infer<typeof appleHealthImportSummarySchema>;

/**
 * POST /api/health/import/apple-health answers with the import it recorded; GET
 * /api/health/imports lists the user's last 10, newest first.
 */
export const healthImportSchema = z.object({
  id: z.string(),
  source: z.enum(HEALTH_SOURCES),
  /** ISO timestamp. */
  importedAt: z.string(),
  summary: appleHealthImportSummarySchema,
});
export type HealthImport = z.infer<typeof healthImportSchema>;
export const healthImportListSchema = z.array(healthImportSchema);

/** Content types the import accepts; the server tells zip from XML by the file's first bytes. */
export const HEALTH_IMPORT_CONTENT_TYPES = [
  'application/zip',
  'application/x-zip-compressed',
  'application/xml',
  'text/xml',
  'application/octet-stream',
] as const;

/**
 * POST /api/health/import/apple-health?tz=ZONE: the user's IANA zone, which gives each night its
 * wake-up day (decision 035). Without it, the days the export wrote.
 */
export const healthImportQuerySchema = z.object({
  tz: textSchema('tz', { max: 64 })
    .refine(isTimeZone, { message: 'Use an IANA time zone such as Europe/Paris' })
    .optional(),
});
