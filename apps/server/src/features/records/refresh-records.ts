import type { Db } from '../../db/client.ts';
import { rebuildExerciseRecords } from './records.store.ts';

/**
 * Recomputes the personal records of these exercises of the user after a set was edited or
 * deleted, so no record stays pointing at numbers that are no longer logged (decision 025).
 * Each exercise is rebuilt from its sets under its own lock; the order is fixed so two callers
 * never wait on each other's locks in turn.
 */
export async function refreshExerciseRecords(
  db: Db,
  userId: string,
  exerciseIds: readonly string[],
): Promise<void> {
  for (const exerciseId of [...new Set(exerciseIds)].sort()) {
    await rebuildExerciseRecords(db, userId, exerciseId);
  }
}
