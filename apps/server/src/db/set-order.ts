import { sql } from 'drizzle-orm';
import { workoutSets } from './schema/training.ts';

/**
 * A session's sets in the order they were done: by exercise, its warm-ups first, then by number.
 * A warm-up logged in the app is numbered among the exercise's warm-ups, not among its planned
 * sets (decision 051), so its number alone would interleave it with the working sets.
 */
export const SESSION_SET_ORDER = [
  workoutSets.exerciseIndex,
  sql`${workoutSets.setType} <> 'warmup'`,
  workoutSets.setNumber,
  workoutSets.performedAt,
] as const;
