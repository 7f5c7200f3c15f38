import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ProgrammedWorkout, SessionType } from '@grandfit/shared/domain/programme/types.ts';
import type { WeightUnit } from '@grandfit/shared/domain/units/weight.ts';
import type { SetType } from '@grandfit/shared/schemas/training.ts';
import { users } from './users.ts';
import type { LiftPattern } from '@grandfit/shared/domain/progress/movement-sets.ts';

/**
 * A programmed workout made the user's own: created from the programme when the user's journey
 * reaches its week, with a snapshot of the plan so a later change to the programme never rewrites
 * what the user did. A new journey start date gives a new set of workouts; the old ones stay.
 */
export const workouts = pgTable(
  'workouts',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    journeyStart: date('journey_start', { mode: 'string' }).notNull(),
    programmeWorkoutId: text('programme_workout_id').notNull(),
    week: smallint('week').notNull(),
    day: smallint('day').notNull(),
    type: text('type').$type<SessionType>().notNull(),
    plan: jsonb('plan').$type<ProgrammedWorkout>().notNull(),
    /**
     * A workout the lifter made himself (decision 075): its week and day are where the day he did
     * it falls in the journey, and no programme read (the weeks, the journey's progress) sees it.
     */
    free: boolean('free').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('workouts_user_journey_programme_idx').on(
      t.userId,
      t.journeyStart,
      t.programmeWorkoutId,
    ),
    index('workouts_user_journey_week_idx').on(t.userId, t.journeyStart, t.week),
  ],
);

/** Where a session was logged: here, or imported from another app's export (decision 037). */
export type SessionSource = 'grandfit' | 'strong' | 'hevy' | 'liftosaur';

/**
 * One go at a workout. The id is made by the client, so a session started offline is the same
 * session when its sets reach the server; Redo starts a new one and the history keeps both.
 * An imported session (decision 037) has no programme workout: `workoutId` is null, `source`
 * names the app, `title` and `durationSeconds` are the app's, and its id is derived from the user
 * and the source row so a second import of the same file finds it.
 */
export const workoutSessions = pgTable(
  'workout_sessions',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workoutId: uuid('workout_id').references(() => workouts.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** The user's own words about the session (history detail). */
    notes: text('notes'),
    source: text('source').$type<SessionSource>().notNull().default('grandfit'),
    /** The source app's workout name; null for GrandFit's own sessions (the plan names them). */
    title: text('title'),
    /** The source app's workout duration; null when it gave none. */
    durationSeconds: integer('duration_seconds'),
    /**
     * The exercises done back to back (decision 086): the `exercise_index` of each joined with the
     * next; null when the finishing device said none (an older client, a session finished in
     * History), where the plan's supersets stand.
     */
    supersets: jsonb('supersets').$type<number[]>(),
  },
  (t) => [
    index('workout_sessions_workout_idx').on(t.workoutId, t.startedAt),
    index('workout_sessions_user_completed_idx').on(t.userId, t.completedAt),
    // The target of a set's (session, user) key: a set lies in a session of its own user.
    uniqueIndex('workout_sessions_id_user_idx').on(t.id, t.userId),
  ],
);

export type { SetType };

/** A set as performed (or skipped), with what was asked; `clientId` makes a replay harmless. */
export const workoutSets = pgTable(
  'workout_sets',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    // The user and the session are one foreign key, (session_id, user_id), below.
    userId: uuid('user_id').notNull(),
    clientId: uuid('client_id').notNull(),
    sessionId: uuid('session_id').notNull(),
    /** Null for an imported set (decision 037), like its session's. */
    workoutId: uuid('workout_id').references(() => workouts.id, { onDelete: 'cascade' }),
    /** A library id, or `custom-<uuid>` for one of the user's custom exercises. */
    exerciseId: text('exercise_id').notNull(),
    exerciseIndex: smallint('exercise_index').notNull(),
    setNumber: smallint('set_number').notNull(),
    targetWeight: doublePrecision('target_weight'),
    targetReps: smallint('target_reps'),
    targetRir: smallint('target_rir'),
    weight: doublePrecision('weight'),
    /** The unit `weight` and `targetWeight` were entered in: 100 kg stays 100 kg (decision 024). */
    weightUnit: text('weight_unit').$type<WeightUnit>().notNull().default('lb'),
    reps: smallint('reps'),
    rir: smallint('rir'),
    skipped: boolean('skipped').notNull().default(false),
    /** 'normal', or 'warmup' / 'drop' / 'failure' (imported logs): warm-ups never count. */
    setType: text('set_type').$type<SetType>().notNull().default('normal'),
    /** The RPE the source app logged (imports keep it beside rir = 10 - RPE). */
    rpe: doublePrecision('rpe'),
    /** Timed and distance work as the source app logged it, exactly (imports). */
    durationSeconds: integer('duration_seconds'),
    distanceMeters: doublePrecision('distance_meters'),
    /**
     * The set's own note ("Paused reps"), imported or written in History (decision 096); at most
     * SET_NOTE_MAX characters, null without one.
     */
    note: text('note'),
    performedAt: timestamp('performed_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One key for both: a set can only lie in a session of its own user, and each inserted row
    // is checked once, not twice (an import's 150,000 sets: 13 % less of PostgreSQL's time,
    // docs/benchmarks.md, 2026-11-29). A user's sets go with his sessions, which go with him.
    foreignKey({
      name: 'workout_sets_session_user_fk',
      columns: [t.sessionId, t.userId],
      foreignColumns: [workoutSessions.id, workoutSessions.userId],
    }).onDelete('cascade'),
    uniqueIndex('workout_sets_user_client_idx').on(t.userId, t.clientId),
    index('workout_sets_session_idx').on(t.sessionId),
    // The coach reads one exercise's history, newest first.
    index('workout_sets_user_exercise_idx').on(t.userId, t.exerciseId, t.performedAt),
  ],
);

/**
 * A personal record, found when a set is logged (decision 025): which set (or, for session
 * volume, which session) set it, of what kind, and its value in a canonical unit (kg for loads,
 * kg x reps for volume, reps, seconds). Records of a set go when the set does.
 */
export const personalRecords = pgTable(
  'personal_records',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    exerciseId: text('exercise_id').notNull(),
    kind: text('kind').notNull(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => workoutSessions.id, { onDelete: 'cascade' }),
    setId: uuid('set_id').references(() => workoutSets.id, { onDelete: 'cascade' }),
    value: doublePrecision('value').notNull(),
    /** The best it beat (same unit as value), so the record reads without a fold. */
    previous: doublePrecision('previous'),
    /** 'reps' records: the weight in kg the reps were at. */
    weightKg: doublePrecision('weight_kg'),
    achievedAt: timestamp('achieved_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('personal_records_user_exercise_idx').on(t.userId, t.exerciseId, t.achievedAt),
    index('personal_records_session_idx').on(t.sessionId),
    // Found once however often a set is replayed (decision 025): a set breaks a kind once, and a
    // session's volume record is one row that grows with the session.
    uniqueIndex('personal_records_set_kind_idx')
      .on(t.setId, t.kind)
      .where(sql`${t.setId} is not null`),
    uniqueIndex('personal_records_session_volume_idx')
      .on(t.sessionId, t.exerciseId, t.kind)
      .where(sql`${t.setId} is null`),
  ],
);

/**
 * The bests so far of each exercise of a user (domain/records/records.ts `Best`): what a newly
 * logged set is compared with, so logging a set never reads the exercise's whole history. Kept
 * by the records feature; rebuilt from the sets after an edit or a delete.
 */
export const exerciseBests = pgTable(
  'exercise_bests',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    exerciseId: text('exercise_id').notNull(),
    /** A record kind, or 'first': the exercise's first session (a baseline, never a record). */
    kind: text('kind').notNull(),
    /** The weight in kg for 'reps' (most reps at that weight); '' otherwise. */
    weightKey: text('weight_key').notNull().default(''),
    value: doublePrecision('value').notNull(),
    /** Volume: the best of the sessions before `sessionId`'s. */
    prior: doublePrecision('prior'),
    setId: uuid('set_id'),
    sessionId: uuid('session_id').notNull(),
    achievedAt: timestamp('achieved_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.exerciseId, t.kind, t.weightKey] })],
);

/**
 * One session's figures of one exercise (domain/records/session-stats.ts `SessionStats`): the
 * running volume a logged set's volume record is judged on, and the exercise page's chart and
 * best load per rep count. A newly logged set merges its own figures in (records.service); a
 * rebuild of the exercise's records rewrites them from the sets.
 */
export const exerciseSessionStats = pgTable(
  'exercise_session_stats',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    exerciseId: text('exercise_id').notNull(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => workoutSessions.id, { onDelete: 'cascade' }),
    firstAt: timestamp('first_at', { withTimezone: true }).notNull(),
    sets: integer('sets').notNull(),
    workingSets: integer('working_sets').notNull(),
    volumeKg: doublePrecision('volume_kg').notNull(),
    volumeAt: timestamp('volume_at', { withTimezone: true }),
    bestE1rmKg: doublePrecision('best_e1rm_kg'),
    firstLoadedAt: timestamp('first_loaded_at', { withTimezone: true }),
    topWeightKg: doublePrecision('top_weight_kg'),
    topAmount: doublePrecision('top_amount'),
    firstWorkingAt: timestamp('first_working_at', { withTimezone: true }),
    /** Rep count -> [heaviest kg, first time lifted, epoch ms]. */
    bestByReps: jsonb('best_by_reps').notNull().default({}),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.exerciseId, t.sessionId] }),
    index('exercise_session_stats_first_idx').on(t.userId, t.exerciseId, t.firstAt),
    index('exercise_session_stats_session_idx').on(t.sessionId),
  ],
);

/**
 * The heart-rate summary of a cardio set (decision 033): one row per set, replaced when the set is
 * logged again with the same client id. `verified` is the rule of docs/product.md#zone-2-session
 * (>= 70 % of samples in the Zone 2 range, a minute of samples at least) decided by the server;
 * typed-in minutes are never verified. Samples themselves are not kept: the summary is what
 * Progress and Analytics read.
 */
export const cardioSummaries = pgTable(
  'cardio_summaries',
  {
    setId: uuid('set_id')
      .primaryKey()
      .references(() => workoutSets.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source').$type<'strap' | 'manual'>().notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    samples: integer('samples').notNull(),
    inZoneSamples: integer('in_zone_samples').notNull(),
    averageHr: smallint('average_hr'),
    timeInZoneSeconds: integer('time_in_zone_seconds').notNull(),
    zoneLow: smallint('zone_low'),
    zoneHigh: smallint('zone_high'),
    verified: boolean('verified').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cardio_summaries_user_idx').on(t.userId)],
);

export type CustomExerciseKind = 'weighted' | 'bodyweight' | 'assisted' | 'timed' | 'cardio';

/**
 * An exercise the user made (decision 037), or that an import made from a name no library
 * exercise matched. Sets store it as `custom-<id>`; the name is unique per user, whatever its case.
 */
export const customExercises = pgTable(
  'custom_exercises',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind').$type<CustomExerciseKind>().notNull(),
    equipment: text('equipment'),
    /** The movement the lifter says it trains (decision 064); null when he did not say. */
    pattern: text('pattern').$type<LiftPattern>(),
    restSeconds: smallint('rest_seconds').notNull().default(90),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('custom_exercises_user_name_idx').on(t.userId, sql`lower(${t.name})`)],
);

/**
 * A routine (decision 076): a named list of exercises, library or his own, that he starts as a free
 * workout. The id is the client's, so a save sent twice keeps one routine.
 */
export const routines = pgTable(
  'routines',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    exerciseIds: jsonb('exercise_ids').$type<string[]>().notNull(),
    /** Sets per exercise id as he set them (decision 078); one absent has its default. */
    sets: jsonb('sets').$type<Record<string, number>>().notNull().default({}),
    /** Exercises done back to back (decision 084): pairs of ids, each second after its first. */
    supersets: jsonb('supersets').$type<[string, string][]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('routines_user_idx').on(t.userId)],
);

/** An import's exercise name and the exercise the user confirmed for it, for the next import. */
export const exerciseMappings = pgTable(
  'exercise_mappings',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The source app's name, trimmed and lower-cased. */
    sourceName: text('source_name').notNull(),
    exerciseId: text('exercise_id').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.sourceName] })],
);

/**
 * One exercise of the programme replaced by another (decision 037): for one workout ("today"),
 * or for every workout of one phase of one journey ("rest of the phase"). Sets are logged under
 * the exercise done, so history and PRs stay with each exercise.
 */
export const exerciseSwaps = pgTable(
  'exercise_swaps',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fromExerciseId: text('from_exercise_id').notNull(),
    toExerciseId: text('to_exercise_id').notNull(),
    /** Set for a swap of one workout; null for a phase swap. */
    workoutId: uuid('workout_id').references(() => workouts.id, { onDelete: 'cascade' }),
    /** A phase swap's journey and phase (1-4); null for a one-workout swap. */
    journeyStart: date('journey_start', { mode: 'string' }),
    phase: smallint('phase'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('exercise_swaps_workout_idx')
      .on(t.userId, t.workoutId, t.fromExerciseId)
      .where(sql`${t.workoutId} is not null`),
    uniqueIndex('exercise_swaps_phase_idx')
      .on(t.userId, t.journeyStart, t.phase, t.fromExerciseId)
      .where(sql`${t.workoutId} is null`),
  ],
);

/**
 * The lifter's own note on an exercise (decision 052): "seat 4, pin 7". One per exercise, shown
 * wherever the exercise is trained, until he changes or clears it.
 */
export const exerciseNotes = pgTable(
  'exercise_notes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A library id, or `custom-<uuid>` for one of the user's custom exercises. */
    exerciseId: text('exercise_id').notNull(),
    note: text('note').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.exerciseId] })],
);

/**
 * The lifter's own rest between sets of an exercise (decision 059), in place of the plan's in
 * every workout that has it, until he goes back to the plan's.
 */
export const exerciseRests = pgTable(
  'exercise_rests',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A library id, or `custom-<uuid>` for one of the user's custom exercises. */
    exerciseId: text('exercise_id').notNull(),
    restSeconds: smallint('rest_seconds').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.exerciseId] })],
);
