import type { Db } from '../../db/client.ts';

/**
 * Recomputes the personal records of these exercises of the user after a set was edited or
 * deleted, so no record stays pointing at numbers that are no longer logged (decision 025).
 * Filled in by the records feature.
 */
export async function refreshExerciseRecords(
  _db: Db,
  _userId: string,
  _exerciseIds: readonly string[],
): Promise<void> {}
