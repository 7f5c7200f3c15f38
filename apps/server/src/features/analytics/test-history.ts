/**
 * Seeds a user's training and health history straight into the database, in bulk
 * (jsonb_to_recordset: one statement per few thousand rows), for the analytics tests and the
 * five-year benchmark (scripts/bench.ts "analytics"). Test and benchmark code only.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { programmedWorkout } from '@grandfit/shared/domain/programme/programme.ts';
import type { SessionType } from '@grandfit/shared/domain/programme/types.ts';
import type { Db } from '../../db/client.ts';

export interface SeedSet {
  exerciseId: string;
  weight: number;
  reps: number;
  rir: number | null;
  targetReps?: number | null;
  targetRir?: number | null;
  /** Default 'lb'. */
  weightUnit?: 'lb' | 'kg';
  /** Default 'normal'. */
  setType?: 'normal' | 'warmup' | 'drop' | 'failure';
  at: Date;
}

export interface SeedWorkout {
  journeyStart: string;
  week: number;
  day: number;
  type: SessionType;
  /** null: started, never completed. */
  completedAt: Date | null;
  sets: SeedSet[];
}

export interface SeedHealthDay {
  date: string;
  hrvMs?: number | null;
  restingHeartRate?: number | null;
  sleepHours?: number | null;
  sleepQuality?: number | null;
  vo2Max?: number | null;
}

const CHUNK = 4000;

async function inChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

/** One workout, one session and its sets per SeedWorkout. */
export async function seedWorkouts(db: Db, userId: string, seeds: SeedWorkout[]): Promise<void> {
  const workoutRows: Record<string, unknown>[] = [];
  const sessionRows: Record<string, unknown>[] = [];
  const setRows: Record<string, unknown>[] = [];
  for (const seed of seeds) {
    const programmeId = `w${seed.week}d${seed.day}-${seed.type}`;
    const plan = programmedWorkout(programmeId);
    if (!plan) throw new Error(`no programme workout ${programmeId}`);
    const workoutId = randomUUID();
    const sessionId = randomUUID();
    const first = seed.sets[0]?.at ?? seed.completedAt ?? new Date();
    workoutRows.push({
      id: workoutId,
      journey_start: seed.journeyStart,
      programme_workout_id: programmeId,
      week: seed.week,
      day: seed.day,
      type: seed.type,
      plan,
    });
    sessionRows.push({
      id: sessionId,
      workout_id: workoutId,
      started_at: first.toISOString(),
      completed_at: seed.completedAt?.toISOString() ?? null,
    });
    seed.sets.forEach((set, index) =>
      setRows.push({
        client_id: randomUUID(),
        session_id: sessionId,
        workout_id: workoutId,
        exercise_id: set.exerciseId,
        exercise_index: 0,
        set_number: index + 1,
        target_reps: set.targetReps ?? null,
        target_rir: set.targetRir ?? null,
        weight: set.weight,
        weight_unit: set.weightUnit ?? 'lb',
        set_type: set.setType ?? 'normal',
        reps: set.reps,
        rir: set.rir,
        performed_at: set.at.toISOString(),
      }),
    );
  }
  await inChunks(workoutRows, (chunk) =>
    db.execute(sql`insert into workouts (id, user_id, journey_start, programme_workout_id, week, day, type, plan)
      select r.id, ${userId}::uuid, r.journey_start, r.programme_workout_id, r.week, r.day, r.type, r.plan
      from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb)
        as r(id uuid, journey_start date, programme_workout_id text, week smallint, day smallint, type text, plan jsonb)`),
  );
  await inChunks(sessionRows, (chunk) =>
    db.execute(sql`insert into workout_sessions (id, user_id, workout_id, started_at, completed_at)
      select r.id, ${userId}::uuid, r.workout_id, r.started_at, r.completed_at
      from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb)
        as r(id uuid, workout_id uuid, started_at timestamptz, completed_at timestamptz)`),
  );
  await inChunks(setRows, (chunk) =>
    db.execute(sql`insert into workout_sets (user_id, client_id, session_id, workout_id, exercise_id,
        exercise_index, set_number, target_reps, target_rir, weight, weight_unit, set_type, reps, rir,
        performed_at)
      select ${userId}::uuid, r.client_id, r.session_id, r.workout_id, r.exercise_id, r.exercise_index,
        r.set_number, r.target_reps, r.target_rir, r.weight, r.weight_unit, r.set_type, r.reps, r.rir,
        r.performed_at
      from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb)
        as r(client_id uuid, session_id uuid, workout_id uuid, exercise_id text, exercise_index smallint,
          set_number smallint, target_reps smallint, target_rir smallint, weight double precision,
          weight_unit text, set_type text, reps smallint, rir smallint, performed_at timestamptz)`),
  );
}

/** Manual health rows, one per day. */
export async function seedHealthDays(db: Db, userId: string, days: SeedHealthDay[]): Promise<void> {
  const rows = days.map((d) => ({
    date: d.date,
    hrv_ms: d.hrvMs ?? null,
    resting_heart_rate: d.restingHeartRate ?? null,
    sleep_hours: d.sleepHours ?? null,
    sleep_quality: d.sleepQuality ?? null,
    vo2_max: d.vo2Max ?? null,
  }));
  await inChunks(rows, (chunk) =>
    db.execute(sql`insert into health_metrics (user_id, date, source, hrv_ms, resting_heart_rate,
        sleep_hours, sleep_quality, vo2_max)
      select ${userId}::uuid, r.date, 'manual', r.hrv_ms, r.resting_heart_rate, r.sleep_hours,
        r.sleep_quality, r.vo2_max
      from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb)
        as r(date date, hrv_ms smallint, resting_heart_rate smallint, sleep_hours double precision,
          sleep_quality smallint, vo2_max double precision)`),
  );
}
