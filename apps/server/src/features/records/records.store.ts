/**
 * Where personal records are kept (decision 025): `exercise_bests`, the bests so far of each of a
 * user's exercises, and `personal_records`, every record broken. Both follow from the sets by the
 * fold of domain/records/records.ts; a logged set normally takes one step of it (records.service).
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  exerciseRecords,
  scoringOf,
  type Best,
  type ExerciseRecords,
  type RecordEvent,
  type RecordSet,
  type Scoring,
} from '@grandfit/shared/domain/records/records.ts';
import {
  exerciseSessionStats as exerciseSessionStats_,
  type SessionStats,
} from '@grandfit/shared/domain/records/session-stats.ts';
import type { WeightUnit } from '@grandfit/shared/domain/units/weight.ts';
import { exerciseById } from '@grandfit/shared/domain/programme/exercises.ts';
import type { Db, Tx } from '../../db/client.ts';
import { exerciseInfos, scoringOfExercise } from '../exercises/exercise-names.ts';
import {
  exerciseBests,
  exerciseSessionStats,
  personalRecords,
  workoutSets,
} from '../../db/schema/training.ts';

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
  await writeManyRecords(db, userId, [{ exerciseId, bests, events }]);
}

interface ExerciseRecordsToWrite {
  exerciseId: string;
  bests: readonly Best[];
  events: readonly RecordEvent[];
}

/**
 * writeRecords for a set's step, outside any transaction, under the exercise's lock as rebuilds
 * take it. Unlocked, its upserts and a rebuild's deletes and inserts of the same rows could wait on
 * each other in a cycle, and PostgreSQL failed one (the lifter's set answered 500). The lock is
 * taken by the statement itself, so the step stays one round trip.
 */
export async function writeRecordsLocked(
  db: Db,
  userId: string,
  exerciseId: string,
  bests: readonly Best[],
  events: readonly RecordEvent[],
): Promise<void> {
  if (bests.length === 0 && events.length === 0) return;
  await db.execute(recordsStatement(userId, [{ exerciseId, bests, events }], [], exerciseId)!);
}

/** writeRecords for several exercises in one statement. */
async function writeManyRecords(
  db: Executor,
  userId: string,
  exercises: readonly ExerciseRecordsToWrite[],
): Promise<void> {
  const statement = recordsStatement(userId, exercises, []);
  if (statement) await db.execute(statement);
}

/**
 * One statement that writes bests (never lowering one that a concurrent set raised), records
 * (once each) and whole sessions' figures (after their rows were deleted); null: nothing to write.
 */
function recordsStatement(
  userId: string,
  exercises: readonly ExerciseRecordsToWrite[],
  stats: readonly { exerciseId: string; stats: readonly SessionStats[] }[],
  /**
   * Takes this exercise's rebuild lock (until the statement's transaction ends) before any row is
   * written: each insert reads its rows joined to the lock's one row, which is computed first.
   */
  lockExercise?: string,
): SQL | null {
  const bests = exercises.flatMap(({ exerciseId, bests }) =>
    bests.map((best) => ({
      exercise_id: exerciseId,
      kind: best.kind,
      weight_key: best.weightKey,
      value: best.value,
      prior: best.prior,
      set_id: best.setId,
      session_id: best.sessionId,
      achieved_at: new Date(best.achievedAt).toISOString(),
    })),
  );
  const events = exercises.flatMap(({ exerciseId, events }) =>
    events.map((event) => ({
      exercise_id: exerciseId,
      kind: event.kind,
      set_id: event.setId,
      session_id: event.sessionId,
      value: event.value,
      previous: event.previous,
      weight_kg: event.weightKg,
      achieved_at: new Date(event.achievedAt).toISOString(),
    })),
  );
  const statsRows = stats.flatMap(({ exerciseId, stats }) =>
    stats.map((one) => ({ exercise_id: exerciseId, ...statsRow(one) })),
  );
  const parts: SQL[] = [];
  if (lockExercise !== undefined) {
    parts.push(sql`exercise_lock as (
      select pg_advisory_xact_lock(hashtext(${userId}), hashtext(${lockExercise}))
    )`);
  }
  // Volatile, so never inlined: evaluated once, before the first joined row.
  const locked = lockExercise !== undefined ? sql` cross join exercise_lock` : sql``;
  if (bests.length > 0) {
    parts.push(sql`best_input as (
      select * from jsonb_to_recordset(${JSON.stringify(bests)}::jsonb) as x(exercise_id text,
        kind text, weight_key text, value float8, prior float8, set_id uuid, session_id uuid,
        achieved_at timestamptz)
    ), saved_bests as (
      insert into exercise_bests (user_id, exercise_id, kind, weight_key, value, prior, set_id,
        session_id, achieved_at)
      select ${userId}, exercise_id, kind, weight_key, value, prior, set_id, session_id,
        achieved_at from best_input${locked}
      on conflict (user_id, exercise_id, kind, weight_key) do update set
        value = excluded.value, prior = excluded.prior, set_id = excluded.set_id,
        session_id = excluded.session_id, achieved_at = excluded.achieved_at
        where exercise_bests.value < excluded.value
    )`);
  }
  if (events.length > 0) {
    parts.push(sql`event_input as (
      select * from jsonb_to_recordset(${JSON.stringify(events)}::jsonb) as x(exercise_id text,
        kind text, set_id uuid, session_id uuid, value float8, previous float8, weight_kg float8,
        achieved_at timestamptz)
    ), set_records as (
      insert into personal_records (user_id, exercise_id, kind, session_id, set_id, value,
        previous, weight_kg, achieved_at)
      select ${userId}, exercise_id, kind, session_id, set_id, value, previous, weight_kg,
        achieved_at
      from event_input${locked} where set_id is not null
      on conflict do nothing
    ), session_records as (
      insert into personal_records (user_id, exercise_id, kind, session_id, set_id, value,
        previous, achieved_at)
      select ${userId}, exercise_id, kind, session_id, null, value, previous, achieved_at
      from event_input${locked} where set_id is null
      on conflict (session_id, exercise_id, kind) where set_id is null do update set
        value = excluded.value, previous = excluded.previous, achieved_at = excluded.achieved_at
        where personal_records.value < excluded.value
    )`);
  }
  if (statsRows.length > 0) {
    parts.push(sql`saved_stats as (
      insert into exercise_session_stats (user_id, exercise_id, session_id, first_at, sets,
        working_sets, volume_kg, volume_at, best_e1rm_kg, first_loaded_at, top_weight_kg,
        top_amount, first_working_at, best_by_reps)
      select ${userId}, x.exercise_id, x.session_id, x.first_at, x.sets, x.working_sets,
        x.volume_kg, x.volume_at, x.best_e1rm_kg, x.first_loaded_at, x.top_weight_kg,
        x.top_amount, x.first_working_at, x.best_by_reps
      from jsonb_to_recordset(${JSON.stringify(statsRows)}::jsonb) as x(exercise_id text,
        session_id uuid, first_at timestamptz, sets int, working_sets int, volume_kg float8,
        volume_at timestamptz, best_e1rm_kg float8, first_loaded_at timestamptz,
        top_weight_kg float8, top_amount float8, first_working_at timestamptz,
        best_by_reps jsonb)
      -- A session deleted since the sets were read has no figures.
      where exists (select 1 from workout_sessions s where s.id = x.session_id)
    )`);
  }
  // Each part runs whether or not the final select reads it (PostgreSQL's rule for writes).
  return parts.length === 0 ? null : sql`with ${sql.join(parts, sql`, `)} select 1`;
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
  // A custom timed exercise counts seconds, as the library's planks do (decision 038); a pull-up
  // scores its reps, not an e1RM of the load added to it (decision 073).
  const scoring = await scoringOfExercise(db, userId, exerciseId);
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${userId}), hashtext(${exerciseId}))`,
    );
    const sets = (await readRecordSets(tx, userId, [exerciseId])).get(exerciseId) ?? [];
    const folded = exerciseRecords(sets, scoring);
    const mine = (
      table: typeof exerciseBests | typeof personalRecords | typeof exerciseSessionStats,
    ) => and(eq(table.userId, userId), eq(table.exerciseId, exerciseId));
    await tx.delete(exerciseBests).where(mine(exerciseBests));
    await tx.delete(personalRecords).where(mine(personalRecords));
    await tx.delete(exerciseSessionStats).where(mine(exerciseSessionStats));
    // The best session volume is read from the sessions' figures (records.service), not kept.
    const bests = folded.bests.filter((best) => best.kind !== 'volume');
    await writeRecords(tx, userId, exerciseId, bests, folded.events);
    await writeSessionStats(tx, userId, exerciseId, exerciseSessionStats_(sets, scoring));
    return folded;
  });
}

/** Sets read and folded at a time by the bulk rebuild: its memory, whatever the import's size. */
const REBUILD_CHUNK_SETS = 20_000;

/**
 * Groups ids, in order, so each group holds at most `limit` sets (an id with more is alone).
 */
export function chunksBySets(
  ids: readonly string[],
  setsOf: (id: string) => number,
  limit: number,
): string[][] {
  const chunks: string[][] = [];
  let chunk: string[] = [];
  let size = 0;
  for (const id of ids) {
    const sets = setsOf(id);
    if (chunk.length > 0 && size + sets > limit) {
      chunks.push(chunk);
      chunk = [];
      size = 0;
    }
    chunk.push(id);
    size += sets;
  }
  if (chunk.length > 0) chunks.push(chunk);
  return chunks;
}

interface RecordSetRow {
  exercise_id: string;
  id: string;
  session_id: string;
  at: number;
  weight: number | null;
  weight_unit: WeightUnit;
  reps: number | null;
  rir: number | null;
  target_rir: number | null;
  skipped: boolean;
  set_type: string;
}

/**
 * The record columns of every set of these exercises, by exercise. Plain SQL with times as epoch
 * ms (whole, as a Date would hold them): the query builder's mapping of 150,000 rows (a Date each)
 * took a third of the bulk rebuild. Unordered: the folds order each exercise's sets themselves.
 */
async function readRecordSets(
  db: Executor,
  userId: string,
  exerciseIds: readonly string[],
): Promise<Map<string, RecordSet[]>> {
  const result = await db.execute(sql`
    select exercise_id, id, session_id,
      floor(extract(epoch from performed_at) * 1000)::float8 as at, weight, weight_unit, reps, rir,
      target_rir, skipped, set_type
    from workout_sets
    where user_id = ${userId}
      and exercise_id in (${sql.join(
        exerciseIds.map((id) => sql`${id}`),
        sql`, `,
      )})`);
  const setsOf = new Map<string, RecordSet[]>(exerciseIds.map((id) => [id, []]));
  for (const row of (result as unknown as { rows: RecordSetRow[] }).rows) {
    setsOf.get(row.exercise_id)?.push({
      id: row.id,
      sessionId: row.session_id,
      performedAt: Number(row.at),
      weight: row.weight === null ? null : Number(row.weight),
      weightUnit: row.weight_unit,
      reps: row.reps,
      rir: row.rir,
      targetRir: row.target_rir,
      skipped: row.skipped,
      setType: row.set_type,
    });
  }
  return setsOf;
}

/** Every set of some exercises, by exercise, held in memory (see lockAndReadRecordSets). */
export type HeldRecordSets = Map<string, RecordSet[]>;

/** Takes the rebuild's per-(user, exercise) locks, in one fixed order so no two can deadlock. */
async function lockExercises(tx: Executor, userId: string, sortedIds: readonly string[]) {
  for (const id of sortedIds) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${userId}), hashtext(${id}))`);
  }
}

async function countSets(tx: Executor, userId: string, ids: readonly string[]) {
  const counts = await tx
    .select({ exerciseId: workoutSets.exerciseId, sets: sql<number>`count(*)::int` })
    .from(workoutSets)
    .where(and(eq(workoutSets.userId, userId), inArray(workoutSets.exerciseId, ids)))
    .groupBy(workoutSets.exerciseId);
  return new Map(counts.map((row) => [row.exerciseId, Number(row.sets)]));
}

/**
 * For a transaction about to add sets to these exercises and keep them in memory: takes the
 * rebuild's locks until it ends, and reads the exercises' sets stored so far, unless there are
 * more than `limit` (null: the rebuild reads them all back instead). A set logged meanwhile waits
 * for the locks to take its records step, on top of the rebuilt records (records.service).
 */
export async function lockAndReadRecordSets(
  tx: Executor,
  userId: string,
  exerciseIds: Iterable<string>,
  limit: number,
): Promise<HeldRecordSets | null> {
  const ids = [...new Set(exerciseIds)].sort();
  if (ids.length === 0) return new Map();
  await lockExercises(tx, userId, ids);
  const counts = await countSets(tx, userId, ids);
  if ([...counts.values()].reduce((sum, n) => sum + n, 0) > limit) return null;
  return readRecordSets(tx, userId, ids);
}

/**
 * rebuildExerciseRecords for many exercises at once (an import touches hundreds): their sets read
 * about REBUILD_CHUNK_SETS at a time (the whole import's sets as objects at once were most of the
 * server's memory peak on PostgreSQL), the same folds, one delete and one write per table and
 * chunk. Takes the same advisory locks, in a fixed order so two bulk rebuilds cannot deadlock.
 * `held`: every set of the exercises is already in memory, and the transaction already holds
 * their locks (lockAndReadRecordSets, for an import's first): nothing is locked or read again,
 * and each exercise's sets are let go once folded.
 */
export async function rebuildManyExerciseRecords(
  db: Db,
  userId: string,
  exerciseIds: Iterable<string>,
  { chunkSets = REBUILD_CHUNK_SETS, held }: { chunkSets?: number; held?: HeldRecordSets } = {},
): Promise<void> {
  const ids = [...new Set(exerciseIds)].sort();
  if (ids.length === 0) return;
  const custom = ids.filter((id) => !exerciseById(id));
  const infos = custom.length > 0 ? await exerciseInfos(db, userId, custom) : new Map();
  // As rebuildExerciseRecords scores one exercise.
  const scoringOfId = (id: string): Scoring => {
    const exercise = exerciseById(id) ?? infos.get(id);
    return exercise ? scoringOf(exercise) : 'reps';
  };
  await db.transaction(async (tx) => {
    if (!held) await lockExercises(tx, userId, ids);
    const setCount = held
      ? new Map(ids.map((id) => [id, held.get(id)?.length ?? 0]))
      : await countSets(tx, userId, ids);
    const chunks = chunksBySets(ids, (id) => setCount.get(id) ?? 0, chunkSets);
    // One statement at a time on the transaction's connection, but never waiting for Node: the
    // next chunk is read while this one is folded, and its one write goes while the next is.
    const queue = statementQueue();
    const theirs = (
      table: typeof exerciseBests | typeof personalRecords | typeof exerciseSessionStats,
    ) => and(eq(table.userId, userId), inArray(table.exerciseId, ids));
    void queue.add(() =>
      tx.execute(sql`
        with bests as (${tx.delete(exerciseBests).where(theirs(exerciseBests)).getSQL()}),
          records as (${tx.delete(personalRecords).where(theirs(personalRecords)).getSQL()})
        ${tx.delete(exerciseSessionStats).where(theirs(exerciseSessionStats)).getSQL()}`),
    );
    // Held sets need no statement: taken at once, not behind the writes.
    const read = async (chunk: readonly string[]): Promise<Map<string, RecordSet[]>> => {
      if (!held) return queue.add(() => readRecordSets(tx, userId, chunk));
      const setsOf = new Map(chunk.map((id) => [id, held.get(id) ?? []]));
      for (const id of chunk) held.delete(id);
      return setsOf;
    };
    /** The writes queued and not yet done: at most two, so their text is bounded. */
    const writing: Promise<unknown>[] = [];
    let reading = read(chunks[0]!);
    try {
      for (let c = 0; c < chunks.length; c++) {
        const setsOf = await reading;
        const next = chunks[c + 1];
        if (next) reading = read(next);
        const written: ExerciseRecordsToWrite[] = [];
        const stats: { exerciseId: string; stats: SessionStats[] }[] = [];
        for (const [exerciseId, sets] of setsOf) {
          const scoring = scoringOfId(exerciseId);
          const records = exerciseRecords(sets, scoring);
          // The best session volume is read from the sessions' figures (records.service), not kept.
          const bests = records.bests.filter((best) => best.kind !== 'volume');
          written.push({ exerciseId, bests, events: records.events });
          stats.push({ exerciseId, stats: exerciseSessionStats_(sets, scoring) });
        }
        const statement = recordsStatement(userId, written, stats);
        if (statement) writing.push(queue.add(() => tx.execute(statement)));
        if (writing.length > 2) await writing.shift();
        // The driver sends it a few promise ticks from now: let it, before the next fold.
        await new Promise<void>((resolve) => setImmediate(resolve));
      }
    } finally {
      // Nothing may still run on the connection when the transaction ends, whatever failed.
      await queue.drained().catch(() => undefined);
    }
    await queue.drained();
  });
}

/**
 * Runs statements one after another, as they are added, without their caller awaiting each: a
 * failed one fails every one after it and `drained`, and is never left unhandled.
 */
function statementQueue() {
  let last: Promise<unknown> = Promise.resolve();
  return {
    add<T>(run: () => Promise<T>): Promise<T> {
      const result = last.then(run);
      last = result;
      result.catch(() => undefined);
      return result;
    },
    drained: () => last.then(() => undefined),
  };
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** The columns of exercise_session_stats for one session's figures. */
export function statsRow(stats: SessionStats) {
  return {
    session_id: stats.sessionId,
    first_at: iso(stats.firstAt),
    sets: stats.sets,
    working_sets: stats.workingSets,
    volume_kg: stats.volumeKg,
    volume_at: iso(stats.volumeAt),
    best_e1rm_kg: stats.bestE1rmKg,
    first_loaded_at: iso(stats.firstLoadedAt),
    top_weight_kg: stats.topWeightKg,
    top_amount: stats.topAmount,
    first_working_at: iso(stats.firstWorkingAt),
    best_by_reps: stats.bestByReps,
  };
}

/** Writes whole sessions' figures (the rebuild, after their rows were deleted). */
async function writeSessionStats(
  db: Executor,
  userId: string,
  exerciseId: string,
  stats: readonly SessionStats[],
): Promise<void> {
  const statement = recordsStatement(userId, [], [{ exerciseId, stats }]);
  if (statement) await db.execute(statement);
}
