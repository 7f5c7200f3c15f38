/**
 * Writes sessions, their workouts, sets and personal records straight into the database, in
 * bulk (jsonb_to_recordset), for the history tests and the five-year benchmark
 * (scripts/bench-history.ts). Test and benchmark code only.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { programmedWorkout } from '@grandfit/shared/domain/programme/programme.ts';
import type { SessionType } from '@grandfit/shared/domain/programme/types.ts';
import type { WeightUnit } from '@grandfit/shared/domain/units/weight.ts';
import type { Db } from '../../db/client.ts';
import { CUSTOM_EXERCISE_PREFIX } from '@grandfit/shared/schemas/custom-exercises.ts';
import type { CustomExerciseKind } from '@grandfit/shared/schemas/workout-import.ts';
import { customExercises, type SetType } from '../../db/schema/training.ts';

export interface SeedHistorySet {
  clientId?: string;
  exerciseId: string;
  exerciseIndex: number;
  setNumber: number;
  weight: number | null;
  weightUnit?: WeightUnit;
  reps: number | null;
  rir?: number | null;
  targetWeight?: number | null;
  targetReps?: number | null;
  targetRir?: number | null;
  skipped?: boolean;
  setType?: SetType;
  performedAt: Date;
  /** The set's note (decision 096). */
  note?: string | null;
  /** Personal record kinds this set holds (rows of personal_records). */
  records?: string[];
}

export interface SeedHistorySession {
  sessionId?: string;
  journeyStart: string;
  week: number;
  day: number;
  type: SessionType;
  startedAt: Date;
  /** null: started, never completed. */
  completedAt: Date | null;
  notes?: string | null;
  sets?: SeedHistorySet[];
}

export interface SeededSession {
  sessionId: string;
  workoutId: string;
  sets: { clientId: string; setId: string }[];
}

const CHUNK = 4000;

async function inChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

/** One workout per (journey, week, day, type), shared by its sessions (a Redo is a second one). */
export async function seedHistory(
  db: Db,
  userId: string,
  seeds: SeedHistorySession[],
): Promise<SeededSession[]> {
  const workoutIds = new Map<string, string>();
  const workoutRows: Record<string, unknown>[] = [];
  const sessionRows: Record<string, unknown>[] = [];
  const setRows: Record<string, unknown>[] = [];
  const recordRows: Record<string, unknown>[] = [];
  const seeded: SeededSession[] = [];
  for (const seed of seeds) {
    const programmeId = `w${seed.week}d${seed.day}-${seed.type}`;
    const key = `${seed.journeyStart}|${programmeId}`;
    let workoutId = workoutIds.get(key);
    if (!workoutId) {
      const plan = programmedWorkout(programmeId);
      if (!plan) throw new Error(`no programme workout ${programmeId}`);
      workoutId = randomUUID();
      workoutIds.set(key, workoutId);
      workoutRows.push({
        id: workoutId,
        journey_start: seed.journeyStart,
        programme_workout_id: programmeId,
        week: seed.week,
        day: seed.day,
        type: seed.type,
        plan,
      });
    }
    const sessionId = seed.sessionId ?? randomUUID();
    sessionRows.push({
      id: sessionId,
      workout_id: workoutId,
      started_at: seed.startedAt.toISOString(),
      completed_at: seed.completedAt?.toISOString() ?? null,
      notes: seed.notes ?? null,
    });
    const sets: SeededSession['sets'] = [];
    for (const set of seed.sets ?? []) {
      const setId = randomUUID();
      const clientId = set.clientId ?? randomUUID();
      sets.push({ clientId, setId });
      setRows.push({
        id: setId,
        client_id: clientId,
        session_id: sessionId,
        workout_id: workoutId,
        exercise_id: set.exerciseId,
        exercise_index: set.exerciseIndex,
        set_number: set.setNumber,
        target_weight: set.targetWeight ?? null,
        target_reps: set.targetReps ?? null,
        target_rir: set.targetRir ?? null,
        weight: set.weight,
        weight_unit: set.weightUnit ?? 'lb',
        reps: set.reps,
        rir: set.rir ?? null,
        skipped: set.skipped ?? false,
        set_type: set.setType ?? 'normal',
        performed_at: set.performedAt.toISOString(),
        note: set.note ?? null,
      });
      for (const kind of set.records ?? []) {
        recordRows.push({
          exercise_id: set.exerciseId,
          kind,
          session_id: sessionId,
          set_id: setId,
          value: (set.weight ?? 0) * (set.reps ?? 0),
          achieved_at: set.performedAt.toISOString(),
        });
      }
    }
    seeded.push({ sessionId, workoutId, sets });
  }
  await inChunks(workoutRows, (chunk) =>
    db.execute(sql`insert into workouts (id, user_id, journey_start, programme_workout_id, week, day, type, plan)
      select r.id, ${userId}::uuid, r.journey_start, r.programme_workout_id, r.week, r.day, r.type, r.plan
      from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb)
        as r(id uuid, journey_start date, programme_workout_id text, week smallint, day smallint, type text, plan jsonb)`),
  );
  await inChunks(sessionRows, (chunk) =>
    db.execute(sql`insert into workout_sessions (id, user_id, workout_id, started_at, completed_at, notes)
      select r.id, ${userId}::uuid, r.workout_id, r.started_at, r.completed_at, r.notes
      from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb)
        as r(id uuid, workout_id uuid, started_at timestamptz, completed_at timestamptz, notes text)`),
  );
  await inChunks(setRows, (chunk) =>
    db.execute(sql`insert into workout_sets (id, user_id, client_id, session_id, workout_id, exercise_id,
        exercise_index, set_number, target_weight, target_reps, target_rir, weight, weight_unit, reps,
        rir, skipped, set_type, performed_at, note)
      select r.id, ${userId}::uuid, r.client_id, r.session_id, r.workout_id, r.exercise_id,
        r.exercise_index, r.set_number, r.target_weight, r.target_reps, r.target_rir, r.weight,
        r.weight_unit, r.reps, r.rir, r.skipped, r.set_type, r.performed_at, r.note
      from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb)
        as r(id uuid, client_id uuid, session_id uuid, workout_id uuid, exercise_id text,
          exercise_index smallint, set_number smallint, target_weight double precision,
          target_reps smallint, target_rir smallint, weight double precision, weight_unit text,
          reps smallint, rir smallint, skipped boolean, set_type text, performed_at timestamptz,
          note text)`),
  );
  await inChunks(recordRows, (chunk) =>
    db.execute(sql`insert into personal_records (user_id, exercise_id, kind, session_id, set_id, value, achieved_at)
      select ${userId}::uuid, r.exercise_id, r.kind, r.session_id, r.set_id, r.value, r.achieved_at
      from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb)
        as r(exercise_id text, kind text, session_id uuid, set_id uuid, value double precision,
          achieved_at timestamptz)`),
  );
  return seeded;
}

/** A set of an imported session: what the importer writes beside a logged set's fields. */
export interface SeedImportedSet extends SeedHistorySet {
  rpe?: number | null;
  durationSeconds?: number | null;
  distanceMeters?: number | null;
}

/** A session imported from another app (decision 037): no workout, the app's name and duration. */
export interface SeedImportedSession {
  sessionId?: string;
  source: 'strong' | 'hevy' | 'liftosaur';
  title: string | null;
  startedAt: Date;
  completedAt: Date;
  durationSeconds?: number | null;
  notes?: string | null;
  sets: SeedImportedSet[];
}

/**
 * Writes imported sessions as the importer leaves them: `workout_id` null on the session and its
 * sets, `source`, `title` and `duration_seconds` set, RPE and timed work kept. Personal records
 * are left to the caller (the records feature rebuilds them from the sets).
 */
export async function seedImportedSessions(
  db: Db,
  userId: string,
  seeds: SeedImportedSession[],
): Promise<{ sessionId: string; sets: { clientId: string; setId: string }[] }[]> {
  const sessionRows: Record<string, unknown>[] = [];
  const setRows: Record<string, unknown>[] = [];
  const seeded: { sessionId: string; sets: { clientId: string; setId: string }[] }[] = [];
  for (const seed of seeds) {
    const sessionId = seed.sessionId ?? randomUUID();
    sessionRows.push({
      id: sessionId,
      started_at: seed.startedAt.toISOString(),
      completed_at: seed.completedAt.toISOString(),
      notes: seed.notes ?? null,
      source: seed.source,
      title: seed.title,
      duration_seconds: seed.durationSeconds ?? null,
    });
    const sets: { clientId: string; setId: string }[] = [];
    for (const set of seed.sets) {
      const setId = randomUUID();
      const clientId = set.clientId ?? randomUUID();
      sets.push({ clientId, setId });
      setRows.push({
        id: setId,
        client_id: clientId,
        session_id: sessionId,
        exercise_id: set.exerciseId,
        exercise_index: set.exerciseIndex,
        set_number: set.setNumber,
        weight: set.weight,
        weight_unit: set.weightUnit ?? 'lb',
        reps: set.reps,
        rir: set.rir ?? null,
        skipped: set.skipped ?? false,
        set_type: set.setType ?? 'normal',
        rpe: set.rpe ?? null,
        duration_seconds: set.durationSeconds ?? null,
        distance_meters: set.distanceMeters ?? null,
        performed_at: set.performedAt.toISOString(),
        note: set.note ?? null,
      });
    }
    seeded.push({ sessionId, sets });
  }
  await inChunks(sessionRows, (chunk) =>
    db.execute(sql`insert into workout_sessions (id, user_id, workout_id, started_at, completed_at,
        notes, source, title, duration_seconds)
      select r.id, ${userId}::uuid, null, r.started_at, r.completed_at, r.notes, r.source, r.title,
        r.duration_seconds
      from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb)
        as r(id uuid, started_at timestamptz, completed_at timestamptz, notes text, source text,
          title text, duration_seconds integer)`),
  );
  await inChunks(setRows, (chunk) =>
    db.execute(sql`insert into workout_sets (id, user_id, client_id, session_id, workout_id,
        exercise_id, exercise_index, set_number, weight, weight_unit, reps, rir, skipped, set_type,
        rpe, duration_seconds, distance_meters, performed_at, note)
      select r.id, ${userId}::uuid, r.client_id, r.session_id, null, r.exercise_id,
        r.exercise_index, r.set_number, r.weight, r.weight_unit, r.reps, r.rir, r.skipped,
        r.set_type, r.rpe, r.duration_seconds, r.distance_meters, r.performed_at, r.note
      from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb)
        as r(id uuid, client_id uuid, session_id uuid, exercise_id text, exercise_index smallint,
          set_number smallint, weight double precision, weight_unit text, reps smallint,
          rir smallint, skipped boolean, set_type text, rpe double precision,
          duration_seconds integer, distance_meters double precision, performed_at timestamptz,
          note text)`),
  );
  return seeded;
}

/** A custom exercise of the user, as an import makes one; answers its set id, `custom-<uuid>`. */
export async function seedCustomExercise(
  db: Db,
  userId: string,
  exercise: { name: string; kind: CustomExerciseKind },
): Promise<string> {
  const [row] = await db
    .insert(customExercises)
    .values({ userId, name: exercise.name, kind: exercise.kind })
    .returning({ id: customExercises.id });
  return `${CUSTOM_EXERCISE_PREFIX}${row!.id}`;
}

/**
 * A Strong session as an import of a typical export leaves it, for the tests of every screen that
 * reads it: a "Push Day" of 2 bench warm-ups (lb) and 3 working sets at 100 kg x 5 (RPE 8, so
 * RIR 2), a 60 s front plank (a timed set: reps hold the seconds) and 2 sets of a custom exercise.
 */
export async function seedStrongPushDay(
  db: Db,
  userId: string,
  options: { startedAt: Date; customExerciseId: string; benchKg?: number },
) {
  const { startedAt, customExerciseId } = options;
  const bench = options.benchKg ?? 100;
  const minute = (n: number) => new Date(startedAt.getTime() + n * 60_000);
  const sets: SeedImportedSet[] = [
    {
      exerciseId: 'bench-press',
      exerciseIndex: 0,
      setNumber: 1,
      weight: 95,
      reps: 10,
      setType: 'warmup',
      performedAt: minute(1),
    },
    {
      exerciseId: 'bench-press',
      exerciseIndex: 0,
      setNumber: 2,
      weight: 135,
      reps: 5,
      setType: 'warmup',
      performedAt: minute(3),
    },
    ...[1, 2, 3].map((n) => ({
      exerciseId: 'bench-press',
      exerciseIndex: 0,
      setNumber: 2 + n,
      weight: bench,
      weightUnit: 'kg' as const,
      reps: 5,
      rir: 2,
      rpe: 8,
      performedAt: minute(4 + n * 3),
    })),
    {
      exerciseId: 'front-plank',
      exerciseIndex: 1,
      setNumber: 1,
      weight: null,
      reps: 60,
      durationSeconds: 60,
      performedAt: minute(20),
    },
    {
      exerciseId: customExerciseId,
      exerciseIndex: 2,
      setNumber: 1,
      weight: 40,
      weightUnit: 'kg',
      reps: 12,
      performedAt: minute(25),
    },
    {
      exerciseId: customExerciseId,
      exerciseIndex: 2,
      setNumber: 2,
      weight: 40,
      weightUnit: 'kg',
      reps: 10,
      performedAt: minute(28),
    },
  ];
  const [seeded] = await seedImportedSessions(db, userId, [
    {
      source: 'strong',
      title: 'Push Day',
      startedAt,
      completedAt: minute(30),
      durationSeconds: 3125,
      sets,
    },
  ]);
  return seeded!;
}
