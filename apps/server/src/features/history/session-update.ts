/**
 * Corrections of a whole session from History: its notes, and when it happened (decision 093).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { UpdateSession, UpdatedSession } from '@grandfit/shared/schemas/history.ts';
import type { Db } from '../../db/client.ts';
import { workoutSessions, workoutSets } from '../../db/schema/training.ts';
import { HttpError } from '../../http/http-error.ts';
import { isUuid } from '../../http/uuid.ts';
import { refreshExerciseRecords } from '../records/refresh-records.ts';
import { SESSION_NOT_FOUND } from './history.service.ts';

/** A client's clock, or a minute typed as "now", may run a little ahead of the server's. */
const END_SLACK_MS = 5 * 60_000;

export const NOT_FINISHED = 'Finish this workout before changing its time';
export const ENDS_IN_THE_FUTURE = 'The session would end in the future: choose an earlier start';

/**
 * Replaces what `change` sends. A new start moves the session whole: every set keeps its time from
 * the start, so its day, its order among his sessions and the records it set move with it. A
 * duration replaces the span its sets give (null gives the span back) and the finish follows it.
 * The same change twice leaves the same session. Another user's session, like an unknown one, is
 * 404; one still under way cannot be retimed (409), nor moved to end in the future (400).
 */
export async function updateSession(
  db: Db,
  userId: string,
  sessionId: string,
  change: UpdateSession,
  now = Date.now(),
): Promise<UpdatedSession> {
  if (!isUuid(sessionId)) throw new HttpError(404, SESSION_NOT_FOUND);
  const own = and(eq(workoutSessions.id, sessionId), eq(workoutSessions.userId, userId));
  const retimed = change.startedAt !== undefined || change.durationSeconds !== undefined;
  const { row, movedExercises } = await db.transaction(async (tx) => {
    const [session] = await tx.select().from(workoutSessions).where(own).for('update');
    if (!session) throw new HttpError(404, SESSION_NOT_FOUND);
    const times = retimed ? await newTimes(tx, session, change, now) : null;
    const moved =
      times && times.shiftMs !== 0
        ? await tx
            .update(workoutSets)
            .set({
              performedAt: sql`${workoutSets.performedAt} + ${times.shiftMs} * interval '1 millisecond'`,
            })
            .where(and(eq(workoutSets.userId, userId), eq(workoutSets.sessionId, sessionId)))
            .returning({ exerciseId: workoutSets.exerciseId })
        : [];
    const [updated] = await tx
      .update(workoutSessions)
      .set({
        ...(change.notes === undefined
          ? {}
          : { notes: change.notes?.trim() ? change.notes : null }),
        ...(times
          ? {
              startedAt: times.startedAt,
              completedAt: times.completedAt,
              durationSeconds: times.durationSeconds,
            }
          : {}),
      })
      .where(own)
      .returning();
    return { row: updated!, movedExercises: moved.map((set) => set.exerciseId) };
  });
  // A record is the first set to reach a figure: which set was first may have changed.
  if (movedExercises.length > 0) await refreshExerciseRecords(db, userId, movedExercises);
  return {
    sessionId: row.id,
    notes: row.notes,
    startedAt: row.startedAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    durationSeconds: row.durationSeconds,
  };
}

type Session = typeof workoutSessions.$inferSelect;

/** The session's start, finish and duration after the change, and how far its sets move. */
async function newTimes(
  tx: Pick<Db, 'select'>,
  session: Session,
  change: UpdateSession,
  now: number,
) {
  if (session.completedAt === null) throw new HttpError(409, NOT_FINISHED);
  const oldStart = session.startedAt.getTime();
  const start = change.startedAt === undefined ? oldStart : Date.parse(change.startedAt);
  const shiftMs = start - oldStart;
  const durationSeconds =
    change.durationSeconds === undefined ? session.durationSeconds : change.durationSeconds;
  const completedAt =
    durationSeconds === null
      ? session.completedAt.getTime() + shiftMs
      : start + durationSeconds * 1000;
  const [last] = await tx
    .select({ at: sql<string | Date | null>`max(${workoutSets.performedAt})` })
    .from(workoutSets)
    .where(and(eq(workoutSets.userId, session.userId), eq(workoutSets.sessionId, session.id)));
  const lastSetAt = last?.at == null ? null : new Date(last.at).getTime() + shiftMs;
  if (Math.max(completedAt, lastSetAt ?? completedAt) > now + END_SLACK_MS) {
    throw new HttpError(400, ENDS_IN_THE_FUTURE);
  }
  return {
    shiftMs,
    startedAt: new Date(start),
    completedAt: new Date(completedAt),
    durationSeconds,
  };
}
