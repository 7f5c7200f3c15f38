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
  isWorkingSet,
  recordStep,
  type Best,
  type RecordEvent,
  type RecordSet,
} from '@grandfit/shared/domain/records/records.ts';
import { setStats } from '@grandfit/shared/domain/records/session-stats.ts';
import type { AchievedRecord } from '@grandfit/shared/schemas/records.ts';
import type { Db } from '../../db/client.ts';
import type { StoredSet } from '../training/set-writer.ts';
import {
  rebuildExerciseRecords,
  statsRow,
  toRecordSet,
  unitOf,
  writeRecords,
} from './records.store.ts';

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
  /** The best volume of the exercise's other sessions. */
  prior_volume: number | null;
  later: boolean;
}

/**
 * One statement: merges the new set's figures into its session's (exercise_session_stats, the
 * same merge as domain mergeStats), and reads the kept bests, the session's running volume and
 * whether a later session of the exercise exists (an outbox delivering an older session late).
 * Sets of one session that arrive out of order by a few milliseconds (concurrent requests) are
 * judged in the order they arrive: which of two equal sets of a session wears the badge is not
 * worth reading the exercise's whole history under a lock for every set.
 */
async function stepInput(
  db: Db,
  userId: string,
  set: StoredSet,
  recordSet: RecordSet,
): Promise<StepRow> {
  const own = JSON.stringify(statsRow(setStats(recordSet, unitOf(set.exerciseId))));
  const result = (await db.execute(sql`
    with own as (
      select * from jsonb_to_record(${own}::jsonb) as x(session_id uuid, first_at timestamptz,
        sets int, working_sets int, volume_kg float8, volume_at timestamptz, best_e1rm_kg float8,
        first_loaded_at timestamptz, top_weight_kg float8, top_amount float8,
        first_working_at timestamptz, best_by_reps jsonb)
    ), merged as (
      insert into exercise_session_stats as s (user_id, exercise_id, session_id, first_at, sets,
        working_sets, volume_kg, volume_at, best_e1rm_kg, first_loaded_at, top_weight_kg,
        top_amount, first_working_at, best_by_reps)
      select ${userId}, ${set.exerciseId}, session_id, first_at, sets, working_sets, volume_kg,
        volume_at, best_e1rm_kg, first_loaded_at, top_weight_kg, top_amount, first_working_at, best_by_reps
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
      returning s.volume_kg
    )
    select
      coalesce((select json_agg(b) from exercise_bests b
        where b.user_id = ${userId} and b.exercise_id = ${set.exerciseId}), '[]'::json) as bests,
      (select volume_kg from merged) as volume,
      (select max(o.volume_kg) from exercise_session_stats o
        where o.user_id = ${userId} and o.exercise_id = ${set.exerciseId}
          and o.session_id <> ${set.sessionId} and o.volume_kg > 0) as prior_volume,
      exists (select 1 from workout_sets s
        where s.user_id = ${userId} and s.exercise_id = ${set.exerciseId}
          and s.session_id <> ${set.sessionId}
          and s.performed_at > ${set.performedAt.toISOString()}::timestamptz) as later
  `)) as unknown as { rows: StepRow[] };
  return result.rows[0]!;
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
  const unit = unitOf(set.exerciseId);
  const recordSet = toRecordSet({ ...set, setType: 'normal' });
  let events: RecordEvent[];
  const input = set.inserted ? await stepInput(db, userId, set, recordSet) : null;
  // A new set that is not a working set breaks nothing; a stored one may have been one before.
  if (set.inserted && !isWorkingSet(recordSet)) return [];
  // No 'first' best: the exercise's records were never built (sets from before records existed,
  // or no working set yet), so the sets decide.
  if (input && !input.later && input.bests.some((best) => best.kind === 'first')) {
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
    events = ofSet((await rebuildExerciseRecords(db, userId, set.exerciseId)).events, set);
  }
  return events.map((event) => presentRecord(event, set.exerciseId, unit, set.weightUnit));
}
