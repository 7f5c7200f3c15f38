import { desc, eq, sql } from 'drizzle-orm';
import type {
  CompleteWorkout,
  LogSet,
  LoggedSetView,
  SessionSets,
} from '@grandfit/shared/schemas/training.ts';
import { repsLimitFor } from '@grandfit/shared/domain/set-limits.ts';
import { exerciseById } from '@grandfit/shared/domain/programme/exercises.ts';
import type { Db } from '../../db/client.ts';
import { workoutSessions, workoutSets } from '../../db/schema/training.ts';
import { HttpError } from '../../http/http-error.ts';
import type { WorkoutRow } from './user-workouts.ts';

type ParsedSet = Omit<LogSet, 'skipped'> & { skipped: boolean };
type SetRow = typeof workoutSets.$inferSelect;

const SESSION_TAKEN = 'This session belongs to another workout';

function presentSet(row: SetRow): LoggedSetView {
  return {
    clientId: row.clientId,
    sessionId: row.sessionId,
    exerciseId: row.exerciseId,
    exerciseIndex: row.exerciseIndex,
    setNumber: row.setNumber,
    weight: row.weight,
    reps: row.reps,
    rir: row.rir,
    targetWeight: row.targetWeight,
    targetReps: row.targetReps,
    targetRir: row.targetRir,
    skipped: row.skipped,
    performedAt: row.performedAt.toISOString(),
  };
}

/** What `logSet` answers: the stored columns, or nulls when nothing was stored. */
interface SavedSetRow {
  session_claimed: number;
  session_existed: number;
  client_id: string | null;
  session_id: string;
  exercise_id: string;
  exercise_index: number;
  set_number: number;
  weight: number | null;
  reps: number | null;
  rir: number | null;
  target_weight: number | null;
  target_reps: number | null;
  target_rir: number | null;
  skipped: boolean;
  performed_at: Date | string;
}

/**
 * Stores a set, upserting on the client's id: a replay of the same set changes nothing, a
 * corrected one replaces it. The exercise must be the workout's exercise at that position.
 */
export async function logSet(
  db: Db,
  userId: string,
  workout: Pick<WorkoutRow, 'id' | 'plan'>,
  set: ParsedSet,
  attempt = 0,
): Promise<LoggedSetView> {
  const planned = workout.plan.exercises[set.exerciseIndex];
  if (!planned || planned.exerciseId !== set.exerciseId) {
    throw new HttpError(404, 'This exercise is not part of the workout');
  }
  const unit = exerciseById(set.exerciseId)?.unit ?? 'reps';
  const limit = repsLimitFor(unit);
  if (set.reps !== null && set.reps > limit.max) {
    throw new HttpError(400, `Reps must be at most ${limit.max}`);
  }
  // A skipped set records that it was skipped, not numbers the user never lifted.
  const skipped = set.skipped;
  const weight = skipped ? null : set.weight;
  const reps = skipped ? null : set.reps;
  const rir = skipped ? null : set.rir;
  const performedAt = new Date(set.performedAt).toISOString();
  // One statement, so one commit per set (under load a write costs its commit):
  // - the session is created on first use with the client's id; a session id owned by another user
  //   or workout is never taken over;
  // - its start moves earlier only when this set is older (a set replayed from an offline outbox
  //   may be older than the first one that arrived). The session row is locked only then, so the
  //   sets of one session do not queue behind each other's commits;
  // - the set is upserted on its client id, and may not move into another workout's session.
  const result = (await db.execute(sql`
    with existing as (
      select id, (user_id = ${userId} and workout_id = ${workout.id}) as owned
      from workout_sessions where id = ${set.sessionId}
    ), created as (
      insert into workout_sessions (id, user_id, workout_id, started_at)
      select ${set.sessionId}::uuid, ${userId}::uuid, ${workout.id}::uuid, ${performedAt}::timestamptz
      where not exists (select 1 from existing)
      on conflict (id) do nothing
      returning id
    ), session as (
      select id from existing where owned
      union all
      select id from created
    ), earlier_start as (
      update workout_sessions set started_at = ${performedAt}::timestamptz
      where id = (select id from existing where owned) and started_at > ${performedAt}::timestamptz
      returning id
    ), saved as (
      insert into workout_sets (user_id, client_id, session_id, workout_id, exercise_id,
        exercise_index, set_number, target_weight, target_reps, target_rir, weight, reps, rir,
        skipped, performed_at)
      select ${userId}::uuid, ${set.clientId}::uuid, session.id, ${workout.id}::uuid,
        ${set.exerciseId}::text, ${set.exerciseIndex}::smallint, ${set.setNumber}::smallint,
        ${set.targetWeight}::float8, ${set.targetReps}::smallint, ${set.targetRir}::smallint,
        ${weight}::float8, ${reps}::smallint, ${rir}::smallint, ${skipped}::boolean,
        ${performedAt}::timestamptz
      from session
      on conflict (user_id, client_id) do update set
        session_id = excluded.session_id, exercise_id = excluded.exercise_id,
        exercise_index = excluded.exercise_index, set_number = excluded.set_number,
        target_weight = excluded.target_weight, target_reps = excluded.target_reps,
        target_rir = excluded.target_rir, weight = excluded.weight, reps = excluded.reps,
        rir = excluded.rir, skipped = excluded.skipped, performed_at = excluded.performed_at
        where workout_sets.workout_id = ${workout.id}
      returning *
    )
    select (select count(*) from session)::int as session_claimed,
      (select count(*) from existing)::int as session_existed, saved.*
    from (select 1) as one left join saved on true
  `)) as unknown as { rows: SavedSetRow[] };
  const row = result.rows[0];
  // Neither found nor created: another request created the session meanwhile. Once more finds it.
  if (row && !row.session_claimed && !row.session_existed && attempt === 0) {
    return logSet(db, userId, workout, set, 1);
  }
  if (!row?.session_claimed) throw new HttpError(409, SESSION_TAKEN);
  if (row.client_id === null) throw new HttpError(409, 'This set belongs to another workout');
  return {
    clientId: row.client_id,
    sessionId: row.session_id,
    exerciseId: row.exercise_id,
    exerciseIndex: row.exercise_index,
    setNumber: row.set_number,
    weight: row.weight,
    reps: row.reps,
    rir: row.rir,
    targetWeight: row.target_weight,
    targetReps: row.target_reps,
    targetRir: row.target_rir,
    skipped: row.skipped,
    performedAt: new Date(row.performed_at).toISOString(),
  };
}

/** The sets of the workout's latest session (the one started last), in the order they were done. */
export async function latestSessionSets(db: Db, workout: WorkoutRow): Promise<SessionSets> {
  const [session] = await db
    .select()
    .from(workoutSessions)
    .where(eq(workoutSessions.workoutId, workout.id))
    .orderBy(desc(workoutSessions.startedAt))
    .limit(1);
  if (!session) return { sessionId: null, startedAt: null, completedAt: null, sets: [] };
  const rows = await db
    .select()
    .from(workoutSets)
    .where(eq(workoutSets.sessionId, session.id))
    .orderBy(workoutSets.exerciseIndex, workoutSets.setNumber, workoutSets.performedAt);
  return {
    sessionId: session.id,
    startedAt: session.startedAt.toISOString(),
    completedAt: session.completedAt?.toISOString() ?? null,
    sets: rows.map(presentSet),
  };
}

/** Marks the session complete; completing again keeps the first completion time. */
export async function completeWorkout(
  db: Db,
  userId: string,
  workout: WorkoutRow,
  completion: CompleteWorkout,
): Promise<{ completed: true; sessionId: string; completedAt: string }> {
  // One statement, like logSet's: a session completed without any set logged (every set
  // skipped offline, say) is created here; completing again keeps the first completion time.
  const completedAt = new Date(completion.completedAt);
  const [session] = await db
    .insert(workoutSessions)
    .values({
      id: completion.sessionId,
      userId,
      workoutId: workout.id,
      startedAt: completedAt,
      completedAt,
    })
    .onConflictDoUpdate({
      target: workoutSessions.id,
      set: {
        completedAt: sql`coalesce(${workoutSessions.completedAt}, excluded.completed_at)`,
      },
      setWhere: sql`${workoutSessions.userId} = ${userId} and ${workoutSessions.workoutId} = ${workout.id}`,
    })
    .returning();
  if (!session?.completedAt) throw new HttpError(409, SESSION_TAKEN);
  return {
    completed: true,
    sessionId: session.id,
    completedAt: session.completedAt.toISOString(),
  };
}
