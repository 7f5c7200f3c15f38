/**
 * Importing another app's training log (decision 037): Strong (both CSV variants), Hevy and
 * Liftosaur. Two calls: the file is uploaded once to be previewed (and staged), then committed
 * with the user's choices; the commit streams its progress as NDJSON lines.
 */
import { z } from 'zod';
import { WEIGHT_UNITS } from '../domain/units/weight.ts';
import { textSchema } from './safe-input.ts';
import { SESSION_SOURCES, type SessionSourceApp } from '../domain/session-sources.ts';

export const WORKOUT_IMPORT_FORMATS = [
  'strong-semicolon',
  'strong-comma',
  'hevy',
  'liftosaur',
] as const;
export type WorkoutImportFormat = (typeof WORKOUT_IMPORT_FORMATS)[number];

/** The app a session came from; 'grandfit' for the sessions logged here. */
export { SESSION_SOURCES, type SessionSourceApp };

/** The upload's content types: CSV as browsers and curl label it. */
export const WORKOUT_IMPORT_CONTENT_TYPES = [
  'text/csv',
  'text/plain',
  'application/csv',
  'application/vnd.ms-excel',
  'application/octet-stream',
] as const;

/** The largest file accepted: a 20 MB export is about 150,000 sets. */
export const WORKOUT_IMPORT_MAX_BYTES = 32 * 1024 * 1024;

/**
 * 'assisted' (decision 083): reps with a band or the assisted machine, whose weight is the help,
 * and less of it is progress.
 */
export const CUSTOM_EXERCISE_KINDS = [
  'weighted',
  'bodyweight',
  'assisted',
  'timed',
  'cardio',
] as const;
export type CustomExerciseKind = (typeof CUSTOM_EXERCISE_KINDS)[number];

/** POST /api/imports/workouts/preview?tz=Area/City (body: the CSV file itself). */
export const workoutImportPreviewQuerySchema = z.object({
  tz: textSchema('The time zone', { min: 1, max: 64 }).optional(),
});

/** What a source name was matched to. `confidence` is 0-1; remembered: the user's earlier choice. */
export const exerciseMatchSchema = z.object({
  exerciseId: z.string(),
  name: z.string(),
  confidence: z.number(),
  remembered: z.boolean(),
  custom: z.boolean(),
});
export type ExerciseMatch = z.infer<typeof exerciseMatchSchema>;

export const importedExerciseNameSchema = z.object({
  /** As the file spells it. */
  name: z.string(),
  sets: z.number(),
  /** The kind its sets suggest (weighted when any set has a weight). */
  kind: z.enum(CUSTOM_EXERCISE_KINDS),
  /** The best match, or null when nothing is close enough (it becomes a custom exercise). */
  match: exerciseMatchSchema.nullable(),
  /** Other candidates, best first (at most 5). */
  alternatives: z.array(exerciseMatchSchema),
});
export type ImportedExerciseName = z.infer<typeof importedExerciseNameSchema>;

export const rejectedRowSchema = z.object({
  /** 1-based line of the file (the header is line 1). */
  line: z.number(),
  reason: z.string(),
});
export type RejectedRow = z.infer<typeof rejectedRowSchema>;

/** The first rejected rows listed; `rejectedCount` counts them all. */
export const REJECTED_ROWS_LISTED = 100;

export const workoutImportPreviewSchema = z.object({
  /** The staged upload the commit refers to (owner-only, kept a day). */
  uploadId: z.string(),
  format: z.enum(WORKOUT_IMPORT_FORMATS),
  source: z.enum(SESSION_SOURCES),
  /** The file states its weight unit (null: Strong's comma variant, which the user must give). */
  unit: z.enum(WEIGHT_UNITS).nullable(),
  workouts: z.number(),
  sets: z.number(),
  warmupSets: z.number(),
  timedSets: z.number(),
  /**
   * Sets with a note of their own ("Paused reps"), imported with them (decision 096; until then
   * counted as notes left out, decision 037). Hevy's and Liftosaur's note of an exercise counts
   * once per workout: it goes on the exercise's first set.
   */
  setNotes: z.number(),
  /** Sets an earlier import already brought (a re-import adds only the others). */
  alreadyImported: z.number(),
  /** ISO instants of the first and last workout; null when there is none. */
  firstWorkoutAt: z.string().nullable(),
  lastWorkoutAt: z.string().nullable(),
  exercises: z.array(importedExerciseNameSchema),
  rejected: z.array(rejectedRowSchema),
  rejectedCount: z.number(),
});
export type WorkoutImportPreview = z.infer<typeof workoutImportPreviewSchema>;

/** Each distinct name: a library or custom exercise id, or a new custom exercise. */
export const exerciseChoiceSchema = z.union([
  z.object({
    name: z.string().max(200),
    exerciseId: textSchema('An exercise id', { min: 1, max: 80, trim: false }),
  }),
  z.object({
    name: z.string().max(200),
    custom: z.object({
      name: textSchema('The exercise name', { min: 1, max: 80 }),
      kind: z.enum(CUSTOM_EXERCISE_KINDS),
    }),
  }),
]);
export type ExerciseChoice = z.infer<typeof exerciseChoiceSchema>;

/** POST /api/imports/workouts/{uploadId}: names not listed keep the preview's match (or become custom). */
export const workoutImportCommitSchema = z.object({
  /** Required for Strong's comma variant; ignored when the file states its unit. */
  unit: z.enum(WEIGHT_UNITS).optional(),
  exercises: z.array(exerciseChoiceSchema).max(5000).default([]),
});
export type WorkoutImportCommit = z.input<typeof workoutImportCommitSchema>;

export const workoutImportParamsSchema = z.object({ uploadId: z.uuid() });

/** The commit's answer: NDJSON lines of progress, then one result (or one error). */
export const workoutImportResultSchema = z.object({
  source: z.enum(SESSION_SOURCES),
  sessionsAdded: z.number(),
  setsAdded: z.number(),
  /** Sets already there from an earlier import. */
  setsUnchanged: z.number(),
  customExercisesCreated: z.number(),
  rejected: z.array(rejectedRowSchema),
  rejectedCount: z.number(),
});
export type WorkoutImportResult = z.infer<typeof workoutImportResultSchema>;

export type WorkoutImportLine =
  | { type: 'progress'; done: number; total: number }
  | { type: 'result'; result: WorkoutImportResult }
  | { type: 'error'; status: number; message: string };
