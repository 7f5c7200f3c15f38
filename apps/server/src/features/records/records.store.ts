/**
 * Where personal records are kept (decision 025): `exercise_bests`, the bests so far of each of a
 * user's exercises, and `personal_records`, every record broken. Both follow from the sets by the
 * fold of domain/records/records.ts; a logged set normally takes one step of it (records.service).
 */
import { and, eq, sql } from 'drizzle-orm';
import { exerciseById } from '@grandfit/shared/domain/programme/exercises.ts';
import type { ExerciseUnit } from '@grandfit/shared/domain/programme/types.ts';
import {
  exerciseRecords,
  type Best,
  type ExerciseRecords,
  type RecordEvent,
  type RecordSet,
} from '@grandfit/shared/domain/records/records.ts';
import type { WeightUnit } from '@grandfit/shared/domain/units/weight.ts';
import type { Db } from '../../db/client.ts';
import { exerciseBests, personalRecords, workoutSets } from '../../db/schema/training.ts';

export const unitOf = (exerciseId: string): ExerciseUnit =>
  exerciseById(exerciseId)?.unit ?? 'reps';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Executor = Db | Tx;

/** The columns a record needs, for any number of sets. */
export const recordSetColumns = {
  id: workoutSets.id,
  sessionId: workoutSets.sessionId,
  performedAt: workoutSets.performedAt,
  weight: workoutSets.weight,
  weightUnit: workoutSets.weightUnit,
  reps: workoutSets.reps,
  rir: workoutSets.rir,
  targetRir: workoutSets.targetRir,
  skipped: workoutSets.skipped,
  setType: workoutSets.setType,
};

export function toRecordSet(row: {
  id: string;
  sessionId: string;
  performedAt: Date | string;
  weight: number | null;
  weightUnit: WeightUnit;
  reps: number | null;
  rir: number | null;
  targetRir: number | null;
  skipped: boolean;
  setType: string;
}): RecordSet {
  return {
    ...row,
    performedAt: typeof row.performedAt === 'string' ? row.performedAt : row.performedAt.getTime(),
  };
}

/** Writes bests (never lowering one that a concurrent set raised) and records (once each). */
export async function writeRecords(
  db: Executor,
  userId: string,
  exerciseId: string,
  bests: readonly Best[],
  events: readonly RecordEvent[],
): Promise<void> {
  if (bests.length === 0 && events.length === 0) return;
  const bestRows = JSON.stringify(
    bests.map((best) => ({
      kind: best.kind,
      weight_key: best.weightKey,
      value: best.value,
      prior: best.prior,
      set_id: best.setId,
      session_id: best.sessionId,
      achieved_at: new Date(best.achievedAt).toISOString(),
    })),
  );
  const eventRows = JSON.stringify(
    events.map((event) => ({
      kind: event.kind,
      set_id: event.setId,
      session_id: event.sessionId,
      value: event.value,
      achieved_at: new Date(event.achievedAt).toISOString(),
    })),
  );
  await db.execute(sql`
    with best_input as (
      select * from jsonb_to_recordset(${bestRows}::jsonb) as x(kind text, weight_key text,
        value float8, prior float8, set_id uuid, session_id uuid, achieved_at timestamptz)
    ), event_input as (
      select * from jsonb_to_recordset(${eventRows}::jsonb) as x(kind text, set_id uuid,
        session_id uuid, value float8, achieved_at timestamptz)
    ), saved_bests as (
      insert into exercise_bests (user_id, exercise_id, kind, weight_key, value, prior, set_id,
        session_id, achieved_at)
      select ${userId}, ${exerciseId}, kind, weight_key, value, prior, set_id, session_id,
        achieved_at from best_input
      on conflict (user_id, exercise_id, kind, weight_key) do update set
        value = excluded.value, prior = excluded.prior, set_id = excluded.set_id,
        session_id = excluded.session_id, achieved_at = excluded.achieved_at
        where exercise_bests.value < excluded.value
      returning 1
    ), set_records as (
      insert into personal_records (user_id, exercise_id, kind, session_id, set_id, value,
        achieved_at)
      select ${userId}, ${exerciseId}, kind, session_id, set_id, value, achieved_at
      from event_input where set_id is not null
      on conflict do nothing
      returning 1
    ), session_records as (
      insert into personal_records (user_id, exercise_id, kind, session_id, set_id, value,
        achieved_at)
      select ${userId}, ${exerciseId}, kind, session_id, null, value, achieved_at
      from event_input where set_id is null
      on conflict (session_id, exercise_id, kind) where set_id is null do update set
        value = excluded.value, achieved_at = excluded.achieved_at
        where personal_records.value < excluded.value
      returning 1
    )
    select (select count(*) from saved_bests) + (select count(*) from set_records)
      + (select count(*) from session_records) as written
  `);
}

/**
 * Rebuilds one exercise's bests and records from all its sets. Holds a per-(user, exercise)
 * advisory lock, so two rebuilds never interleave and each reads every set committed before it.
 */
export async function rebuildExerciseRecords(
  db: Db,
  userId: string,
  exerciseId: string,
): Promise<ExerciseRecords> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${userId}), hashtext(${exerciseId}))`,
    );
    const rows = await tx
      .select(recordSetColumns)
      .from(workoutSets)
      .where(and(eq(workoutSets.userId, userId), eq(workoutSets.exerciseId, exerciseId)));
    const records = exerciseRecords(rows.map(toRecordSet), unitOf(exerciseId));
    const mine = (table: typeof exerciseBests | typeof personalRecords) =>
      and(eq(table.userId, userId), eq(table.exerciseId, exerciseId));
    await tx.delete(exerciseBests).where(mine(exerciseBests));
    await tx.delete(personalRecords).where(mine(personalRecords));
    await writeRecords(tx, userId, exerciseId, records.bests, records.events);
    return records;
  });
}
