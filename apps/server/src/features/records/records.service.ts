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
  sessionVolumeKg,
  type Best,
  type RecordEvent,
} from '@grandfit/shared/domain/records/records.ts';
import type { AchievedRecord } from '@grandfit/shared/schemas/records.ts';
import type { Db } from '../../db/client.ts';
import type { StoredSet } from '../training/set-writer.ts';
import { rebuildExerciseRecords, toRecordSet, unitOf, writeRecords } from './records.store.ts';

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
  session_sets: Parameters<typeof toRecordSet>[0][];
  later: boolean;
}

/**
 * The kept bests, the set's session's sets of the exercise, and whether a later session of it
 * exists (an outbox delivering an older session late). Sets of one session that arrive out of
 * order by a few milliseconds (concurrent requests) are judged in the order they arrive: which of
 * two equal sets of a session wears the badge is not worth reading the exercise's whole history
 * under a lock for every set.
 */
async function stepInput(db: Db, userId: string, set: StoredSet): Promise<StepRow> {
  const result = (await db.execute(sql`
    select
      coalesce((select json_agg(b) from exercise_bests b
        where b.user_id = ${userId} and b.exercise_id = ${set.exerciseId}), '[]'::json) as bests,
      coalesce((select json_agg(json_build_object('id', s.id, 'sessionId', s.session_id,
          'performedAt', s.performed_at, 'weight', s.weight, 'weightUnit', s.weight_unit,
          'reps', s.reps, 'rir', s.rir, 'targetRir', s.target_rir, 'skipped', s.skipped,
          'setType', s.set_type))
        from workout_sets s where s.user_id = ${userId} and s.session_id = ${set.sessionId}
          and s.exercise_id = ${set.exerciseId}), '[]'::json) as session_sets,
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
  // A new set that is not a working set changes nothing; a stored one may have been one before.
  if (set.inserted && !isWorkingSet(recordSet)) return [];
  let events: RecordEvent[];
  const input = set.inserted ? await stepInput(db, userId, set) : null;
  // No 'first' best: the exercise's records were never built (sets from before records existed,
  // or no working set yet), so the sets decide.
  if (input && !input.later && input.bests.some((best) => best.kind === 'first')) {
    const bests = bestsMap(input.bests.map(fromRow));
    const step = recordStep(
      bests,
      recordSet,
      unit,
      sessionVolumeKg(input.session_sets.map(toRecordSet), unit),
    );
    await writeRecords(db, userId, set.exerciseId, step.changed, step.events);
    events = step.events;
  } else {
    events = ofSet((await rebuildExerciseRecords(db, userId, set.exerciseId)).events, set);
  }
  return events.map((event) => presentRecord(event, set.exerciseId, unit, set.weightUnit));
}
