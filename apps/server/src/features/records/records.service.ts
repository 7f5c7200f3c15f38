/**
 * Personal records found when a set is logged (decision 025), online or replayed from the outbox:
 * in the transaction that stores the set, it takes one step of the records fold against the
 * exercise's kept bests. Anything else (a replay or a correction of a stored set, a set older than
 * the exercise's newest, as an outbox may deliver, or an exercise whose bests were never built)
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
  type Scoring,
  type RecordEvent,
  type ExerciseRecords,
} from '@grandfit/shared/domain/records/records.ts';
import {
  mergeStats,
  setStats,
  type SessionStats,
} from '@grandfit/shared/domain/records/session-stats.ts';
import type { AchievedRecord } from '@grandfit/shared/schemas/records.ts';
import type { Db } from '../../db/client.ts';
import { executePrepared } from '../../db/prepared.ts';
import type { AfterStore, StoredSet, StoredWrite } from '../training/set-writer.ts';
import {
  rebuildExerciseRecords,
  statsRow,
  toRecordSet,
  writeRecordsLocked,
} from './records.store.ts';
import { sharedRebuilds } from './shared-rebuild.ts';

export interface StepRow {
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
  /** The best volume of the exercise's other sessions. */
  prior_volume: number | null;
  later: boolean;
}

/**
 * The records step of a batch of stored sets (decision 025), in the set writer's transaction
 * (afterStore): the sets and their figures commit together, so a rebuild either ran before and did
 * not see the sets, or runs after and sees both; nothing is counted twice. The statement merges each
 * session's new figures into exercise_session_stats (the same merge as domain mergeStats; one row
 * per session, so the sets of one session do not queue behind each other's commits), and reads for
 * each set the kept bests, its session's running volume, the best volume of the other sessions, and
 * whether a later session of the exercise exists (an outbox delivering an older session late). Sets
 * of one session in one batch are judged in the order they arrived: which of two equal sets of a
 * session wears the badge is not worth reading the exercise's whole history under a lock for every
 * set. A replay or a correction (not inserted) takes no step: a rebuild answers it.
 */
export const recordsStep: AfterStore<StepRow | null> = async (tx, stored) => {
  const batch = stored.filter(({ set }) => set.inserted);
  if (batch.length === 0) return stored.map(() => null);
  const own = batch.map(({ write, set }) => setStats(toRecordSet(set), write.scoring));
  const keyOf = ({ write, set }: StoredWrite) =>
    `${write.userId}|${set.exerciseId}|${set.sessionId}`;
  const merged = new Map<string, { wanted: StoredWrite; stats: SessionStats }>();
  batch.forEach((wanted, index) => {
    const kept = merged.get(keyOf(wanted));
    merged.set(keyOf(wanted), {
      wanted: kept?.wanted ?? wanted,
      stats: kept ? mergeStats(kept.stats, own[index]!) : own[index]!,
    });
  });
  const ownRows = JSON.stringify(
    [...merged.values()].map(({ wanted, stats }) => ({
      ...statsRow(stats),
      user_id: wanted.write.userId,
      exercise_id: wanted.set.exerciseId,
    })),
  );
  const probe = JSON.stringify(
    batch.map(({ write, set }, ord) => ({
      ord,
      user_id: write.userId,
      exercise_id: set.exerciseId,
      session_id: set.sessionId,
      performed_at: set.performedAt.toISOString(),
    })),
  );
  // The per-(user, exercise) locks a rebuild takes, in one order so two batches never wait on each
  // other in a cycle; the step statement's snapshot, taken after them, sees any rebuild's figures.
  const pairs = JSON.stringify([
    ...new Map(
      batch.map(({ write, set }) => [
        `${write.userId}|${set.exerciseId}`,
        { user_id: write.userId, exercise_id: set.exerciseId },
      ]),
    ).values(),
  ]);
  await executePrepared(
    tx,
    'records_step_locks',
    sql`
    select pg_advisory_xact_lock(hashtext(p.user_id), hashtext(p.exercise_id))
    from (select * from jsonb_to_recordset(${pairs}::jsonb) as x(user_id text, exercise_id text)
      order by user_id, exercise_id offset 0) p
  `,
  );
  const result = (await executePrepared(
    tx,
    'records_step',
    sql`
      with own as (
        select * from jsonb_to_recordset(${ownRows}::jsonb) as x(user_id uuid, exercise_id text,
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
        returning s.user_id, s.exercise_id, s.session_id, s.volume_kg
      ), probe as (
        select * from jsonb_to_recordset(${probe}::jsonb) as x(ord int, user_id uuid,
          exercise_id text, session_id uuid, performed_at timestamptz)
      )
      select p.ord,
        coalesce((select json_agg(b) from exercise_bests b
          where b.user_id = p.user_id and b.exercise_id = p.exercise_id), '[]'::json) as bests,
        (select m.volume_kg from merged m where m.user_id = p.user_id
          and m.exercise_id = p.exercise_id and m.session_id = p.session_id) as volume,
        (select max(o.volume_kg) from exercise_session_stats o
          where o.user_id = p.user_id and o.exercise_id = p.exercise_id
            and o.session_id <> p.session_id and o.volume_kg > 0) as prior_volume,
        exists (select 1 from workout_sets w
          where w.user_id = p.user_id and w.exercise_id = p.exercise_id
            and w.session_id <> p.session_id and w.performed_at > p.performed_at) as later
      from probe p
    `,
  )) as { rows: (StepRow & { ord: number })[] };
  // Each set's running volume: its session's volume less what the batch's later sets added.
  const steps = new Map<StoredWrite, StepRow>();
  const after = new Map<string, number>();
  for (let ord = batch.length - 1; ord >= 0; ord--) {
    const wanted = batch[ord]!;
    const row = result.rows.find((candidate) => candidate.ord === ord);
    if (!row) throw new Error('the records step skipped a set');
    const key = keyOf(wanted);
    const later = after.get(key) ?? 0;
    after.set(key, later + own[ord]!.volumeKg);
    steps.set(wanted, { ...row, volume: canonical(row.volume - later) });
  }
  return stored.map((wanted) => steps.get(wanted) ?? null);
};

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

/**
 * Stores and answers the records a just-stored set broke, in the set's own unit, from its step in
 * the writer's transaction (recordsStep; null for a replay or a correction).
 */
export async function recordsOfLoggedSet(
  db: Db,
  userId: string,
  set: StoredSet,
  step: StepRow | null,
  scoring: Scoring,
): Promise<AchievedRecord[]> {
  const recordSet = toRecordSet(set);
  // A new set that is not a working set breaks nothing; a stored one may have been one before.
  if (set.inserted && !isWorkingSet(recordSet)) return [];
  // No 'first' best: the exercise's records were never built (sets from before records existed,
  // or no working set yet), so the sets decide, as they do for a set stored before (a replay, a
  // correction) or older than a later session's.
  if (!step || step.later || !step.bests.some((best) => best.kind === 'first')) {
    const rebuilt = await rebuildFor(db, userId, set.exerciseId);
    return present(ofSet(rebuilt.events, set), set, scoring);
  }
  const kept = step.bests.filter((row) => row.kind !== 'volume').map(fromRow);
  // The session volume to beat: the best of the other sessions (all earlier: a later one means a
  // rebuild), read from their figures; the session's own running volume is its figure.
  if (step.prior_volume !== null) {
    kept.push({
      kind: 'volume',
      weightKey: '',
      value: step.prior_volume,
      prior: null,
      setId: null,
      sessionId: '',
      achievedAt: 0,
    });
  }
  const { changed, events } = recordStep(bestsMap(kept), recordSet, scoring, step.volume);
  await writeRecordsLocked(
    db,
    userId,
    set.exerciseId,
    changed.filter((best) => best.kind !== 'volume'),
    events,
  );
  return present(events, set, scoring);
}

const present = (events: readonly RecordEvent[], set: StoredSet, scoring: Scoring) =>
  events.map((event) => presentRecord(event, set.exerciseId, scoring, set.weightUnit));
