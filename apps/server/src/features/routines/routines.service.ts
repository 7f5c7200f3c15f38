import { and, count, eq, ne, sql } from 'drizzle-orm';
import { compareNames } from '@grandfit/shared/domain/compare-names.ts';
import {
  ROUTINES_MAX,
  type Routine,
  type RoutineInput,
  type RoutineList,
} from '@grandfit/shared/schemas/routines.ts';
import { linksOfPairs, pairsOfLinks } from '@grandfit/shared/domain/programme/superset-pairs.ts';
import type { Db } from '../../db/client.ts';
import { routines } from '../../db/schema/training.ts';
import { HttpError } from '../../http/http-error.ts';
import { pickedExercises, resolveExercises } from '../custom-exercises/custom-exercises.service.ts';

type RoutineRow = typeof routines.$inferSelect;

/** The routine as listed: of its exercises, those `known` has (his own may have been deleted). */
function present(row: RoutineRow, known: { has: (id: string) => boolean }): Routine {
  const exerciseIds = row.exerciseIds.filter((id) => known.has(id));
  return {
    id: row.id,
    name: row.name,
    exerciseIds,
    sets: Object.fromEntries(Object.entries(row.sets).filter(([id]) => exerciseIds.includes(id))),
    // A pair whose exercises are no longer neighbours (one of them deleted) is no superset.
    supersets: pairsOfLinks(exerciseIds, linksOfPairs(exerciseIds, row.supersets)),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * His routines by name (decision 076). An exercise of his own deleted since he saved a routine is
 * left out of it rather than shown as an id nobody knows.
 */
export async function listRoutines(db: Db, userId: string): Promise<RoutineList> {
  const rows = await db.select().from(routines).where(eq(routines.userId, userId));
  const known = await resolveExercises(
    db,
    userId,
    rows.flatMap((row) => row.exerciseIds),
  );
  return {
    routines: rows
      .sort((a, b) => compareNames(a.name, b.name) || a.createdAt.getTime() - b.createdAt.getTime())
      .map((row) => present(row, known)),
  };
}

/**
 * Makes or replaces the routine with the client's id. Saving the same routine again changes
 * nothing more; an id another user holds is a 409 that tells nothing of his, an exercise neither
 * the library's nor his own a 404, a routine past the {@link ROUTINES_MAX}th a 409.
 */
export async function saveRoutine(
  db: Db,
  userId: string,
  id: string,
  input: RoutineInput,
): Promise<{ routine: Routine; created: boolean }> {
  await pickedExercises(db, userId, input.exerciseIds);
  const [others] = await db
    .select({ n: count() })
    .from(routines)
    .where(and(eq(routines.userId, userId), ne(routines.id, id)));
  if ((others?.n ?? 0) >= ROUTINES_MAX) {
    throw new HttpError(409, `You keep at most ${ROUTINES_MAX} routines: delete one first`);
  }
  const now = new Date();
  const fields = {
    name: input.name,
    exerciseIds: input.exerciseIds,
    sets: input.sets ?? {},
    supersets: input.supersets ?? [],
    updatedAt: now,
  };
  const [saved] = await db
    .insert(routines)
    .values({ id, userId, ...fields })
    .onConflictDoUpdate({
      target: routines.id,
      set: fields,
      setWhere: eq(routines.userId, userId),
    })
    .returning({
      id: routines.id,
      userId: routines.userId,
      name: routines.name,
      exerciseIds: routines.exerciseIds,
      sets: routines.sets,
      supersets: routines.supersets,
      createdAt: routines.createdAt,
      updatedAt: routines.updatedAt,
      // Postgres leaves xmax 0 on a row the statement inserted, not on one it updated.
      created: sql<boolean>`(xmax = 0)`,
    });
  if (!saved) throw new HttpError(409, 'This routine id is already in use: save the routine again');
  const { created, ...row } = saved;
  return { routine: present(row, new Set(input.exerciseIds)), created };
}

/** Deletes his routine; an id that is not his routine (or no longer is) changes nothing. */
export async function deleteRoutine(db: Db, userId: string, id: string): Promise<void> {
  await db.delete(routines).where(and(eq(routines.id, id), eq(routines.userId, userId)));
}
