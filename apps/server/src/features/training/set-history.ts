import { and, desc, eq, inArray } from 'drizzle-orm';
import { exerciseById } from '@grandfit/shared/domain/programme/exercises.ts';
import type { Db } from '../../db/client.ts';
import { workoutSets } from '../../db/schema/training.ts';
import type { WorkoutRow } from './user-workouts.ts';

/** The loaded exercises of some workouts. */
export function loadedExerciseIds(rows: WorkoutRow[]): string[] {
  const ids = rows.flatMap((row) => row.plan.exercises.map((item) => item.exerciseId));
  return [...new Set(ids)].filter((id) => exerciseById(id)?.loaded);
}

/** The user's logged sets of these exercises, newest first (the coach's history). */
export async function recentSets(db: Db, userId: string, exerciseIds: string[]) {
  if (exerciseIds.length === 0) return [];
  return db
    .select()
    .from(workoutSets)
    .where(and(eq(workoutSets.userId, userId), inArray(workoutSets.exerciseId, exerciseIds)))
    .orderBy(desc(workoutSets.performedAt))
    .limit(2000);
}
