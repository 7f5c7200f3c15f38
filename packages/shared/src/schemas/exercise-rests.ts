import { z } from 'zod';
import { EXERCISE_REST } from '../domain/exercise-rest.ts';
import { exerciseParamsSchema } from './records.ts';
import { numberSchema } from './safe-input.ts';

/** PUT /api/exercise-rests/{exerciseId}: the lifter's rest for the exercise; null goes back to the plan's. */
export const exerciseRestInputSchema = z.object({
  restSeconds: numberSchema('The rest')
    .int('The rest is a whole number of seconds')
    .min(EXERCISE_REST.min, `The rest is at least ${EXERCISE_REST.min} seconds`)
    .max(EXERCISE_REST.max, `The rest is at most ${EXERCISE_REST.max / 60} minutes`)
    .nullable(),
});
export type ExerciseRestInput = z.infer<typeof exerciseRestInputSchema>;

export const exerciseRestParamsSchema = exerciseParamsSchema;

export const exerciseRestSchema = z.object({
  exerciseId: z.string(),
  restSeconds: z.number().nullable(),
});
export type ExerciseRest = z.infer<typeof exerciseRestSchema>;

/** GET /api/exercise-rests: every exercise the lifter keeps his own rest for. */
export const exerciseRestsSchema = z.object({ rests: z.array(exerciseRestSchema) });
export type ExerciseRests = z.infer<typeof exerciseRestsSchema>;
