/**
 * Breathing sessions (docs/product.md#breathing-screen, docs/product.md#chest-strap): what the
 * client saves when a session ends, and what it reads back. Simulated (demo) HRV is never stored as
 * the user's HRV: a demo session keeps only the fact that it was a demo.
 */
import { z } from 'zod';
import { MAX_ARTEFACT_PERCENT } from '../domain/breathing/hrv.ts';
import { BREATHING_INPUTS, BREATHING_PATTERNS } from '../domain/breathing/patterns.ts';
import { HEALTH_LIMITS, isoDateSchema } from './health.ts';
import { instantSchema, numberSchema } from './safe-input.ts';

export const HRV_SOURCES = ['strap', 'demo'] as const;
export type HrvSource = (typeof HRV_SOURCES)[number];

const wholeSeconds = (limits: { min: number; max: number }, label: string) =>
  numberSchema(label)
    .int(`${label} must be whole seconds`)
    .min(limits.min, `${label} must be at least ${limits.min} s`)
    .max(limits.max, `${label} must be at most ${limits.max} s`);

const rmssdSchema = numberSchema('RMSSD').min(0).max(HEALTH_LIMITS.hrvMs.max);

/** The session's HRV: RMSSD readings from a strap, or only the word that it was a demo. */
export const breathingHrvInputSchema = z
  .discriminatedUnion('source', [
    z.object({
      source: z.literal('strap'),
      startRmssd: rmssdSchema,
      endRmssd: rmssdSchema,
      averageRmssd: rmssdSchema,
      sampleCount: z.number().int().min(1).max(100_000),
      /**
       * Mean artefact percentage of the readings kept (decision 032). Readings above 5 % are
       * refused on the device, so a higher figure is refused here too; older clients send none.
       */
      artefactPercent: numberSchema('Artefact percentage')
        .min(0)
        .max(MAX_ARTEFACT_PERCENT, `Artefacts above ${MAX_ARTEFACT_PERCENT} % give no HRV reading`)
        .nullable()
        .optional(),
    }),
    // Any numbers sent along are dropped by the parse: a simulation is not a measurement.
    z.object({ source: z.literal('demo') }),
  ])
  .nullable();

const MAX_SECONDS = BREATHING_INPUTS.durationMinutes.max * 60;

/** POST /api/breathing/sessions. `clientId` makes a replay (offline outbox, retry) store one row. */
export const breathingSessionInputSchema = z
  .object({
    clientId: z.uuid(),
    /** The user's local calendar day the session started on (readiness and trends count by day). */
    date: isoDateSchema,
    pattern: z.enum(BREATHING_PATTERNS),
    inhaleSeconds: wholeSeconds(BREATHING_INPUTS.inhale, 'Inhale'),
    holdSeconds: wholeSeconds(BREATHING_INPUTS.hold, 'Hold'),
    exhaleSeconds: wholeSeconds(BREATHING_INPUTS.exhale, 'Exhale'),
    plannedSeconds: wholeSeconds(
      { min: BREATHING_INPUTS.durationMinutes.min * 60, max: MAX_SECONDS },
      'Planned duration',
    ),
    actualSeconds: wholeSeconds({ min: 0, max: MAX_SECONDS }, 'Actual duration'),
    breaths: z.number().int().min(0).max(MAX_SECONDS),
    /** The time ran out (true) or the user pressed Stop (false). */
    completed: z.boolean(),
    startedAt: instantSchema('The start'),
    endedAt: instantSchema('The end'),
    hrv: breathingHrvInputSchema,
  })
  .refine((s) => s.actualSeconds <= s.plannedSeconds, {
    message: 'The actual duration cannot exceed the planned one',
    path: ['actualSeconds'],
  })
  .refine((s) => Date.parse(s.endedAt) >= Date.parse(s.startedAt), {
    message: 'The session cannot end before it started',
    path: ['endedAt'],
  })
  .refine(
    (s) => {
      // A breath takes at least one whole cycle's inhale and hold; allow one more for rounding.
      const cycle = s.inhaleSeconds + s.holdSeconds + s.exhaleSeconds;
      return s.breaths <= Math.floor(s.actualSeconds / cycle) + 1;
    },
    { message: 'More breaths than the duration allows', path: ['breaths'] },
  );
export type BreathingSessionInput = z.input<typeof breathingSessionInputSchema>;
export type BreathingSessionData = z.output<typeof breathingSessionInputSchema>;

export const breathingSessionSchema = z.object({
  id: z.string(),
  clientId: z.string(),
  date: isoDateSchema,
  pattern: z.enum(BREATHING_PATTERNS),
  inhaleSeconds: z.number(),
  holdSeconds: z.number(),
  exhaleSeconds: z.number(),
  plannedSeconds: z.number(),
  actualSeconds: z.number(),
  breaths: z.number(),
  completed: z.boolean(),
  startedAt: z.string(),
  endedAt: z.string(),
  /** Where the session's HRV came from; the RMSSD figures are null unless it is 'strap'. */
  hrvSource: z.enum(HRV_SOURCES).nullable(),
  startRmssd: z.number().nullable(),
  endRmssd: z.number().nullable(),
  averageRmssd: z.number().nullable(),
  hrvSampleCount: z.number(),
  hrvArtefactPercent: z.number().nullable(),
  createdAt: z.string(),
});
export type BreathingSession = z.infer<typeof breathingSessionSchema>;

export const breathingSessionListSchema = z.array(breathingSessionSchema);

export const BREATHING_LIST_LIMITS = { default: 20, max: 100 } as const;

/** GET /api/breathing/sessions: the user's most recent sessions, newest first. */
export const breathingSessionsQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(BREATHING_LIST_LIMITS.max)
    .default(BREATHING_LIST_LIMITS.default),
});

/** One day of breathing in the recovery trends (completed sessions only). */
export const breathingDaySchema = z.object({
  date: isoDateSchema,
  minutes: z.number(),
  sessions: z.number(),
  /** Mean of the day's strap sessions' average RMSSD; null without a strap. Not resting HRV. */
  strapRmssd: z.number().nullable(),
});
export type BreathingDay = z.infer<typeof breathingDaySchema>;

export const breathingTrendsSchema = z.object({
  /** Days of the range with a completed session, oldest first. */
  days: z.array(breathingDaySchema),
  /** Completed minutes over the last 7 days (the range's end and the 6 before), and the 7 before. */
  minutes7: z.number(),
  previousMinutes7: z.number(),
});
export type BreathingTrends = z.infer<typeof breathingTrendsSchema>;
