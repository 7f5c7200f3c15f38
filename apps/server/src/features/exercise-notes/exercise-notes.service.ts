import { and, desc, eq } from 'drizzle-orm';
import type { ExerciseNote, ExerciseNotes } from '@grandfit/shared/schemas/exercise-notes.ts';
import type { Db } from '../../db/client.ts';
import { exerciseNotes } from '../../db/schema/training.ts';
import { HttpError } from '../../http/http-error.ts';
import { resolveExercise } from '../custom-exercises/custom-exercises.service.ts';

export const EXERCISE_NOT_FOUND = 'Exercise not found';

const present = (row: typeof exerciseNotes.$inferSelect): ExerciseNote => ({
  exerciseId: row.exerciseId,
  note: row.note,
  updatedAt: row.updatedAt.toISOString(),
});

/** The user's notes on his exercises (decision 052), the newest first. */
export async function listExerciseNotes(db: Db, userId: string): Promise<ExerciseNotes> {
  const rows = await db
    .select()
    .from(exerciseNotes)
    .where(eq(exerciseNotes.userId, userId))
    .orderBy(desc(exerciseNotes.updatedAt), exerciseNotes.exerciseId);
  return { notes: rows.map(present) };
}

/**
 * Keeps the note on an exercise of the library or of the user's own, replacing the last one; an
 * empty note clears it. The same request twice leaves the same note. Another user's custom
 * exercise, like a made-up id, is 404.
 */
export async function saveExerciseNote(
  db: Db,
  userId: string,
  exerciseId: string,
  note: string,
): Promise<ExerciseNote> {
  if (!(await resolveExercise(db, userId, exerciseId))) {
    throw new HttpError(404, EXERCISE_NOT_FOUND);
  }
  const updatedAt = new Date();
  if (note === '') {
    await db
      .delete(exerciseNotes)
      .where(and(eq(exerciseNotes.userId, userId), eq(exerciseNotes.exerciseId, exerciseId)));
    return { exerciseId, note, updatedAt: updatedAt.toISOString() };
  }
  const [row] = await db
    .insert(exerciseNotes)
    .values({ userId, exerciseId, note, updatedAt })
    .onConflictDoUpdate({
      target: [exerciseNotes.userId, exerciseNotes.exerciseId],
      set: { note, updatedAt },
    })
    .returning();
  return present(row!);
}
