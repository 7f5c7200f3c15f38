import { z } from 'zod';
import { SET_LIMITS } from '../domain/set-limits.ts';
import {
  FREE_WORKOUT_MAX_EXERCISES,
  PLANNED_SETS_MAX,
  FREE_WORKOUT_NAME_MAX,
} from '../domain/programme/free-workout.ts';
import { isoDateSchema } from './health.ts';
import { pairsAreNeighbours } from '../domain/programme/superset-pairs.ts';
import { instantSchema, numberSchema, textSchema } from './safe-input.ts';
import { WEIGHT_UNITS } from '../domain/units/weight.ts';
import { achievedRecordSchema } from './records.ts';

export { SET_LIMITS };

export const SESSION_TYPES = ['strength', 'zone2', 'stability', 'vo2max'] as const;

/**
 * A workout's exercise (docs/product.md#training-routes), with the unit its reps count in and the
 * RIR to aim for.
 */
export const workoutExerciseSchema = z.object({
  id: z.string(),
  name: z.string(),
  sets: z.number(),
  targetReps: z.number(),
  /** Reps, seconds or minutes. */
  unit: z.enum(['reps', 'seconds', 'minutes']),
  targetRir: z.number().nullable(),
  /** In `weightUnit`; 0 for bodyweight, cardio and holds. */
  targetWeight: z.number(),
  /** The user's unit when the answer was made: the coach's loads are rounded to its step. */
  weightUnit: z.enum(WEIGHT_UNITS),
  /** Addition: a barbell lift, loaded with plates (the plate calculator shows for these). */
  barbell: z.boolean().optional(),
  /** Addition: a dumbbell lift, whose loads are the gym's dumbbells (decision 048). */
  dumbbell: z.boolean().optional(),
  /** Addition: a kettlebell lift, whose loads are the gym's kettlebells (decision 049). */
  kettlebell: z.boolean().optional(),
  /** Addition: a cardio exercise, coached by time and heart rate (no RIR, no video analysis). */
  cardio: z.boolean().optional(),
  restSeconds: z.number(),
  notes: z.string(),
  formCues: z.array(z.string()),
  perSide: z.boolean(),
  /** Addition (decision 038): takes a load even when the coach has none to suggest yet. */
  loaded: z.boolean().optional(),
  /** Addition (decision 083): its weight is the help of a band or a machine, less is better. */
  assisted: z.boolean().optional(),
  /** Addition (decision 038): the planned exercise this one replaced, and for how long. */
  swappedFrom: z
    .object({ id: z.string(), name: z.string(), scope: z.enum(['today', 'phase']) })
    .nullable()
    .optional(),
});
export type WorkoutExercise = z.infer<typeof workoutExerciseSchema>;

/**
 * Addition (decision 053): a workout's latest session while it is under way (not completed, a set
 * logged): its working sets, as History's "Not finished" counts them, and its last set's time.
 */
export const workoutProgressSchema = z.object({
  setsDone: z.number(),
  lastSetAt: z.string(),
});
export type WorkoutProgress = z.infer<typeof workoutProgressSchema>;

/**
 * A workout (docs/product.md#training-routes), with its kind, the day it is planned for and its
 * deload flag.
 */
export const workoutSchema = z.object({
  id: z.string(),
  name: z.string(),
  phase: z.number(),
  phaseName: z.string(),
  week: z.number(),
  day: z.number(),
  /** The calendar day this workout falls on in the user's journey (YYYY-MM-DD). */
  date: isoDateSchema,
  type: z.enum(SESSION_TYPES),
  durationMinutes: z.number(),
  completed: z.boolean(),
  /** Addition (decision 053): its session under way; absent on a built-in sample. */
  inProgress: workoutProgressSchema.nullable().optional(),
  isDeload: z.boolean(),
  description: z.string(),
  totalExercises: z.number(),
  exercises: z.array(workoutExerciseSchema),
  /**
   * Addition (decision 075): a workout the lifter made himself, outside the programme. Its week
   * and day are where its date falls in the journey; it marks no programme day done.
   */
  free: z.boolean(),
  /**
   * Addition (decision 084): the index of each exercise that starts joined with the next one (a
   * routine's supersets); absent when none do.
   */
  supersets: z.array(z.number()).optional(),
});
export type Workout = z.infer<typeof workoutSchema>;

/** The exercises picked for a free workout or a routine, in order: at least one, at most 20. */
export const pickedExerciseIdsSchema = (holder: string) =>
  z
    .array(textSchema('The exercise id', { min: 1, max: 80, trim: false }))
    .min(1, 'Pick at least one exercise')
    .max(FREE_WORKOUT_MAX_EXERCISES, `${holder} at most ${FREE_WORKOUT_MAX_EXERCISES} exercises`);

/**
 * How many sets each picked exercise starts with (decision 078), by exercise id: 1 to
 * {@link PLANNED_SETS_MAX}; an exercise left out starts with its default. Checked against the
 * exercises picked with {@link setsOfPickedOnly}.
 */
export const plannedSetsSchema = z
  .record(
    textSchema('The exercise id', { min: 1, max: 80, trim: false }),
    z
      .number()
      .int('Sets must be a whole number')
      .min(1, 'An exercise starts with at least 1 set')
      .max(PLANNED_SETS_MAX, `An exercise starts with at most ${PLANNED_SETS_MAX} sets`),
  )
  .refine(
    (sets) => Object.keys(sets).length <= FREE_WORKOUT_MAX_EXERCISES,
    `Sets are given for at most ${FREE_WORKOUT_MAX_EXERCISES} exercises`,
  );

/**
 * Supersets kept in a routine or a workout started from one (decision 084): pairs of exercise ids,
 * each second right after its first. Checked against the exercises picked with
 * {@link supersetsOfNeighbours}.
 */
export const supersetPairsSchema = z
  .array(
    z.tuple([
      textSchema('The exercise id', { min: 1, max: 80, trim: false }),
      textSchema('The exercise id', { min: 1, max: 80, trim: false }),
    ]),
  )
  .max(FREE_WORKOUT_MAX_EXERCISES - 1, 'Too many supersets for the exercises picked');

/**
 * A session's supersets (decision 086): the place of each exercise joined with the one right
 * after it, once each.
 */
export const sessionSupersetsSchema = z
  .array(
    z
      .number()
      .int('A superset is given by the place of its first exercise')
      .min(SET_LIMITS.exerciseIndex.min)
      .max(SET_LIMITS.exerciseIndex.max - 1, 'A superset joins an exercise with the next one'),
  )
  .max(SET_LIMITS.exerciseIndex.max)
  .refine((links) => new Set(links).size === links.length, 'A superset is given once');

/** A refinement: each superset joins an exercise picked with the one right after it, once. */
export const supersetsOfNeighbours = {
  check: (input: { exerciseIds: string[]; supersets?: [string, string][] | undefined }) =>
    pairsAreNeighbours(input.exerciseIds, input.supersets),
  message: {
    message: 'A superset joins an exercise with the one right after it',
    path: ['supersets'],
  },
};

/** A refinement: every exercise given sets is one of the exercises picked. */
export const setsOfPickedOnly = {
  check: (input: { exerciseIds: string[]; sets?: Record<string, number> | undefined }) =>
    Object.keys(input.sets ?? {}).every((id) => input.exerciseIds.includes(id)),
  message: { message: 'Sets are given only for the exercises picked', path: ['sets'] },
};

/**
 * POST /api/workouts/free (decision 075). The id is the client's, so a retried request makes one
 * workout; `date` is the lifter's local day, `name` what the workout is called in History.
 */
export const createFreeWorkoutSchema = z
  .object({
    id: z.uuid(),
    date: isoDateSchema,
    name: textSchema('The workout name', { min: 1, max: FREE_WORKOUT_NAME_MAX }),
    exerciseIds: pickedExerciseIdsSchema('A workout starts with'),
    /** Addition (decision 078): sets per exercise; an exercise absent starts with its default. */
    sets: plannedSetsSchema.optional(),
    /** Addition (decision 084): the exercises it starts joined, a routine's supersets. */
    supersets: supersetPairsSchema.optional(),
  })
  .refine(setsOfPickedOnly.check, setsOfPickedOnly.message)
  .refine(supersetsOfNeighbours.check, supersetsOfNeighbours.message);
export type CreateFreeWorkout = z.infer<typeof createFreeWorkoutSchema>;

export const workoutDateQuerySchema = z.object({ date: isoDateSchema.optional() });

/** GET /api/workouts/today: the day's main workout first, then the day's shorter sessions. */
export const todayWorkoutsSchema = z.object({
  date: isoDateSchema,
  week: z.number(),
  day: z.number(),
  /** True when the user's 52 weeks have ended (a new journey is offered). */
  journeyEnded: z.boolean(),
  /** True before the journey start date: the first week is shown as a preview. */
  journeyNotStarted: z.boolean(),
  workout: workoutSchema.nullable(),
  others: z.array(workoutSchema),
  /**
   * After a week or more away (decision 074, domain/journey-resume.ts): the journey start that
   * makes today the programme day after the last one done, for Today to offer; else null.
   */
  resume: z
    .object({
      journeyStartDate: isoDateSchema,
      week: z.number(),
      day: z.number(),
      lastTrainedOn: isoDateSchema.nullable(),
    })
    .nullable(),
});
export type TodayWorkouts = z.infer<typeof todayWorkoutsSchema>;

export const weekQuerySchema = z.object({
  week: z.coerce.number().int().min(1).max(52).optional(),
  date: isoDateSchema.optional(),
});

const blockCount = z.object({ done: z.number(), planned: z.number() });

/** GET /api/workouts: a journey week, and how much of each pillar is done (the weekly block). */
export const weekWorkoutsSchema = z.object({
  week: z.number(),
  currentWeek: z.number(),
  startDate: isoDateSchema,
  endDate: isoDateSchema,
  workouts: z.array(workoutSchema),
  block: z.object({
    strength: blockCount,
    zone2: blockCount,
    stability: blockCount,
    vo2max: blockCount,
  }),
});
export type WeekWorkouts = z.infer<typeof weekWorkoutsSchema>;

const nullableInt = (limits: { min: number; max: number }, label: string) =>
  numberSchema(label)
    .int(`${label} must be a whole number`)
    .min(limits.min, `${label} must be at least ${limits.min}`)
    .max(limits.max, `${label} must be at most ${limits.max}`)
    .nullable();

const weightSchema = numberSchema('Weight')
  .min(SET_LIMITS.weight.min, 'Weight must not be negative')
  .max(SET_LIMITS.weight.max, `Weight must be at most ${SET_LIMITS.weight.max}`)
  .nullable();

const countSchema = (label: string, max: number) =>
  numberSchema(label)
    .int(`${label} must be a whole number`)
    .min(0, `${label} must not be negative`)
    .max(max, `${label} must be at most ${max}`);
const bpmSchema = (label: string) =>
  numberSchema(label)
    .int(`${label} must be a whole number`)
    .min(30, `${label} must be at least 30 bpm`)
    .max(240, `${label} must be at most 240 bpm`)
    .nullable();

/** Strap samples a set may claim: a day at one a second is far more than any session. */
export const MAX_CARDIO_SAMPLES = 86_400;

/**
 * The heart-rate summary of a cardio set (decision 033): from a chest strap, or `manual` when
 * the minutes were typed in. The server decides `verified` (the 70 % rule of
 * docs/product.md#zone-2-session), not the client.
 */
export const cardioSummaryInputSchema = z
  .object({
    source: z.enum(['strap', 'manual'], { message: 'Source must be strap or manual' }),
    /** The session's running time, seconds. */
    durationSeconds: countSchema('Duration', MAX_CARDIO_SAMPLES),
    samples: countSchema('Samples', MAX_CARDIO_SAMPLES),
    inZoneSamples: countSchema('In-zone samples', MAX_CARDIO_SAMPLES),
    averageHr: bpmSchema('Average heart rate'),
    timeInZoneSeconds: countSchema('Time in zone', MAX_CARDIO_SAMPLES),
    /** The Zone 2 range the samples were held against; null without a birth date. */
    zoneLow: bpmSchema('Zone low'),
    zoneHigh: bpmSchema('Zone high'),
  })
  .refine((c) => c.inZoneSamples <= c.samples, {
    message: 'In-zone samples cannot exceed samples',
    path: ['inZoneSamples'],
  })
  .refine((c) => c.timeInZoneSeconds <= c.durationSeconds, {
    message: 'Time in zone cannot exceed the duration',
    path: ['timeInZoneSeconds'],
  })
  .refine((c) => (c.zoneLow === null) === (c.zoneHigh === null), {
    message: 'A zone needs both its ends',
    path: ['zoneHigh'],
  })
  .refine((c) => c.zoneLow === null || c.zoneHigh === null || c.zoneLow < c.zoneHigh, {
    message: 'Zone low must be under zone high',
    path: ['zoneLow'],
  });
export type CardioSummaryInput = z.input<typeof cardioSummaryInputSchema>;

export const cardioSummarySchema = z.object({
  source: z.enum(['strap', 'manual']),
  durationSeconds: z.number(),
  samples: z.number(),
  inZoneSamples: z.number(),
  /** inZoneSamples / samples (0 with none). */
  inZoneFraction: z.number(),
  averageHr: z.number().nullable(),
  timeInZoneSeconds: z.number(),
  zoneLow: z.number().nullable(),
  zoneHigh: z.number().nullable(),
  /**
   * The rule of docs/product.md#zone-2-session held on a strap's samples; typed-in minutes are
   * never verified.
   */
  verified: z.boolean(),
});
export type CardioSummary = z.infer<typeof cardioSummarySchema>;

/** What a set was: imports bring all four; a set logged in the app is a working set or a warm-up. */
export const SET_TYPES = ['normal', 'warmup', 'drop', 'failure'] as const;
export type SetType = (typeof SET_TYPES)[number];
/** The types a set logged in the app can take (decision 051). */
export const LOGGED_SET_TYPES = ['normal', 'warmup'] as const;
const loggedSetTypeSchema = z.enum(LOGGED_SET_TYPES, {
  message: 'Set type must be normal or warmup',
});

/**
 * POST /api/workouts/{id}/sets. `clientId` and `sessionId` are made by the client, so a set logged
 * offline and replayed later is the same set (an upsert), in the same session.
 */
export const logSetSchema = z
  .object({
    clientId: z.uuid(),
    sessionId: z.uuid(),
    exerciseId: textSchema('The exercise id', { min: 1, max: 80, trim: false }),
    exerciseIndex: z
      .number()
      .int()
      .min(SET_LIMITS.exerciseIndex.min)
      .max(SET_LIMITS.exerciseIndex.max),
    setNumber: z.number().int().min(SET_LIMITS.setNumber.min).max(SET_LIMITS.setNumber.max),
    weight: weightSchema,
    /** The unit weight and targetWeight are in; outbox entries from before units are lb. */
    weightUnit: z.enum(WEIGHT_UNITS, { message: 'Weight unit must be kg or lb' }).default('lb'),
    // Up to the timed limit here; the route holds reps of a rep-counted exercise to 50.
    reps: nullableInt(SET_LIMITS.duration, 'Reps'),
    rir: nullableInt(SET_LIMITS.rir, 'RIR'),
    targetWeight: weightSchema,
    targetReps: z.number().int().min(0).max(600).nullable(),
    targetRir: nullableInt(SET_LIMITS.rir, 'Target RIR'),
    skipped: z.boolean().default(false),
    /**
     * A warm-up is logged beside the planned sets and never counts (decision 051); outbox entries
     * from before warm-ups are working sets.
     */
    setType: loggedSetTypeSchema.default('normal'),
    performedAt: instantSchema('The time of the set'),
    /** A cardio set's heart-rate summary (decision 033); replaced with the set on a correction. */
    cardio: cardioSummaryInputSchema.nullish(),
  })
  .refine((set) => set.skipped || (set.weight !== null && set.reps !== null), {
    message: 'A performed set needs its weight and reps',
    path: ['reps'],
  });
export type LogSet = z.input<typeof logSetSchema>;

export const loggedSetSchema = z.object({
  clientId: z.string(),
  sessionId: z.string(),
  exerciseId: z.string(),
  exerciseIndex: z.number(),
  setNumber: z.number(),
  weight: z.number().nullable(),
  weightUnit: z.enum(WEIGHT_UNITS),
  reps: z.number().nullable(),
  rir: z.number().nullable(),
  targetWeight: z.number().nullable(),
  targetReps: z.number().nullable(),
  targetRir: z.number().nullable(),
  skipped: z.boolean(),
  setType: z.enum(SET_TYPES),
  performedAt: z.string(),
  /** A cardio set's heart-rate summary (decision 033), when it has one. */
  cardio: cardioSummarySchema.nullish(),
  /** POST only: the personal records this set broke (decision 025); a replay answers the same. */
  records: z.array(achievedRecordSchema).optional(),
});
export type LoggedSetView = z.infer<typeof loggedSetSchema>;

/** GET /api/workouts/{id}/sets: the sets of the workout's latest session. */
export const sessionSetsSchema = z.object({
  sessionId: z.string().nullable(),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  sets: z.array(loggedSetSchema),
});
export type SessionSets = z.infer<typeof sessionSetsSchema>;

/** POST /api/workouts/{id}/complete: idempotent, so it can wait in the offline outbox. */
export const completeWorkoutSchema = z.object({
  sessionId: z.uuid(),
  completedAt: instantSchema('The completion time'),
  /**
   * Addition (decision 086): the exercises done back to back, each by the place in the session
   * (`exerciseIndex`) of the first of two neighbours; kept for History, Repeat and Save as routine.
   */
  supersets: sessionSupersetsSchema.optional(),
});
export type CompleteWorkout = z.infer<typeof completeWorkoutSchema>;

export const workoutIdParamsSchema = z.object({ id: z.uuid() });
