import { z } from 'zod';
import { FREE_WORKOUT_NAME_MAX } from '../domain/programme/free-workout.ts';
import { textSchema } from './safe-input.ts';
import {
  pickedExerciseIdsSchema,
  plannedSetsSchema,
  setsOfPickedOnly,
  supersetPairsSchema,
  supersetsOfNeighbours,
} from './training.ts';

/** The most routines one lifter keeps (decision 076): Hevy's free tier keeps 4, Strong's 3. */
export const ROUTINES_MAX = 100;

/**
 * PUT /api/routines/:id (decision 076): a named list of exercises he starts as a free workout.
 * The id is the client's, so saving again replaces the routine rather than making a second.
 */
export const routineInputSchema = z
  .object({
    name: textSchema('The routine name', { min: 1, max: FREE_WORKOUT_NAME_MAX }),
    exerciseIds: pickedExerciseIdsSchema('A routine holds').refine(
      (ids) => new Set(ids).size === ids.length,
      'An exercise appears once in a routine',
    ),
    /** Addition (decision 078): sets per exercise; an exercise absent starts with its default. */
    sets: plannedSetsSchema.optional(),
    /** Addition (decision 084): exercises done back to back, each pair's second after its first. */
    supersets: supersetPairsSchema.optional(),
  })
  .refine(setsOfPickedOnly.check, setsOfPickedOnly.message)
  .refine(supersetsOfNeighbours.check, supersetsOfNeighbours.message);
export type RoutineInput = z.infer<typeof routineInputSchema>;

export const routineSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** In the order he does them; an exercise of his own he has since deleted is left out. */
  exerciseIds: z.array(z.string()),
  /**
   * Addition (decision 078): sets per exercise as he set them; one absent has its default. A
   * device's copy saved before it has none; the server always sends it.
   */
  sets: z.record(z.string(), z.number()).optional(),
  /**
   * Addition (decision 084): pairs of exercises done back to back (a superset; two pairs sharing
   * an exercise, a circuit). A device's copy saved before it has none.
   */
  supersets: z.array(z.tuple([z.string(), z.string()])).optional(),
  updatedAt: z.string(),
});
export type Routine = z.infer<typeof routineSchema>;

/** GET /api/routines: his routines by name. */
export const routineListSchema = z.object({ routines: z.array(routineSchema) });
export type RoutineList = z.infer<typeof routineListSchema>;
