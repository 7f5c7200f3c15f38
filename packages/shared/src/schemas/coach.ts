import { z } from 'zod';
import { SET_LIMITS } from '../domain/set-limits.ts';
import { WEIGHT_UNITS } from '../domain/units/weight.ts';
import { isoDateSchema } from './health.ts';
import { textSchema } from './safe-input.ts';

/** The exercise ids of the library are kebab-case slugs. */
export const exerciseIdParamsSchema = z.object({
  exerciseId: textSchema('The exercise id', { max: 80, trim: false }).regex(
    /^[a-z0-9-]+$/,
    'Unknown exercise',
  ),
});

/** Which prescription the recommendation is for: a workout's exercise at a position. */
export const exerciseRecommendationQuerySchema = z.object({
  workoutId: z.uuid().optional(),
  exerciseIndex: z.coerce
    .number()
    .int()
    .min(SET_LIMITS.exerciseIndex.min)
    .max(SET_LIMITS.exerciseIndex.max)
    .optional(),
  date: isoDateSchema.optional(),
});

/** docs/product.md#weight-recommendation. */
export const exerciseRecommendationSchema = z.object({
  exerciseId: z.string(),
  /** In `weightUnit`, on the user's step (decision 024). */
  recommendedWeight: z.number(),
  /** Addition: the user's unit, which recommendedWeight and lastPerformed.weight are in. */
  weightUnit: z.enum(WEIGHT_UNITS),
  confidence: z.number().min(0).max(1),
  reasoning: z.string(),
  lastPerformed: z
    .object({ weight: z.number(), reps: z.number(), rir: z.number().nullable() })
    .nullable(),
});
export type ExerciseRecommendationView = z.infer<typeof exerciseRecommendationSchema>;

/** docs/product.md#progression-advice. */
export const progressionRecommendationSchema = z.object({
  action: z.enum(['increase', 'maintain', 'deload']),
  confidence: z.number().min(0).max(1),
  reasoning: z.string(),
  timeframe: z.string(),
  recoveryFocus: z.array(z.string()),
});
export type ProgressionRecommendationView = z.infer<typeof progressionRecommendationSchema>;

/** Movement cues (docs/product.md#ai-coach-dialog). */
export const movementCuesSchema = z.object({ cues: z.array(z.string()) });
export type MovementCuesView = z.infer<typeof movementCuesSchema>;

/** The form analysis (docs/product.md#ai-coach-dialog; docs/decisions/036). */
export const formAnalysisSchema = z.object({
  /** The form score, from the latest video analysis of the last 6 weeks only; null without one. */
  overallScore: z.number().min(0).max(100).nullable(),
  /** Addition: how close logged RIR was to the target, 0-100; null until 3 rated sets, cardio. */
  effortAccuracy: z.number().min(0).max(100).nullable(),
  feedback: z.array(z.string()),
  recommendations: z.array(z.string()),
  riskFactors: z.array(z.string()),
});
export type FormAnalysisView = z.infer<typeof formAnalysisSchema>;
