/**
 * Personal records found when a set is logged (decision 025), online or replayed from the outbox:
 * after the set is durable, it takes one step of the records fold against the exercise's kept
 * bests. Anything else (a replay or a correction of a stored set, a set older than the
 * exercise's newest, as an outbox may deliver, or an exercise whose bests were never built)
 * rebuilds the exercise from its sets instead.
 */
import { sql } from 'drizzle-orm';
import { presentRecord } from '@grandfit/shared/domain/records/present.ts';
import {
  bestsMap,
  canonical,
  isWorkingSet,
  recordStep,
  type Best,
  type RecordEvent,
  type ExerciseRecords,
  type RecordSet,
} from '@grandfit/shared/domain/records/records.ts';
import {
  mergeStats,
  setStats,
  type SessionStats,
} from '@grandfit/shared/domain/records/session-stats.ts';
import type { AchievedRecord } from '@grandfit/shared/schemas/records.ts';
import type { Db } from '../../db/client.ts';
import { executePrepared } from '../../db/prepared.ts';
import type { StoredSet } from '../training/set-writer.ts';
import { unitOfExercise } from '../exercises/exercise-names.ts';
import type { ExerciseUnit } from '@grandfit/shared/domain/programme/types.ts';
import {
  rebuildExerciseRecords,
  recentRebuildCounting,
  statsRow,
  toRecordSet,
  writeRecords,
} from './records.store.ts';
import { sharedRebuilds } from './shared-rebuild.ts';

interface StepRow {
  bests: {
    kind: Best['kind'];
    weight_key: string;
    value: number;
    prior: number | null;
    set_id: string | null;
    session_id: string;
    achieved_at: string;
  }[];
  /** The session's volume of the exercise with this set. */
  volume: number;
  /**
   * False when a rebuild had already counted the session's sets (it ran between their insert and
   * this merge): the kept figures may then lack a set of this batch, so the caller rebuilds, or
   * takes the answer of the rebuild that counted its set (recentRebuildCounting).
   */
  counted: boolean;
  /** The best volume of the exercise's other sessions. */
  prior_volume: number | null;
  later: boolean;
}

/** A logged set's part of a step batch. */
interface StepWanted {
  userId: string;
  set: StoredSet;
  own: SessionStats;
  resolve(row: StepRow): void;
  reject(error: unknown): void;
}

const MAX_BATCH = 200;
const MAX_IN_FLIGHT = 4;

/**
 * Group commit for the records step's one statement (as the set writer's, decision 013): the sets
 * that arrive while earlier statements are in flight go together. The statement merges each
 * session's new figures into exercise_session_stats (the same merge as domain mergeStats; one
 * row per session, so the sets of one session no longer queue behind each other's commits), and
 * reads for each set the kept bests, its session's running volume, the best volume of the other
 * sessions, and whether a later session of the exercise exists (an outbox delivering an older
 * session late). Sets of one session that arrive together are judged in the order they arrive:
 * which of two equal sets of a session wears the badge is not worth reading the exercise's whole
 * history under a lock for every set.
 */
function stepBatcher(db: Db) {
  let queue: StepWanted[] = [];
  let inFlight = 0;
  let scheduled = false;

  function schedule() {
    if (scheduled || queue.length === 0 || inFlight >= MAX_IN_FLIGHT) return;
    scheduled = true;
    setImmediate(() => {
      scheduled = false;
      void flush();
    });
  }

  async function flush() {
    const batch = queue.slice(0, MAX_BATCH);
    queue = queue.slice(MAX_BATCH);
    if (batch.length === 0) return;
    inFlight++;
    try {
      await run(batch);
    } catch (error) {
      if (batch.length === 1) batch[0]!.reject(error);
      else await Promise.all(batch.map((wanted) => run([wanted]).catch(wanted.reject)));
    } finally {
      inFlight--;
      schedule();
    }
  }

  async function run(batch: StepWanted[]) {
    const keyOf = (wanted: StepWanted) =>
      `${wanted.userId}|${wanted.set.exerciseId}|${wanted.set.sessionId}`;
    const merged = new Map<string, { wanted: StepWanted; stats: SessionStats }>();
    for (const wanted of batch) {
      const kept = merged.get(keyOf(wanted));
      merged.set(keyOf(wanted), {
        wanted: kept?.wanted ?? wanted,
        stats: kept ? mergeStats(kept.stats, wanted.own) : wanted.own,
      });
    }
    const own = JSON.stringify(
      [...merged.values()].map(({ wanted, stats }) => ({
        ...statsRow(stats),
        user_id: wanted.userId,
        exercise_id: wanted.set.exerciseId,
      })),
    );
    const probe = JSON.stringify(
      batch.map((wanted, ord) => ({
        ord,
        user_id: wanted.userId,
        exercise_id: wanted.set.exerciseId,
        session_id: wanted.set.sessionId,
        performed_at: wanted.set.performedAt.toISOString(),
      })),
    );
    // Under the same per-(user, exercise) locks as a rebuild, taken in one order so two batches
    // never wait on each other in a cycle: a rebuild that ran after these sets were inserted has
    // already counted them, and the merge below then leaves its figures alone.
    const pairs = JSON.stringify(
      [...new Map(batch.map((w) => [`${w.userId}|${w.set.exerciseId}`, w])).values()].map((w) => ({
        user_id: w.userId,
        exercise_id: w.set.exerciseId,
      })),
    );
    const result = await db.transaction(async (tx) => {
      await executePrepared(
        tx,
        'records_step_locks',
        sql`
        select pg_advisory_xact_lock(hashtext(p.user_id), hashtext(p.exercise_id))
        from (select * from jsonb_to_recordset(${pairs}::jsonb) as x(user_id text, exercise_id text)
          order by user_id, exercise_id offset 0) p
      `,
      );
      return (await executePrepared(
        tx,
        'records_step',
        sql`
      with own as (
        select * from jsonb_to_recordset(${own}::jsonb) as x(user_id uuid, exercise_id text,
          session_id uuid, first_at timestamptz, sets int, working_sets int, volume_kg float8,
          volume_at timestamptz, best_e1rm_kg float8, first_loaded_at timestamptz,
          top_weight_kg float8, top_amount float8, first_working_at timestamptz,
          best_by_reps jsonb)
      ), merged as (
        insert into exercise_session_stats as s (user_id, exercise_id, session_id, first_at,
          sets, working_sets, volume_kg, volume_at, best_e1rm_kg, first_loaded_at,
          top_weight_kg, top_amount, first_working_at, best_by_reps)
        select user_id, exercise_id, session_id, first_at, sets, working_sets, volume_kg,
          volume_at, best_e1rm_kg, first_loaded_at, top_weight_kg, top_amount, first_working_at,
          best_by_reps
        from own
        on conflict (user_id, exercise_id, session_id) do update set
          first_at = least(s.first_at, excluded.first_at),
          sets = s.sets + excluded.sets,
          working_sets = s.working_sets + excluded.working_sets,
          volume_kg = s.volume_kg + excluded.volume_kg,
          volume_at = greatest(s.volume_at, excluded.volume_at),
          best_e1rm_kg = greatest(s.best_e1rm_kg, excluded.best_e1rm_kg),
          first_loaded_at = least(s.first_loaded_at, excluded.first_loaded_at),
          top_weight_kg = greatest(s.top_weight_kg, excluded.top_weight_kg),
          top_amount = greatest(s.top_amount, excluded.top_amount),
          first_working_at = least(s.first_working_at, excluded.first_working_at),
          -- Heavier wins; at the same load, the earlier (domain mergeBestByReps).
          best_by_reps = s.best_by_reps || coalesce((
            select jsonb_object_agg(e.key, e.value) from jsonb_each(excluded.best_by_reps) e
            where not (s.best_by_reps ? e.key)
              or (e.value->>0)::float8 > (s.best_by_reps->e.key->>0)::float8
              or ((e.value->>0)::float8 = (s.best_by_reps->e.key->>0)::float8
                and (e.value->>1)::float8 < (s.best_by_reps->e.key->>1)::float8)
          ), '{}'::jsonb)
        -- Sets a rebuild has already counted are not counted twice.
        where s.sets + excluded.sets <= (select count(*) from workout_sets w
          where w.user_id = s.user_id and w.exercise_id = s.exercise_id
            and w.session_id = s.session_id)
        returning s.user_id, s.exercise_id, s.session_id, s.volume_kg
      ), probe as (
        select * from jsonb_to_recordset(${probe}::jsonb) as x(ord int, user_id uuid,
          exercise_id text, session_id uuid, performed_at timestamptz)
      )
      select p.ord,
        coalesce((select json_agg(b) from exercise_bests b
          where b.user_id = p.user_id and b.exercise_id = p.exercise_id), '[]'::json) as bests,
        exists (select 1 from merged m where m.user_id = p.user_id
          and m.exercise_id = p.exercise_id and m.session_id = p.session_id) as counted,
        coalesce((select m.volume_kg from merged m where m.user_id = p.user_id
          and m.exercise_id = p.exercise_id and m.session_id = p.session_id),
          (select k.volume_kg from exercise_session_stats k where k.user_id = p.user_id
            and k.exercise_id = p.exercise_id and k.session_id = p.session_id)) as volume,
        (select max(o.volume_kg) from exercise_session_stats o
          where o.user_id = p.user_id and o.exercise_id = p.exercise_id
            and o.session_id <> p.session_id and o.volume_kg > 0) as prior_volume,
        exists (select 1 from workout_sets w
          where w.user_id = p.user_id and w.exercise_id = p.exercise_id
            and w.session_id <> p.session_id and w.performed_at > p.performed_at) as later
      from probe p
    `,
      )) as { rows: (StepRow & { ord: number })[] };
    });
    // Each set's running volume: its session's volume less what the batch's later sets added.
    const after = new Map<string, number>();
    for (let ord = batch.length - 1; ord >= 0; ord--) {
      const wanted = batch[ord]!;
      const row = result.rows.find((candidate) => candidate.ord === ord);
      if (!row) {
        wanted.reject(new Error('the records step skipped a set'));
        continue;
      }
      const key = keyOf(wanted);
      const later = after.get(key) ?? 0;
      after.set(key, later + wanted.own.volumeKg);
      wanted.resolve({ ...row, volume: canonical(row.volume - later) });
    }
  }

  return {
    step(userId: string, set: StoredSet, own: SessionStats): Promise<StepRow> {
      return new Promise((resolve, reject) => {
        queue.push({ userId, set, own, resolve, reject });
        schedule();
      });
    },
  };
}

const batchers = new WeakMap<Db, ReturnType<typeof stepBatcher>>();

function stepInput(
  db: Db,
  userId: string,
  set: StoredSet,
  recordSet: RecordSet,
  unit: ExerciseUnit,
): Promise<StepRow> {
  let batcher = batchers.get(db);
  if (!batcher) batchers.set(db, (batcher = stepBatcher(db)));
  return batcher.step(userId, set, setStats(recordSet, unit));
}

const fromRow = (row: StepRow['bests'][number]): Best => ({
  kind: row.kind,
  weightKey: row.weight_key,
  value: row.value,
  prior: row.prior,
  setId: row.set_id,
  sessionId: row.session_id,
  achievedAt: Date.parse(row.achieved_at),
});

const rebuildsOf = new WeakMap<Db, ReturnType<typeof sharedRebuilds<ExerciseRecords>>>();

/** rebuildExerciseRecords, shared with the other sets of the exercise waiting for one. */
function rebuildFor(db: Db, userId: string, exerciseId: string): Promise<ExerciseRecords> {
  let rebuilds = rebuildsOf.get(db);
  if (!rebuilds) {
    rebuilds = sharedRebuilds((key) => {
      const [user = '', exercise = ''] = key.split('\n');
      return rebuildExerciseRecords(db, user, exercise);
    });
    rebuildsOf.set(db, rebuilds);
  }
  return rebuilds(`${userId}\n${exerciseId}`);
}

/** The records this set broke (its own, and its session's volume record if it holds one). */
const ofSet = (events: readonly RecordEvent[], set: StoredSet) =>
  events.filter(
    (event) =>
      event.setId === set.id || (event.setId === null && event.sessionId === set.sessionId),
  );

/** Finds, stores and answers the records a just-stored set broke, in the set's own unit. */
export async function recordsOfLoggedSet(
  db: Db,
  userId: string,
  set: StoredSet,
): Promise<AchievedRecord[]> {
  const unit = await unitOfExercise(db, userId, set.exerciseId);
  const recordSet = toRecordSet({ ...set, setType: 'normal' });
  let events: RecordEvent[];
  const input = set.inserted ? await stepInput(db, userId, set, recordSet, unit) : null;
  // A new set that is not a working set breaks nothing; a stored one may have been one before.
  if (set.inserted && !isWorkingSet(recordSet) && input?.counted !== false) return [];
  // No 'first' best: the exercise's records were never built (sets from before records existed,
  // or no working set yet), so the sets decide.
  if (input && input.counted && !input.later && input.bests.some((best) => best.kind === 'first')) {
    const kept = input.bests.filter((row) => row.kind !== 'volume').map(fromRow);
    // The session volume to beat: the best of the other sessions (all earlier: a later one means
    // a rebuild), read from their figures; the session's own running volume is its figure.
    if (input.prior_volume !== null) {
      kept.push({
        kind: 'volume',
        weightKey: '',
        value: input.prior_volume,
        prior: null,
        setId: null,
        sessionId: '',
        achievedAt: 0,
      });
    }
    const bests = bestsMap(kept);
    const step = recordStep(bests, recordSet, unit, input.volume);
    const changed = step.changed.filter((best) => best.kind !== 'volume');
    await writeRecords(db, userId, set.exerciseId, changed, step.events);
    events = step.events;
  } else {
    // A set whose figures a rebuild had already counted takes that rebuild's answer if it is still
    // at hand (this process ran it); a new rebuild would read the exercise's history again.
    const rebuilt =
      (input?.counted === false ? recentRebuildCounting(userId, set) : undefined) ??
      (await rebuildFor(db, userId, set.exerciseId));
    events = ofSet(rebuilt.events, set);
  }
  return events.map((event) => presentRecord(event, set.exerciseId, unit, set.weightUnit));
}
