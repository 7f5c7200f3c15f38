import { z } from 'zod';
import { EXERCISE_NOTE_MAX } from '../domain/exercise-notes.ts';
import { exerciseParamsSchema } from './records.ts';
import { textSchema } from './safe-input.ts';

/** PUT /api/exercise-notes/{exerciseId}: the note replaces the last one; an empty one clears it. */
export const exerciseNoteInputSchema = z.object({
  note: textSchema('The note', { max: EXERCISE_NOTE_MAX }),
});
export type ExerciseNoteInput = z.infer<typeof exerciseNoteInputSchema>;

export const exerciseNoteParamsSchema = exerciseParamsSchema;

export const exerciseNoteSchema = z.object({
  exerciseId: z.string(),
  note: z.string(),
  updatedAt: z.string(),
});
export type ExerciseNote = z.infer<typeof exerciseNoteSchema>;

/** GET /api/exercise-notes: every note of the user, newest first. */
export const exerciseNotesSchema = z.object({ notes: z.array(exerciseNoteSchema) });
export type ExerciseNotes = z.infer<typeof exerciseNotesSchema>;
