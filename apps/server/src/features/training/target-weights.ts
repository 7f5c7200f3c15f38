import { and, desc, eq, inArray } from 'drizzle-orm';
import { exerciseById } from '@grandfit/shared/domain/programme/exercises.ts';
import type { Db } from '../../db/client.ts';
import { workoutSets } from '../../db/schema/training.ts';
import type { TargetWeights } from './training.service.ts';
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

/** Placeholder-free default: the last weight the user lifted, else the exercise's starting load. */
export function lastLiftedWeights(db: Db): TargetWeights {
  return async (userId, rows) => {
    const ids = loadedExerciseIds(rows);
    const sets = await recentSets(db, userId, ids);
    const weights = new Map<string, number>();
    for (const id of ids) {
      const last = sets.find((set) => set.exerciseId === id && !set.skipped && set.weight !== null);
      weights.set(id, last?.weight ?? exerciseById(id)?.startingWeightLb ?? 0);
    }
    return weights;
  };
}
