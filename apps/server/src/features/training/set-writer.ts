import { sql } from 'drizzle-orm';
import type { Scoring } from '@grandfit/shared/domain/records/records.ts';
import type { WeightUnit } from '@grandfit/shared/domain/units/weight.ts';
import type { SetType } from '@grandfit/shared/schemas/training.ts';
import type { Db, Tx } from '../../db/client.ts';
import { executePrepared } from '../../db/prepared.ts';
import { increasingUuidV7s } from '../../db/uuid-v7.ts';
import { isDeadlock } from '../../db/postgres-errors.ts';

/** One set to store, already checked against its workout's plan. */
export interface SetWrite {
  userId: string;
  clientId: string;
  sessionId: string;
  workoutId: string;
  exerciseId: string;
  exerciseIndex: number;
  setNumber: number;
  targetWeight: number | null;
  targetReps: number | null;
  targetRir: number | null;
  weight: number | null;
  weightUnit: WeightUnit;
  reps: number | null;
  rir: number | null;
  skipped: boolean;
  /** A warm-up never counts (decision 051). */
  setType: SetType;
  /** ISO timestamp. */
  performedAt: string;
  /** How the exercise's sets are scored (records.ts): the records step after the insert needs it. */
  scoring: Scoring;
}

/** The stored set, as the database returned it. */
export interface StoredSet {
  /** The row's own id (personal records point at it). */
  id: string;
  /** A new set, not a replay or a correction of one already stored. */
  inserted: boolean;
  clientId: string;
  sessionId: string;
  exerciseId: string;
  exerciseIndex: number;
  setNumber: number;
  targetWeight: number | null;
  targetReps: number | null;
  targetRir: number | null;
  weight: number | null;
  weightUnit: WeightUnit;
  reps: number | null;
  rir: number | null;
  skipped: boolean;
  setType: SetType;
  performedAt: Date;
}

/**
 * What became of a set: stored (with what `afterStore` answered for it), or refused because its
 * session belongs to another user or workout (`session-taken`) or its client id is already a set of
 * another workout (`set-taken`).
 */
export type SetOutcome<After = undefined> =
  | { kind: 'stored'; set: StoredSet; after: After }
  | { kind: 'session-taken' }
  | { kind: 'set-taken' };

/** A set of the batch as it was asked for and as it was stored. */
export interface StoredWrite {
  write: SetWrite;
  set: StoredSet;
}

/**
 * Work that must commit together with the sets it follows (the records step, decision 025): it
 * runs in the batch's transaction, after its sets are stored, and answers for each stored set.
 */
export type AfterStore<After> = (tx: Tx, stored: readonly StoredWrite[]) => Promise<After[]>;

interface Pending<After> {
  write: SetWrite;
  resolve(outcome: SetOutcome<After>): void;
  reject(error: unknown): void;
  /** Times it went back to the queue because a concurrent batch was creating its session. */
  retries: number;
}

interface ResultRow {
  ord: number;
  session_claimed: boolean;
  session_found: boolean;
  id: string | null;
  inserted: boolean | null;
  client_id: string | null;
  session_id: string;
  exercise_id: string;
  exercise_index: number;
  set_number: number;
  target_weight: number | null;
  target_reps: number | null;
  target_rir: number | null;
  weight: number | null;
  weight_unit: WeightUnit;
  reps: number | null;
  rir: number | null;
  skipped: boolean;
  set_type: SetType;
  performed_at: Date | string;
}

/** A batch PostgreSQL rolled back to break a deadlock runs again, at most this many times. */
const DEADLOCK_RETRIES = 3;

/**
 * Runs `write` again when PostgreSQL chose it to break a deadlock (nothing of it was written, and
 * the writes are upserts): under load, batches and the records step's locks can still meet in a
 * cycle, and the lifter's set must not fail for it.
 */
async function retryingDeadlocks<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      if (!isDeadlock(error) || attempt >= DEADLOCK_RETRIES) throw error;
    }
  }
}

const MAX_BATCH = 200;
/** Statements in flight at once; the rest of the sets wait for the next batch. */
const MAX_IN_FLIGHT = 4;

/**
 * Stores sets with group commit: the sets that arrive while earlier statements are in flight are
 * written together in one statement, so many sets share one commit (a durable WAL flush), and
 * every request still answers only after its set is committed. One statement per batch:
 * - each session is created on first use with the client's id, and the first set of the batch
 *   decides its owner; a session id owned by another user or workout is never taken over;
 * - a session's start moves earlier only when a set is older (a set replayed from an offline outbox
 *   may be older than the first one that arrived), so sessions are locked only then;
 * - each set is upserted on (user, client id): a replay changes nothing, a correction replaces,
 *   and a client id may not move a set into another workout.
 * With `afterStore`, the statement and that work run in one transaction: what follows from the sets
 * (their records step) commits with them, in the same commit.
 */
export function setWriter(db: Db): SetWriter<undefined>;
export function setWriter<After>(db: Db, afterStore: AfterStore<After>): SetWriter<After>;
export function setWriter<After>(db: Db, afterStore?: AfterStore<After>): SetWriter<After> {
  // A new set's id; increasing ids keep the primary key's inserts at its end (decision 013).
  const nextSetId = increasingUuidV7s();
  let queue: Pending<After>[] = [];
  let inFlight = 0;
  let scheduled = false;

  function schedule() {
    if (scheduled || queue.length === 0 || inFlight >= MAX_IN_FLIGHT) return;
    scheduled = true;
    // After the current I/O callbacks, so the requests that arrived together form one batch.
    setImmediate(() => {
      scheduled = false;
      void flush();
    });
  }

  /** Takes a batch in which no (user, client id) appears twice: one statement may upsert a row once. */
  function takeBatch(): Pending<After>[] {
    const batch: Pending<After>[] = [];
    const keys = new Set<string>();
    const rest: Pending<After>[] = [];
    for (const pending of queue) {
      const key = `${pending.write.userId}:${pending.write.clientId}`;
      if (batch.length < MAX_BATCH && !keys.has(key)) {
        keys.add(key);
        batch.push(pending);
      } else {
        rest.push(pending);
      }
    }
    queue = rest;
    return batch;
  }

  async function flush() {
    const batch = takeBatch();
    if (batch.length === 0) return;
    inFlight++;
    try {
      await writeBatch(batch);
    } catch (error) {
      // One set may have broken the statement for all: each goes alone, so only it fails.
      if (batch.length === 1) batch[0]!.reject(error);
      else await Promise.all(batch.map((pending) => writeBatch([pending]).catch(pending.reject)));
    } finally {
      inFlight--;
      schedule();
    }
  }

  async function writeBatch(batch: Pending<After>[]) {
    const writes = batch.map((pending) => pending.write);
    // The statement, then what follows on the sets it stored: with an afterStore, both in one
    // transaction, so they commit together.
    const store = async (
      executor: Db | Tx,
      follow?: (stored: readonly StoredWrite[]) => Promise<After[]>,
    ) => {
      const rows = await runStatement(executor, writes, nextSetId);
      const stored = rows.flatMap((row) =>
        row.session_claimed && row.client_id !== null
          ? [{ ord: row.ord, write: writes[row.ord]!, set: storedSet(row) }]
          : [],
      );
      const answers = follow && stored.length > 0 ? await follow(stored) : [];
      const outcomes = new Map(
        stored.map(({ ord, set }, index) => [ord, { set, after: answers[index] as After }]),
      );
      return { rows, outcomes };
    };
    const { rows, outcomes } = await retryingDeadlocks(() =>
      afterStore
        ? db.transaction((tx) => store(tx, (stored) => afterStore(tx, stored)))
        : store(db),
    );
    batch.forEach((pending, ord) => {
      const row = rows.find((candidate) => candidate.ord === ord);
      if (!row) return pending.reject(new Error('the set statement skipped a set'));
      if (!row.session_claimed) {
        // Neither found nor created: another batch was creating it. The next batch finds it.
        if (!row.session_found && pending.retries < 3) {
          pending.retries++;
          queue.push(pending);
          return;
        }
        return pending.resolve({ kind: 'session-taken' });
      }
      const outcome = outcomes.get(ord);
      if (!outcome) return pending.resolve({ kind: 'set-taken' });
      pending.resolve({ kind: 'stored', ...outcome });
    });
  }

  return {
    write(write: SetWrite): Promise<SetOutcome<After>> {
      return new Promise((resolve, reject) => {
        queue.push({ write, resolve, reject, retries: 0 });
        schedule();
      });
    },
  };
}
export interface SetWriter<After = undefined> {
  write(write: SetWrite): Promise<SetOutcome<After>>;
}

function storedSet(row: ResultRow): StoredSet {
  return {
    id: row.id!,
    inserted: row.inserted === true,
    clientId: row.client_id!,
    sessionId: row.session_id,
    exerciseId: row.exercise_id,
    exerciseIndex: row.exercise_index,
    setNumber: row.set_number,
    targetWeight: row.target_weight,
    targetReps: row.target_reps,
    targetRir: row.target_rir,
    weight: row.weight,
    weightUnit: row.weight_unit,
    reps: row.reps,
    rir: row.rir,
    skipped: row.skipped,
    setType: row.set_type,
    performedAt: new Date(row.performed_at),
  };
}

async function runStatement(
  db: Db | Tx,
  writes: SetWrite[],
  /** The id a set gets if it is new (a replay or a correction keeps its own). */
  newSetId: () => string,
): Promise<ResultRow[]> {
  const input = JSON.stringify(
    writes.map((write, ord) => ({
      ord,
      id: newSetId(),
      user_id: write.userId,
      client_id: write.clientId,
      session_id: write.sessionId,
      workout_id: write.workoutId,
      exercise_id: write.exerciseId,
      exercise_index: write.exerciseIndex,
      set_number: write.setNumber,
      target_weight: write.targetWeight,
      target_reps: write.targetReps,
      target_rir: write.targetRir,
      weight: write.weight,
      weight_unit: write.weightUnit,
      reps: write.reps,
      rir: write.rir,
      skipped: write.skipped,
      set_type: write.setType,
      performed_at: write.performedAt,
    })),
  );
  const result = (await executePrepared(
    db,
    'set_writer_batch',
    sql`
    with input as (
      select * from jsonb_to_recordset(${input}::jsonb) as x(
        ord int, id uuid, user_id uuid, client_id uuid, session_id uuid, workout_id uuid,
        exercise_id text, exercise_index smallint, set_number smallint, target_weight float8,
        target_reps smallint, target_rir smallint, weight float8, weight_unit text, reps smallint,
        rir smallint, skipped boolean, set_type text, performed_at timestamptz)
    ), wanted as (
      select distinct on (session_id) session_id, user_id, workout_id,
        min(performed_at) over (partition by session_id, user_id, workout_id) as started_at
      from input
      order by session_id, ord
    ), existing as (
      select id, user_id, workout_id from workout_sessions
      where id in (select session_id from wanted)
    ), created as (
      insert into workout_sessions (id, user_id, workout_id, started_at)
      select session_id, user_id, workout_id, started_at from wanted
      where session_id not in (select id from existing)
      -- No conflict target: every unique index is an arbiter, the (id, user_id) one that sets'
      -- key refers to included, so a session created by another request at the same moment is
      -- skipped (its sets are retried), never a duplicate-key error.
      on conflict do nothing
      returning id, user_id, workout_id
    ), sessions as (
      select * from existing union all select * from created
    ), earlier_start as (
      update workout_sessions set started_at = wanted.started_at
      from wanted
      where workout_sessions.id = wanted.session_id
        and workout_sessions.id in (select id from existing)
        and workout_sessions.user_id = wanted.user_id
        and workout_sessions.workout_id = wanted.workout_id
        and workout_sessions.started_at > wanted.started_at
      returning workout_sessions.id
    ), saved as (
      insert into workout_sets (id, user_id, client_id, session_id, workout_id, exercise_id,
        exercise_index, set_number, target_weight, target_reps, target_rir, weight, weight_unit,
        reps, rir, skipped, set_type, performed_at)
      select input.id, input.user_id, input.client_id, input.session_id, input.workout_id,
        input.exercise_id, input.exercise_index, input.set_number, input.target_weight,
        input.target_reps, input.target_rir, input.weight, input.weight_unit, input.reps,
        input.rir, input.skipped, input.set_type, input.performed_at
      from input
      join sessions on sessions.id = input.session_id and sessions.user_id = input.user_id
        and sessions.workout_id = input.workout_id
      -- Every batch takes its sets' row locks in one order: two batches holding a replay of each
      -- other's sets then wait in line rather than on each other (a deadlock).
      order by input.user_id, input.client_id
      on conflict (user_id, client_id) do update set
        session_id = excluded.session_id, exercise_id = excluded.exercise_id,
        exercise_index = excluded.exercise_index, set_number = excluded.set_number,
        target_weight = excluded.target_weight, target_reps = excluded.target_reps,
        target_rir = excluded.target_rir, weight = excluded.weight,
        weight_unit = excluded.weight_unit, reps = excluded.reps,
        rir = excluded.rir, skipped = excluded.skipped, set_type = excluded.set_type,
        performed_at = excluded.performed_at
        where workout_sets.workout_id = excluded.workout_id
      -- Columns by name, never *: a prepared statement's result may not change its columns when
      -- a migration adds one (PostgreSQL refuses to run the cached plan).
      returning id, user_id, client_id, session_id, exercise_id, exercise_index, set_number,
        target_weight, target_reps, target_rir, weight, weight_unit, reps, rir, skipped,
        set_type, performed_at, (xmax = 0) as inserted
    )
    select input.ord,
      exists (
        select 1 from sessions where sessions.id = input.session_id
          and sessions.user_id = input.user_id and sessions.workout_id = input.workout_id
      ) as session_claimed,
      exists (select 1 from sessions where sessions.id = input.session_id) as session_found,
      saved.id, saved.inserted, saved.client_id, saved.session_id, saved.exercise_id,
      saved.exercise_index, saved.set_number, saved.target_weight, saved.target_reps,
      saved.target_rir, saved.weight, saved.weight_unit, saved.reps, saved.rir, saved.skipped,
      saved.set_type, saved.performed_at
    from input
    left join saved on saved.user_id = input.user_id and saved.client_id = input.client_id
  `,
  )) as { rows: ResultRow[] };
  return result.rows;
}
