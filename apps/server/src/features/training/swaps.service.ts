import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { phaseForWeek } from '@grandfit/shared/domain/journey.ts';
import type { ExerciseSwapInput } from '@grandfit/shared/schemas/custom-exercises.ts';
import type { Db } from '../../db/client.ts';
import { exerciseSwaps } from '../../db/schema/training.ts';
import { HttpError } from '../../http/http-error.ts';
import { resolveExercise } from '../custom-exercises/custom-exercises.service.ts';
import type { WorkoutRow } from './user-workouts.ts';

export type SwapScope = ExerciseSwapInput['scope'];

/** The exercise that replaces a planned one in one workout, and the swap's reach. */
interface Swap {
  toExerciseId: string;
  scope: SwapScope;
}

/**
 * A workout with its swaps applied: the plan names the exercises to do, and `swappedFrom` (index
 * for index with the plan) the planned exercise each replaced, or null. Everything downstream (the
 * coach's loads, the presenter, set logging) reads the exercise actually done.
 */
export type SwappedWorkoutRow = WorkoutRow & {
  swappedFrom: ReadonlyArray<{ id: string; scope: SwapScope } | null>;
};

const phaseOf = (row: Pick<WorkoutRow, 'week'>) => phaseForWeek(row.week).number;

/**
 * The swaps of some workouts, from planned exercise to replacement. A one-workout swap wins over
 * a phase swap of the same exercise: it is the more particular choice.
 */
async function swapsOf(
  db: Db,
  userId: string,
  rows: ReadonlyArray<Pick<WorkoutRow, 'id' | 'journeyStart' | 'week' | 'free'>>,
): Promise<Map<string, Map<string, Swap>>> {
  const byWorkout = new Map<string, Map<string, Swap>>();
  if (rows.length === 0) return byWorkout;
  const journeys = [...new Set(rows.map((row) => row.journeyStart))];
  const stored = await db
    .select()
    .from(exerciseSwaps)
    .where(
      and(
        eq(exerciseSwaps.userId, userId),
        or(
          inArray(
            exerciseSwaps.workoutId,
            rows.map((row) => row.id),
          ),
          and(isNull(exerciseSwaps.workoutId), inArray(exerciseSwaps.journeyStart, journeys)),
        ),
      ),
    );
  for (const row of rows) {
    const swaps = new Map<string, Swap>();
    for (const swap of stored) {
      // A phase swap changes the programme's workouts, not the exercises he picked for a free one.
      if (swap.workoutId === null && !row.free && swap.journeyStart === row.journeyStart) {
        if (swap.phase === phaseOf(row) && !swaps.has(swap.fromExerciseId)) {
          swaps.set(swap.fromExerciseId, { toExerciseId: swap.toExerciseId, scope: 'phase' });
        }
      }
    }
    for (const swap of stored) {
      if (swap.workoutId === row.id) {
        swaps.set(swap.fromExerciseId, { toExerciseId: swap.toExerciseId, scope: 'today' });
      }
    }
    if (swaps.size > 0) byWorkout.set(row.id, swaps);
  }
  return byWorkout;
}

/** The workouts as they are to be done: every swap of the user applied (decision 038). */
export async function withSwaps(
  db: Db,
  userId: string,
  rows: WorkoutRow[],
): Promise<SwappedWorkoutRow[]> {
  const swaps = await swapsOf(db, userId, rows);
  return rows.map((row) => {
    const own = swaps.get(row.id);
    if (!own) return { ...row, swappedFrom: row.plan.exercises.map(() => null) };
    const swappedFrom = row.plan.exercises.map((item) => {
      const swap = own.get(item.exerciseId);
      return swap ? { id: item.exerciseId, scope: swap.scope } : null;
    });
    const exercises = row.plan.exercises.map((item) => {
      const swap = own.get(item.exerciseId);
      // The slot's sets, reps, RIR and rest stay: the programme's dose, another movement.
      return swap ? { ...item, exerciseId: swap.toExerciseId } : item;
    });
    return { ...row, plan: { ...row.plan, exercises }, swappedFrom };
  });
}

/** The exercise to be done at a planned position of a workout, swaps applied. */
export async function swappedExerciseAt(
  db: Db,
  userId: string,
  row: WorkoutRow,
  exerciseIndex: number,
): Promise<string | undefined> {
  const [swapped] = await withSwaps(db, userId, [row]);
  return swapped?.plan.exercises[exerciseIndex]?.exerciseId;
}

/**
 * Swaps a planned exercise of a workout for another, for this workout or for every workout of
 * its phase of the journey. Swapping again replaces the earlier choice.
 */
export async function saveSwap(
  db: Db,
  userId: string,
  row: WorkoutRow,
  input: ExerciseSwapInput,
): Promise<void> {
  if (!row.plan.exercises.some((item) => item.exerciseId === input.fromExerciseId)) {
    throw new HttpError(404, 'This exercise is not part of the workout');
  }
  if (input.toExerciseId === input.fromExerciseId) {
    throw new HttpError(400, 'Pick another exercise to swap to');
  }
  if (!(await resolveExercise(db, userId, input.toExerciseId))) {
    throw new HttpError(404, 'Unknown exercise');
  }
  // A free workout is in no phase of the programme: a phase swap chosen from it would change the
  // programme's workouts and not this one (decision 075).
  if (row.free && input.scope === 'phase') {
    throw new HttpError(400, 'A workout of your own is swapped for itself alone: choose today');
  }
  const base = {
    userId,
    fromExerciseId: input.fromExerciseId,
    toExerciseId: input.toExerciseId,
  };
  if (input.scope === 'today') {
    await db
      .insert(exerciseSwaps)
      .values({ ...base, workoutId: row.id })
      .onConflictDoUpdate({
        target: [exerciseSwaps.userId, exerciseSwaps.workoutId, exerciseSwaps.fromExerciseId],
        targetWhere: sql`${exerciseSwaps.workoutId} is not null`,
        set: { toExerciseId: input.toExerciseId, createdAt: new Date() },
      });
    return;
  }
  await db.transaction(async (tx) => {
    await tx
      .insert(exerciseSwaps)
      .values({ ...base, journeyStart: row.journeyStart, phase: phaseOf(row) })
      .onConflictDoUpdate({
        target: [
          exerciseSwaps.userId,
          exerciseSwaps.journeyStart,
          exerciseSwaps.phase,
          exerciseSwaps.fromExerciseId,
        ],
        targetWhere: sql`${exerciseSwaps.workoutId} is null`,
        set: { toExerciseId: input.toExerciseId, createdAt: new Date() },
      });
    // The workout the user swapped from follows the new choice: its own one-day swap of the same
    // exercise, which would win over the phase's, goes.
    await tx
      .delete(exerciseSwaps)
      .where(
        and(
          eq(exerciseSwaps.userId, userId),
          eq(exerciseSwaps.workoutId, row.id),
          eq(exerciseSwaps.fromExerciseId, input.fromExerciseId),
        ),
      );
  });
}

/** Undoes a swap (404 when there is none of that scope). */
export async function deleteSwap(
  db: Db,
  userId: string,
  row: WorkoutRow,
  fromExerciseId: string,
  scope: SwapScope,
): Promise<void> {
  const deleted = await db
    .delete(exerciseSwaps)
    .where(
      and(
        eq(exerciseSwaps.userId, userId),
        eq(exerciseSwaps.fromExerciseId, fromExerciseId),
        scope === 'today'
          ? eq(exerciseSwaps.workoutId, row.id)
          : and(
              isNull(exerciseSwaps.workoutId),
              eq(exerciseSwaps.journeyStart, row.journeyStart),
              eq(exerciseSwaps.phase, phaseOf(row)),
            ),
      ),
    )
    .returning({ id: exerciseSwaps.id });
  if (deleted.length === 0) throw new HttpError(404, 'No such swap');
}
