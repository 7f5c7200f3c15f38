/**
 * GET /api/progress/overview (docs/product.md#progress-screen): every figure computed from the
 * user's own data; the formulas are in docs/progress.md.
 */
import { z } from 'zod';
import { PROGRESS_MONTHS } from '../domain/progress/range.ts';
import { MAIN_LIFTS } from '../domain/progress/strength-progress.ts';
import { DEFAULT_TIME_ZONE, isTimeZone } from '../domain/time-zone.ts';
import { PILLARS } from '../domain/progress/volume.ts';
import { breathingTrendsSchema } from './breathing.ts';
import { HRV_METHODS, isoDateSchema } from './health.ts';
import { textSchema } from './safe-input.ts';
import { WEIGHT_UNITS } from '../domain/units/weight.ts';
import { LIFT_PATTERNS } from '../domain/progress/movement-sets.ts';

export const progressOverviewQuerySchema = z.object({
  /** The user's local calendar day; every figure is "as of" it. Defaults to today in `tz`. */
  date: isoDateSchema.optional(),
  months: z.coerce
    .number()
    .int('months must be a whole number')
    .min(PROGRESS_MONTHS.min, `months must be at least ${PROGRESS_MONTHS.min}`)
    .max(PROGRESS_MONTHS.max, `months must be at most ${PROGRESS_MONTHS.max}`)
    .default(PROGRESS_MONTHS.default),
  /** The user's IANA time zone (Intl's resolvedOptions().timeZone); completion times become its days. */
  tz: textSchema('tz', { max: 64 })
    .refine(isTimeZone, { message: 'Use an IANA time zone such as Europe/Paris' })
    .default(DEFAULT_TIME_ZONE),
});
export type ProgressOverviewQuery = z.input<typeof progressOverviewQuerySchema>;

const pillarVolumeSchema = z.object({
  /** Completed sessions (a Redo is a second session). */
  sessions: z.number(),
  /**
   * Minutes trained in those sessions (domain/progress/minutes-trained.ts, decision 091): each
   * session's own time (its app's duration for an import, else its first set to its finish, the
   * finish counted at most 10 minutes after its last set, none over 4 hours), or its timed sets'
   * minutes (a Zone 2 ride, decision 033) when longer; the plan's minutes only for a session
   * without either (`untimedSessions`), 0 without a plan. Whole minutes, rounded per session.
   */
  minutes: z.number(),
  /**
   * Of `sessions`, those without a time of their own (nothing logged, or all of it at the instant
   * of the finish; an import without a believable duration), whose minutes are their plan's. Absent from an answer kept on
   * a device from before decision 091, whose `minutes` were all planned.
   */
  untimedSessions: z.number().optional(),
  /** Of `minutes`, those the plans gave the untimed sessions. Absent from before, as above. */
  minutesFromPlan: z.number().optional(),
  /**
   * Volume load of those sessions' sets: Σ weight x reps of performed, non-warm-up sets of
   * rep-counted exercises, each weight converted to `loadUnit` (domain/progress/volume.ts setWork).
   */
  load: z.number(),
  /** Seconds of timed work (holds, carries, planks) in those sessions; never in `load`. */
  timeUnderLoadSeconds: z.number(),
});
export type PillarVolume = z.infer<typeof pillarVolumeSchema>;

const pillarsSchema = z.object(
  Object.fromEntries(PILLARS.map((pillar) => [pillar, pillarVolumeSchema])) as Record<
    (typeof PILLARS)[number],
    typeof pillarVolumeSchema
  >,
);
export type PillarVolumes = z.infer<typeof pillarsSchema>;

export const monthlyVolumeSchema = z.object({
  /**
   * What `minutes` counts: the time each completed session took (decision 091; it was
   * 'planned minutes', the plan's duration, which a programme workout still counted however long
   * it took).
   */
  unit: z.literal('minutes trained'),
  /** The user's unit (settings.units), in which `load` is counted. */
  loadUnit: z.enum(WEIGHT_UNITS),
  /** Oldest first, every month of the range (zeros included), the current month last. */
  months: z.array(z.object({ month: z.string(), pillars: pillarsSchema })),
  totals: pillarsSchema,
});
export type MonthlyVolume = z.infer<typeof monthlyVolumeSchema>;

export const strengthLiftSchema = z.object({
  /** The main-lift family, or null for any other of the user's most-trained lifts. */
  lift: z.enum(MAIN_LIFTS).nullable(),
  exerciseId: z.string(),
  name: z.string(),
  /** Working sets of it in the range (what "most trained" counts). */
  workingSets: z.number(),
  /** e1RM in the user's unit for loaded lifts; best reps to failure (reps + RIR) for bodyweight ones. */
  measure: z.enum(['e1rm', 'repsToFailure']),
  unit: z.enum(['lb', 'kg', 'reps']),
  /** One point per day the lift was trained: that day's best set, oldest first. */
  points: z.array(z.object({ date: isoDateSchema, value: z.number() })),
  latest: z.number(),
  best: z.number(),
  /** latest - first point of the range; null with a single point. */
  change: z.number().nullable(),
  changePercent: z.number().nullable(),
});
export type StrengthLift = z.infer<typeof strengthLiftSchema>;

const hrvMethodSchema = z.enum(HRV_METHODS).nullable();

export const recoveryDaySchema = z.object({
  date: isoDateSchema,
  hrv: z.number().nullable(),
  /** How that day's HRV was measured when its source says (Apple Health: SDNN). */
  hrvMethod: hrvMethodSchema,
  restingHeartRate: z.number().nullable(),
  sleepHours: z.number().nullable(),
  /** The day's HRV per method (decision 032): SDNN (Apple Watch) and RMSSD (strap) apart. */
  hrvRmssd: z.number().nullable(),
  hrvSdnn: z.number().nullable(),
  /**
   * Trailing 7-day means (the day and the 6 before it) of the days that have a value. HRV's is
   * over the same method as the day's value (null without one); each method has its own.
   */
  hrvAverage7: z.number().nullable(),
  hrvRmssdAverage7: z.number().nullable(),
  hrvSdnnAverage7: z.number().nullable(),
  restingHeartRateAverage7: z.number().nullable(),
  sleepHoursAverage7: z.number().nullable(),
});
export type RecoveryDay = z.infer<typeof recoveryDaySchema>;

export const recoverySummarySchema = z.object({
  latest: z.object({ date: isoDateSchema, value: z.number() }).nullable(),
  /** Mean over today and the 6 days before it, of the days with a value. */
  average7: z.number().nullable(),
  /** The same over the 7 days before those. */
  previousAverage7: z.number().nullable(),
});
export type RecoverySummary = z.infer<typeof recoverySummarySchema>;

export const recoveryTrendsSchema = z.object({
  /** Days of the range with at least one of the three metrics, oldest first. */
  days: z.array(recoveryDaySchema),
  /** HRV: the summary is of the method of the latest value, never a mix (decision 032). */
  hrv: recoverySummarySchema.extend({
    /** The HRV methods of the range's values (SDNN and RMSSD do not compare). */
    methods: z.array(z.enum(HRV_METHODS)),
    /** The method of the latest value, which the summary above describes; null without one. */
    method: hrvMethodSchema,
    /** Each method's own summary. */
    byMethod: z.object({ rmssd: recoverySummarySchema, sdnn: recoverySummarySchema }),
  }),
  restingHeartRate: recoverySummarySchema,
  sleepHours: recoverySummarySchema,
  /** Completed breathing sessions per day (docs/decisions/015-breathing-and-hrv.md). */
  breathing: breathingTrendsSchema,
});
export type RecoveryTrends = z.infer<typeof recoveryTrendsSchema>;

export const progressOverviewSchema = z.object({
  date: isoDateSchema,
  timeZone: z.string(),
  range: z.object({ start: isoDateSchema, end: isoDateSchema, months: z.number() }),
  /** Completed sessions, a Redo included (domain/progress/completed-workouts.ts). */
  workoutsCompleted: z.object({
    /** Completed sessions up to `date`, all time. */
    total: z.number(),
    /** Completed sessions from the 1st of `date`'s month to `date`. */
    thisMonth: z.number(),
  }),
  dayStreak: z.object({
    days: z.number(),
    trainedToday: z.boolean(),
    /** The last day with a completed session, or null. */
    lastTrainedOn: isoDateSchema.nullable(),
  }),
  monthlyVolume: monthlyVolumeSchema,
  /** Working sets per lifting pattern over the range and this week (decision 062). */
  movementSets: z.object({
    weeks: z.number(),
    /** Where the average begins: the range's start or the week of the first set (absent from before). */
    since: isoDateSchema.optional(),
    patterns: z.array(
      z.object({
        pattern: z.enum(LIFT_PATTERNS),
        total: z.number(),
        perWeek: z.number(),
        thisWeek: z.number(),
        /** The last 8 weeks' sets (fewer for a shorter range), oldest first; absent from before. */
        recent: z.array(z.number()).optional(),
      }),
    ),
  }),
  strengthProgress: z.array(strengthLiftSchema),
  recoveryTrends: recoveryTrendsSchema,
});
export type ProgressOverview = z.infer<typeof progressOverviewSchema>;
