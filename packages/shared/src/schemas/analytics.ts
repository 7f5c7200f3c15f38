/**
 * The analytics calls (docs/product.md#analytics-routes; docs/decisions/017-analytics.md).
 * Formulas: docs/analytics.md. Where the original prototype had a plain number, a field is
 * nullable here when the user's data cannot give it (docs/product.md#analytics-screen: no
 * invented numbers); the additions to the prototype's shapes are marked.
 */
import { z } from 'zod';
import { WEIGHT_UNITS } from '../domain/units/weight.ts';
import { LONGEVITY_MARKERS } from '../domain/analytics/markers.ts';
import { DEFAULT_TIME_ZONE, isTimeZone } from '../domain/time-zone.ts';
import { textSchema } from './safe-input.ts';
import { ANALYTICS_RANGES, DEFAULT_ANALYTICS_RANGE } from '../domain/analytics/ranges.ts';

export { ANALYTICS_RANGES, DEFAULT_ANALYTICS_RANGE };

/**
 * The user's IANA time zone (Intl's resolvedOptions().timeZone), as Progress and Method take it:
 * "today", the journey week and the days of the charts are the user's, not UTC's.
 */
const tzSchema = textSchema('tz', { max: 64 })
  .refine(isTimeZone, { message: 'Use an IANA time zone such as Europe/Paris' })
  .default(DEFAULT_TIME_ZONE);

/** GET /api/ai/predictive-insights and /api/ai/training-phase-analysis. */
export const analyticsQuerySchema = z.object({ tz: tzSchema });

export const performanceMetricsQuerySchema = z.object({
  days: z
    .enum(['30', '90', '180'], { message: 'days must be 30, 90 or 180' })
    .default('90')
    .transform(Number),
  tz: tzSchema,
});
export type PerformanceMetricsQuery = z.input<typeof performanceMetricsQuerySchema>;

const strengthProgressionSchema = z.object({
  exerciseId: z.string(),
  exerciseName: z.string(),
  /** In `weightUnit`: the best session e1RM of the last 42 days. */
  currentMax: z.number().nullable(),
  /** %/week. */
  progressionRate: z.number().nullable(),
  /** 0..1. */
  plateauRisk: z.number().nullable(),
  /** In `weightUnit`, 12 weeks ahead. */
  projectedMax: z.number().nullable(),
  /** Addition (decision 024): the user's unit, which the maxes and the trend are in. */
  weightUnit: z.enum(WEIGHT_UNITS),
  /** Addition: the sessions of the range the figures come from. */
  sessions: z.number(),
  /** Addition, for the chart: each day's best session e1RM (weightUnit) in the range, oldest first. */
  e1rmTrend: z.array(z.object({ date: z.string(), e1rm: z.number() })),
});
export type StrengthProgression = z.infer<typeof strengthProgressionSchema>;

export const performanceMetricsSchema = z.object({
  /** Addition: the range and the instant the figures are "as of". */
  days: z.number(),
  asOf: z.string(),
  strengthProgression: z.array(strengthProgressionSchema),
  volumeProgression: z.object({
    /**
     * Volume load (Σ weight × reps of performed, non-warm-up sets of rep-counted exercises) over
     * the last 7 days, in `unit`: each set's weight converted from the unit it was entered in.
     */
    weeklyVolume: z.number(),
    /** Addition: the user's unit (settings.units) of every volume here. */
    unit: z.enum(WEIGHT_UNITS),
    /** Addition: seconds of timed work (holds, carries, planks) over the last 7 days. */
    weeklyTimeUnderLoadSeconds: z.number(),
    /** %. */
    volumeChange: z.number().nullable(),
    /** 0..1. */
    overreachingRisk: z.number().nullable(),
    /**
     * Addition: the acute:chronic workload ratio the risk comes from: 7-day load / (28-day load /
     * 4); null before 28 days of history (docs/decisions/035-local-days-acwr-and-sleep.md).
     */
    acwr: z.number().nullable(),
    /** Addition: days of history the ratio still needs (28 − days since the first set); 0 once it has them. */
    acwrNeedsDays: z.number(),
    /**
     * Addition, for the charts: the range as whole weeks back from now, oldest first; `end` is the
     * week's last day (YYYY-MM-DD, the user's time zone), `volume` its volume load (`unit`), `acwr` the ratio
     * then, `timeUnderLoadSeconds` its timed work.
     */
    weeks: z.array(
      z.object({
        end: z.string(),
        volume: z.number(),
        acwr: z.number().nullable(),
        timeUnderLoadSeconds: z.number(),
      }),
    ),
  }),
  cardioFitness: z.object({
    /** ml/kg/min. */
    estimatedVO2Max: z.number().nullable(),
    /** Addition: where the VO2 max comes from. */
    vo2MaxSource: z.enum(['recorded', 'heartRate']).nullable(),
    /** Addition: whether the birth date the estimate needs is given (what to ask for without one). */
    hasBirthDate: z.boolean().optional(),
    /** % of this journey week's planned Zone 2 sessions done. */
    zone2Progress: z.number().nullable(),
    /** Additions: the counts behind zone2Progress. */
    zone2Done: z.number(),
    zone2Planned: z.number(),
    /**
     * Addition (decision 033): this journey week's Zone 2 from the logged sets, with what a strap
     * verified (the 70 % rule of docs/product.md#zone-2-session) apart from minutes typed in.
     */
    zone2Week: z
      .object({
        minutes: z.number(),
        verifiedMinutes: z.number(),
        timeInZoneMinutes: z.number(),
        sessions: z.number(),
        verifiedSessions: z.number(),
      })
      .optional(),
    /** % fall of the resting heart rate over the range on its trend. */
    cardiacEfficiency: z.number().nullable(),
  }),
  /** 0-100 each; null when the marker's data is missing. */
  longevityMarkers: z.record(z.enum(LONGEVITY_MARKERS), z.number().nullable()),
});
export type PerformanceMetrics = z.infer<typeof performanceMetricsSchema>;

export const RISK_LEVELS = ['high', 'moderate', 'low'] as const;

export const predictiveInsightsSchema = z.object({
  injuryRiskFactors: z.array(
    z.object({ risk: z.enum(RISK_LEVELS), factor: z.string(), mitigation: z.array(z.string()) }),
  ),
  plateauPredictions: z.array(
    z.object({
      exerciseId: z.string(),
      /** Addition: the exercise's name, for the screen. */
      exerciseName: z.string(),
      timeToPlateauWeeks: z.number(),
      preventionStrategies: z.array(z.string()),
    }),
  ),
  optimizationOpportunities: z.array(
    z.object({ area: z.string(), potentialGain: z.string(), implementation: z.array(z.string()) }),
  ),
  longevityProjections: z.object({
    /**
     * 0-100: the mean progress of the decathlon goals tested at least once; null before any has
     * been. Not the goals reached: that is `goalsReached`.
     */
    goalAlignment: z.number().nullable(),
    /** Addition: how many goals have been tested at least once. */
    goalsTested: z.number(),
    /** Addition: the goals whose status is 'Achieved', of all of them (domain/goals/status.ts). */
    goalsReached: z.object({ achieved: z.number(), total: z.number() }),
    currentTrajectory: z.string(),
    adjustmentRecommendations: z.array(z.string()),
  }),
  /** Addition: what could not be assessed for lack of data, in plain words. */
  dataNotes: z.array(z.string()),
});
export type PredictiveInsights = z.infer<typeof predictiveInsightsSchema>;

export const PHASE_ACTIONS = ['advance', 'extend', 'deload'] as const;

export const trainingPhaseAnalysisSchema = z.object({
  /** The journey phase's name, e.g. "Strength". */
  currentPhase: z.string(),
  /** Addition: the journey week 1-52 and the phase's number. */
  week: z.number(),
  phaseNumber: z.number(),
  /** The original prototype showed it as text; here the action and its reason. */
  nextPhaseRecommendation: z.object({ action: z.enum(PHASE_ACTIONS), reason: z.string() }),
  /** % of the phase's weeks reached. */
  phaseProgress: z.number(),
  /** Only the markers the data gives. */
  adaptationMarkers: z.record(z.string(), z.number()),
  phaseOptimizations: z.array(z.string()),
});
export type TrainingPhaseAnalysis = z.infer<typeof trainingPhaseAnalysisSchema>;
