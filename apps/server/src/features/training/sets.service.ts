import { and, desc, eq, sql } from 'drizzle-orm';
import type {
  CompleteWorkout,
  LogSet,
  LoggedSetView,
  SessionSets,
  SetType,
} from '@grandfit/shared/schemas/training.ts';
import { repsLimitFor } from '@grandfit/shared/domain/set-limits.ts';
import { scoringOf } from '@grandfit/shared/domain/records/records.ts';
import type { WeightUnit } from '@grandfit/shared/domain/units/weight.ts';
import type { Db } from '../../db/client.ts';
import { workoutSessions, workoutSets } from '../../db/schema/training.ts';
import { SESSION_SET_ORDER } from '../../db/set-order.ts';
import { HttpError } from '../../http/http-error.ts';
import { recordsOfLoggedSet, type StepRow } from '../records/records.service.ts';
import type { SetWriter } from './set-writer.ts';
import { cardioOfSets, dropCardioSummary, saveCardioSummary } from './cardio.service.ts';
import { findWorkout, type WorkoutRow } from './user-workouts.ts';
import { swappedExerciseAt } from './swaps.service.ts';
import { resolveExercise } from '../custom-exercises/custom-exercises.service.ts';

type ParsedSet = Omit<LogSet, 'skipped' | 'weightUnit' | 'setType'> & {
  skipped: boolean;
  weightUnit: WeightUnit;
  setType: SetType;
};
type SetRow = Omit<
  typeof workoutSets.$inferSelect,
  | 'id'
  | 'userId'
  | 'workoutId'
  | 'createdAt'
  | 'rpe'
  | 'durationSeconds'
  | 'distanceMeters'
  | 'note'
>;

const SESSION_TAKEN = 'This session belongs to another workout';

function presentSet(row: SetRow): LoggedSetView {
  return {
    clientId: row.clientId,
    sessionId: row.sessionId,
    exerciseId: row.exerciseId,
    exerciseIndex: row.exerciseIndex,
    setNumber: row.setNumber,
    weight: row.weight,
    weightUnit: row.weightUnit,
    reps: row.reps,
    rir: row.rir,
    targetWeight: row.targetWeight,
    targetReps: row.targetReps,
    targetRir: row.targetRir,
    skipped: row.skipped,
    setType: row.setType,
    performedAt: row.performedAt.toISOString(),
  };
}

const NOT_IN_WORKOUT = 'This exercise is not part of the workout';

/**
 * Whether a set's exercise may be logged at its position (decision 038): at a planned position,
 * the planned exercise or the one swapped in for it; past the plan, an exercise added during the
 * session, which may be any library exercise or one of the user's own. Sets past the planned
 * number of an exercise are extra sets, always welcome.
 */
async function checkSlot(
  db: Db,
  userId: string,
  workout: Pick<WorkoutRow, 'id' | 'plan'>,
  set: Pick<ParsedSet, 'exerciseId' | 'exerciseIndex'>,
) {
  const planned = workout.plan.exercises[set.exerciseIndex];
  if (!planned || planned.exerciseId === set.exerciseId) return;
  // Only a set that differs from the plan pays for reading the swaps.
  const row = await findWorkout(db, userId, workout.id);
  const swapped = row && (await swappedExerciseAt(db, userId, row, set.exerciseIndex));
  if (swapped !== set.exerciseId) throw new HttpError(404, NOT_IN_WORKOUT);
}

/**
 * Stores a set, upserting on the client's id: a replay of the same set changes nothing, a
 * corrected one replaces it. The exercise must fit its position (checkSlot). The answer carries
 * the personal records the set broke (decision 025).
 */
export async function logSet(
  db: Db,
  writer: SetWriter<StepRow | null>,
  userId: string,
  workout: Pick<WorkoutRow, 'id' | 'plan'>,
  set: ParsedSet,
): Promise<LoggedSetView> {
  await checkSlot(db, userId, workout, set);
  // Another user's custom exercise is unknown here, exactly like a made-up id.
  const known = await resolveExercise(db, userId, set.exerciseId);
  if (!known) throw new HttpError(404, NOT_IN_WORKOUT);
  const scoring = scoringOf(known);
  if (set.cardio && known.category !== 'cardio') {
    throw new HttpError(400, 'Only a cardio exercise takes a heart-rate summary');
  }
  const limit = repsLimitFor(known.unit);
  if (set.reps !== null && set.reps > limit.max) {
    throw new HttpError(400, `Reps must be at most ${limit.max}`);
  }
  // A skipped set records that it was skipped, not numbers the user never lifted.
  const skipped = set.skipped;
  const outcome = await writer.write({
    userId,
    clientId: set.clientId,
    sessionId: set.sessionId,
    workoutId: workout.id,
    exerciseId: set.exerciseId,
    exerciseIndex: set.exerciseIndex,
    setNumber: set.setNumber,
    targetWeight: set.targetWeight,
    targetReps: set.targetReps,
    targetRir: set.targetRir,
    weight: skipped ? null : set.weight,
    weightUnit: set.weightUnit,
    reps: skipped ? null : set.reps,
    rir: skipped ? null : set.rir,
    skipped,
    setType: set.setType,
    performedAt: new Date(set.performedAt).toISOString(),
    scoring,
  });
  if (outcome.kind === 'session-taken') throw new HttpError(409, SESSION_TAKEN);
  if (outcome.kind === 'set-taken') throw new HttpError(409, 'This set belongs to another workout');
  // Only once the set is durable: a record never points at a set that was not stored.
  const records = await recordsOfLoggedSet(db, userId, outcome.set, outcome.after, scoring);
  // The summary goes with the set (decision 033): a skipped set keeps none; a set sent without
  // one (an older client's outbox entry) leaves what is stored alone. A set stored just now has
  // none to read: that read was one query in six of every logged set.
  let cardio = null;
  if (skipped) {
    if (!outcome.set.inserted) await dropCardioSummary(db, outcome.set.id);
  } else if (set.cardio) {
    cardio = await saveCardioSummary(db, userId, outcome.set.id, set.cardio, set.performedAt);
  } else if (!outcome.set.inserted) {
    cardio = (await cardioOfSets(db, [outcome.set.id])).get(outcome.set.id) ?? null;
  }
  return { ...presentSet(outcome.set), cardio, records };
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
    .orderBy(...SESSION_SET_ORDER);
  const cardio = await cardioOfSets(
    db,
    rows.map((row) => row.id),
  );
  return {
    sessionId: session.id,
    startedAt: session.startedAt.toISOString(),
    completedAt: session.completedAt?.toISOString() ?? null,
    sets: rows.map((row) => ({ ...presentSet(row), cardio: cardio.get(row.id) ?? null })),
  };
}

/** Marks the session complete; completing again keeps the first completion time. */
export async function completeWorkout(
  db: Db,
  userId: string,
  workout: WorkoutRow,
  completion: CompleteWorkout,
): Promise<{ completed: true; sessionId: string; completedAt: string }> {
  // A session completed without any set logged (every set skipped offline, say) is created here.
  // No conflict target: both unique indexes (the id, and the id with the user that sets' key
  // refers to) are arbiters, so a session another request is creating at the same moment is
  // waited for and skipped, never a duplicate-key error. `do update` would need a single target.
  const completedAt = new Date(completion.completedAt);
  const [created] = await db
    .insert(workoutSessions)
    .values({
      id: completion.sessionId,
      userId,
      workoutId: workout.id,
      startedAt: completedAt,
      completedAt,
      supersets: completion.supersets ?? null,
    })
    .onConflictDoNothing()
    .returning();
  // A statement of its own, so it sees a session committed while the insert waited. Completing
  // again keeps the first completion time; another user's or workout's session is not touched.
  const [session] = created
    ? [created]
    : await db
        .update(workoutSessions)
        .set({
          completedAt: sql`coalesce(${workoutSessions.completedAt}, ${completedAt.toISOString()}::timestamptz)`,
          // The finishing device's joins; a completion that says none leaves those kept alone.
          ...(completion.supersets ? { supersets: completion.supersets } : {}),
        })
        .where(
          and(
            eq(workoutSessions.id, completion.sessionId),
            eq(workoutSessions.userId, userId),
            eq(workoutSessions.workoutId, workout.id),
          ),
        )
        .returning();
  if (!session?.completedAt) throw new HttpError(409, SESSION_TAKEN);
  return {
    completed: true,
    sessionId: session.id,
    completedAt: session.completedAt.toISOString(),
  };
}
