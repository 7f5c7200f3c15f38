/** The user's own exercises and swaps (decision 037). */
import { z } from 'zod';
import { CUSTOM_EXERCISE_KINDS } from './workout-import.ts';
import { textSchema } from './safe-input.ts';
import { LIFT_PATTERNS } from '../domain/progress/movement-sets.ts';

import { CUSTOM_EXERCISE_NAME_MAX } from '../domain/programme/custom-exercise.ts';

export {
  CUSTOM_EXERCISE_NAME_MAX,
  CUSTOM_EXERCISE_PREFIX,
  isCustomExerciseId,
} from '../domain/programme/custom-exercise.ts';

export const customExerciseInputSchema = z.object({
  name: textSchema('The exercise name', { min: 1, max: CUSTOM_EXERCISE_NAME_MAX }),
  kind: z.enum(CUSTOM_EXERCISE_KINDS),
  equipment: textSchema('The equipment', { min: 0, max: 80 }).nullish(),
  /** The movement it trains (decision 064): the coach's load steps and Sets by Movement use it. */
  pattern: z.enum(LIFT_PATTERNS).nullish(),
  restSeconds: z.number().int().min(0).max(600).default(90),
});
export type CustomExerciseInput = z.input<typeof customExerciseInputSchema>;

export const customExerciseSchema = z.object({
  /** `custom-<uuid>`. */
  id: z.string(),
  name: z.string(),
  kind: z.enum(CUSTOM_EXERCISE_KINDS),
  equipment: z.string().nullable(),
  pattern: z.enum(LIFT_PATTERNS).nullable(),
  restSeconds: z.number(),
});
export type CustomExercise = z.infer<typeof customExerciseSchema>;
export const customExerciseListSchema = z.array(customExerciseSchema);

/** POST /api/workouts/{workoutId}/swaps. */
export const exerciseSwapInputSchema = z.object({
  fromExerciseId: textSchema('The exercise id', { min: 1, max: 80, trim: false }),
  toExerciseId: textSchema('The exercise id', { min: 1, max: 80, trim: false }),
  scope: z.enum(['today', 'phase']),
});
export type ExerciseSwapInput = z.infer<typeof exerciseSwapInputSchema>;

/** PATCH /api/custom-exercises/{id}: the fields to change (at least one). */
export const customExercisePatchSchema = z
  .object({
    name: customExerciseInputSchema.shape.name.optional(),
    kind: z.enum(CUSTOM_EXERCISE_KINDS).optional(),
    equipment: customExerciseInputSchema.shape.equipment,
    /** Null clears it. */
    pattern: customExerciseInputSchema.shape.pattern,
    restSeconds: z.number().int().min(0).max(600).optional(),
  })
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), {
    message: 'Nothing to change',
  });
export type CustomExercisePatch = z.infer<typeof customExercisePatchSchema>;

/** DELETE /api/workouts/{workoutId}/swaps/{fromExerciseId}?scope=today|phase. */
export const exerciseSwapScopeQuerySchema = z.object({
  scope: z.enum(['today', 'phase']).default('today'),
});
