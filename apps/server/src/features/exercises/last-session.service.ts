/**
 * GET /api/exercises/{exerciseId}/last-session (decision 055): what the lifter did of an exercise
 * the last time, for the active workout's "Last time" line. The newest session with a working set
 * of the exercise (warm-ups and skipped sets say nothing of it), other than the one under way,
 * found through workout_sets (user_id, exercise_id, performed_at); then that session's working
 * sets of the exercise, in the order they were done.
 */
import { and, asc, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { LastSession } from '@grandfit/shared/schemas/records.ts';
import type { Db } from '../../db/client.ts';
import { workoutSets } from '../../db/schema/training.ts';
import { HttpError } from '../../http/http-error.ts';
import { exerciseInfos } from './exercise-names.ts';

const working = sql`not ${workoutSets.skipped} and ${workoutSets.setType} <> 'warmup'`;

export async function lastSession(
  db: Db,
  userId: string,
  exerciseId: string,
  exclude: string | undefined,
): Promise<LastSession> {
  // A library exercise, or one of the user's own (another user's custom exercise is unknown here).
  if (!(await exerciseInfos(db, userId, [exerciseId])).has(exerciseId)) {
    throw new HttpError(404, 'Exercise not found');
  }
  const ofExercise = (...more: SQL[]) =>
    and(eq(workoutSets.userId, userId), eq(workoutSets.exerciseId, exerciseId), working, ...more);
  const [latest] = await db
    .select({ sessionId: workoutSets.sessionId })
    .from(workoutSets)
    .where(ofExercise(...(exclude ? [ne(workoutSets.sessionId, exclude)] : [])))
    .orderBy(desc(workoutSets.performedAt))
    .limit(1);
  if (!latest) return { lastSession: null };
  const sets = await db
    .select({
      setNumber: workoutSets.setNumber,
      weight: workoutSets.weight,
      weightUnit: workoutSets.weightUnit,
      reps: workoutSets.reps,
      rir: workoutSets.rir,
      performedAt: workoutSets.performedAt,
    })
    .from(workoutSets)
    .where(ofExercise(eq(workoutSets.sessionId, latest.sessionId)))
    .orderBy(asc(workoutSets.performedAt), asc(workoutSets.setNumber));
  const [first] = sets;
  // Deleted between the two reads (a correction in another tab): nothing to show.
  if (!first) return { lastSession: null };
  return {
    lastSession: {
      sessionId: latest.sessionId,
      performedAt: first.performedAt.toISOString(),
      sets: sets.map(({ performedAt: _performedAt, ...set }) => set),
    },
  };
}
