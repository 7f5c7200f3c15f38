import { and, eq } from 'drizzle-orm';
import type { ExerciseRest, ExerciseRests } from '@grandfit/shared/schemas/exercise-rests.ts';
import type { Db } from '../../db/client.ts';
import { exerciseRests } from '../../db/schema/training.ts';
import { HttpError } from '../../http/http-error.ts';
import { resolveExercise } from '../custom-exercises/custom-exercises.service.ts';
import { EXERCISE_NOT_FOUND } from './exercise-notes.service.ts';

/** The exercises the lifter keeps his own rest for (decision 059), by id. */
export async function listExerciseRests(db: Db, userId: string): Promise<ExerciseRests> {
  const rows = await db
    .select({ exerciseId: exerciseRests.exerciseId, restSeconds: exerciseRests.restSeconds })
    .from(exerciseRests)
    .where(eq(exerciseRests.userId, userId))
    .orderBy(exerciseRests.exerciseId);
  return { rests: rows };
}

/**
 * Keeps the lifter's rest for an exercise of the library or of his own, replacing the last one;
 * null goes back to the plan's. The same request twice leaves the same rest. Another user's
 * custom exercise, like a made-up id, is 404.
 */
export async function saveExerciseRest(
  db: Db,
  userId: string,
  exerciseId: string,
  restSeconds: number | null,
): Promise<ExerciseRest> {
  if (!(await resolveExercise(db, userId, exerciseId))) {
    throw new HttpError(404, EXERCISE_NOT_FOUND);
  }
  if (restSeconds === null) {
    await db
      .delete(exerciseRests)
      .where(and(eq(exerciseRests.userId, userId), eq(exerciseRests.exerciseId, exerciseId)));
  } else {
    await db
      .insert(exerciseRests)
      .values({ userId, exerciseId, restSeconds })
      .onConflictDoUpdate({
        target: [exerciseRests.userId, exerciseRests.exerciseId],
        set: { restSeconds, updatedAt: new Date() },
      });
  }
  return { exerciseId, restSeconds };
}
