import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import {
  customExerciseAsExercise,
  customExerciseId,
  customExerciseUuid,
} from '@grandfit/shared/domain/programme/custom-exercise.ts';
import { exerciseById } from '@grandfit/shared/domain/programme/exercises.ts';
import type { Exercise } from '@grandfit/shared/domain/programme/types.ts';
import type {
  CustomExercise,
  CustomExercisePatch,
  customExerciseInputSchema,
} from '@grandfit/shared/schemas/custom-exercises.ts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import {
  customExercises,
  exerciseMappings,
  exerciseSwaps,
  workoutSets,
} from '../../db/schema/training.ts';
import { HttpError } from '../../http/http-error.ts';
import { isUniqueViolation } from '../../db/postgres-errors.ts';

type Input = z.output<typeof customExerciseInputSchema>;
type Row = typeof customExercises.$inferSelect;

export const CUSTOM_EXERCISE_NOT_FOUND = 'Custom exercise not found';
const nameTaken = (name: string) => `You already have an exercise called "${name}"`;

function present(row: Row): CustomExercise {
  return {
    id: customExerciseId(row.id),
    name: row.name,
    kind: row.kind,
    equipment: row.equipment,
    pattern: row.pattern,
    restSeconds: row.restSeconds,
  };
}

const ownRow = (userId: string, uuid: string) =>
  and(eq(customExercises.userId, userId), eq(customExercises.id, uuid));

/** The user's own exercises, by name. */
export async function listCustomExercises(db: Db, userId: string): Promise<CustomExercise[]> {
  const rows = await db
    .select()
    .from(customExercises)
    .where(eq(customExercises.userId, userId))
    .orderBy(asc(sql`lower(${customExercises.name})`));
  return rows.map(present);
}

export async function createCustomExercise(
  db: Db,
  userId: string,
  input: Input,
): Promise<CustomExercise> {
  // The unique index on (user, lower(name)) decides, so two tabs creating the same name agree.
  const [row] = await db
    .insert(customExercises)
    .values({
      userId,
      name: input.name,
      kind: input.kind,
      equipment: input.equipment || null,
      pattern: input.pattern ?? null,
      restSeconds: input.restSeconds,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new HttpError(409, nameTaken(input.name));
  return present(row);
}

/**
 * Renames or changes one of the user's exercises. Its logged sets keep its id, so they follow the
 * new name; a new kind changes how the coach and the set inputs read them from now on, and how
 * they score (each kind has its own records.ts `Scoring`): `rescored` says the kind changed, and
 * the caller rebuilds the records then, which this feature cannot reach without a cycle.
 */
export async function updateCustomExercise(
  db: Db,
  userId: string,
  id: string,
  patch: CustomExercisePatch,
): Promise<{ exercise: CustomExercise; rescored: boolean }> {
  const uuid = customExerciseUuid(id);
  if (!uuid) throw new HttpError(404, CUSTOM_EXERCISE_NOT_FOUND);
  try {
    return await db.transaction(async (tx) => {
      const [before] = await tx
        .select({ kind: customExercises.kind })
        .from(customExercises)
        .where(ownRow(userId, uuid))
        .for('update');
      if (!before) throw new HttpError(404, CUSTOM_EXERCISE_NOT_FOUND);
      const [row] = await tx
        .update(customExercises)
        .set({
          name: patch.name,
          kind: patch.kind,
          // Absent leaves it; null or '' clears it.
          equipment: patch.equipment === undefined ? undefined : patch.equipment || null,
          pattern: patch.pattern,
          restSeconds: patch.restSeconds,
        })
        .where(ownRow(userId, uuid))
        .returning();
      const exercise = present(row!);
      return { exercise, rescored: before.kind !== row!.kind };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, nameTaken(patch.name ?? ''));
    throw error;
  }
}

/**
 * Deletes one of the user's exercises that has no logged set (decision 038): history is never
 * deleted as a side effect. Its swaps go with it (those workouts show their planned exercise
 * again) and so do the import mappings that pointed at it.
 */
export async function deleteCustomExercise(db: Db, userId: string, id: string): Promise<void> {
  const uuid = customExerciseUuid(id);
  if (!uuid) throw new HttpError(404, CUSTOM_EXERCISE_NOT_FOUND);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: customExercises.id })
      .from(customExercises)
      .where(ownRow(userId, uuid))
      .for('update');
    if (!row) throw new HttpError(404, CUSTOM_EXERCISE_NOT_FOUND);
    const [logged] = await tx
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(workoutSets)
      .where(and(eq(workoutSets.userId, userId), eq(workoutSets.exerciseId, id)));
    if ((logged?.n ?? 0) > 0) {
      throw new HttpError(
        409,
        `This exercise has ${logged!.n} logged ${logged!.n === 1 ? 'set' : 'sets'}, so it stays with your history. Rename it instead.`,
      );
    }
    await tx
      .delete(exerciseSwaps)
      .where(
        and(
          eq(exerciseSwaps.userId, userId),
          or(eq(exerciseSwaps.toExerciseId, id), eq(exerciseSwaps.fromExerciseId, id)),
        ),
      );
    await tx
      .delete(exerciseMappings)
      .where(and(eq(exerciseMappings.userId, userId), eq(exerciseMappings.exerciseId, id)));
    await tx.delete(customExercises).where(ownRow(userId, uuid));
  });
}

/**
 * Library and custom exercises by id, as the coach and the screens read them. A custom id of
 * another user, a malformed one or an unknown slug is simply absent: callers answer 404.
 */
export async function resolveExercises(
  db: Db,
  userId: string,
  ids: readonly string[],
): Promise<Map<string, Exercise>> {
  const found = new Map<string, Exercise>();
  const custom: string[] = [];
  for (const id of new Set(ids)) {
    const library = exerciseById(id);
    if (library) found.set(id, library);
    else {
      const uuid = customExerciseUuid(id);
      if (uuid) custom.push(uuid);
    }
  }
  if (custom.length > 0) {
    const rows = await db
      .select()
      .from(customExercises)
      .where(and(eq(customExercises.userId, userId), inArray(customExercises.id, custom)));
    for (const row of rows) {
      const view = present(row);
      found.set(view.id, customExerciseAsExercise(view));
    }
  }
  return found;
}

/** One exercise of the library or of the user's own; undefined when neither has it. */
export async function resolveExercise(
  db: Db,
  userId: string,
  id: string,
): Promise<Exercise | undefined> {
  return (await resolveExercises(db, userId, [id])).get(id);
}

/**
 * The exercises picked for a free workout or a routine, in their order: each the library's or his
 * own, or the whole request is a 404 (decisions 075 and 076).
 */
export async function pickedExercises(
  db: Db,
  userId: string,
  ids: readonly string[],
): Promise<Exercise[]> {
  const known = await resolveExercises(db, userId, ids);
  return ids.map((id) => {
    const exercise = known.get(id);
    if (!exercise) throw new HttpError(404, 'Exercise not found');
    return exercise;
  });
}
