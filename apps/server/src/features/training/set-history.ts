import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { workoutSets } from '../../db/schema/training.ts';

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
