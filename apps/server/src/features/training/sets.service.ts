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

/**
 * The session a set or a completion belongs to, created on first use with the client's id (a
 * session started offline becomes real when its first write arrives). A session id already used
 * for another workout or by another user is refused without saying more.
 */
async function claimSession(
  db: Db,
  userId: string,
  workoutId: string,
  sessionId: string,
  startedAt: string,
) {
  // One statement: create the session, or keep the earlier start (a set replayed from an offline
  // outbox may be older than the first one that arrived). The WHERE makes a session id owned by
  // another user or workout return no row instead of being taken over.
  const [session] = await db
    .insert(workoutSessions)
    .values({ id: sessionId, userId, workoutId, startedAt: new Date(startedAt) })
    .onConflictDoUpdate({
      target: workoutSessions.id,
      set: { startedAt: sql`least(${workoutSessions.startedAt}, excluded.started_at)` },
      setWhere: sql`${workoutSessions.userId} = ${userId} and ${workoutSessions.workoutId} = ${workoutId}`,
    })
    .returning();
  if (!session) throw new HttpError(409, SESSION_TAKEN);
  return session;
}

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

/**
 * Stores a set, upserting on the client's id: a replay of the same set changes nothing, a
 * corrected one replaces it. The exercise must be the workout's exercise at that position.
 */
export async function logSet(
  db: Db,
  userId: string,
  workout: WorkoutRow,
  set: ParsedSet,
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
  // Two statements, no transaction: if the set fails after its session was made, the session
  // simply has no sets yet, and the client's retry finds it.
  await claimSession(db, userId, workout.id, set.sessionId, set.performedAt);
  const skipped = set.skipped;
  const values = {
    sessionId: set.sessionId,
    workoutId: workout.id,
    exerciseId: set.exerciseId,
    exerciseIndex: set.exerciseIndex,
    setNumber: set.setNumber,
    targetWeight: set.targetWeight,
    targetReps: set.targetReps,
    targetRir: set.targetRir,
    // A skipped set records that it was skipped, not numbers the user never lifted.
    weight: skipped ? null : set.weight,
    reps: skipped ? null : set.reps,
    rir: skipped ? null : set.rir,
    skipped,
    performedAt: new Date(set.performedAt),
  };
  const [row] = await db
    .insert(workoutSets)
    .values({ userId, clientId: set.clientId, ...values })
    .onConflictDoUpdate({
      target: [workoutSets.userId, workoutSets.clientId],
      set: values,
      // The same client id may not move a set into another user's or workout's session.
      setWhere: sql`${workoutSets.workoutId} = ${workout.id}`,
    })
    .returning();
  if (!row) throw new HttpError(409, 'This set belongs to another workout');
  return presentSet(row);
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
  // One statement, like claimSession: a session completed without any set logged (every set
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
