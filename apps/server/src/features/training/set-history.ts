import { and, desc, eq, inArray, isNotNull, min, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { workoutSessions, workoutSets } from '../../db/schema/training.ts';
import { users } from '../../db/schema/users.ts';

/**
 * The user's logged sets of these exercises, newest first (the coach's history): from any session,
 * GrandFit's or imported from another app (decision 039), as the same exercise id is the same
 * lift. Warm-ups (imported logs mark them) are left out: 60 kg x 5 before a 100 kg top set is no
 * measure of what the lifter can do. Only finished sessions count, as History and Hevy's "Previous"
 * read them: the session under way is not history yet, and reading it would move that same
 * workout's targets as its sets are logged (20 kg lifted at RIR 3, then 16 kg after a reload).
 */
export async function recentSets(db: Db, userId: string, exerciseIds: string[]) {
  if (exerciseIds.length === 0) return [];
  const rows = await db
    .select({ set: workoutSets })
    .from(workoutSets)
    .innerJoin(
      workoutSessions,
      and(
        eq(workoutSessions.id, workoutSets.sessionId),
        eq(workoutSessions.userId, workoutSets.userId),
      ),
    )
    .where(
      and(
        eq(workoutSets.userId, userId),
        inArray(workoutSets.exerciseId, exerciseIds),
        ne(workoutSets.setType, 'warmup'),
        isNotNull(workoutSessions.completedAt),
      ),
    )
    .orderBy(desc(workoutSets.performedAt))
    .limit(2000);
  return rows.map((row) => row.set);
}

/**
 * The time of the user's first performed set, or null: where his history begins, so that weekly
 * averages and charts start there rather than with weeks from before he began.
 */
export async function firstSetTime(db: Db, userId: string): Promise<number | null> {
  const [row] = await db
    .select({ first: min(workoutSets.performedAt) })
    .from(workoutSets)
    .where(and(eq(workoutSets.userId, userId), eq(workoutSets.skipped, false)));
  const first = row?.first;
  return first ? new Date(first).getTime() : null;
}

/**
 * When the user began with GrandFit: his account's creation, or his first session when that is
 * earlier (a session logged for a day before he signed up, or history imported from another app).
 * Nothing the programme planned before it was missed (decision 087).
 */
export async function joinedAt(db: Db, userId: string): Promise<number> {
  const [[user], [session]] = await Promise.all([
    db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, userId)),
    db
      .select({ first: min(workoutSessions.startedAt) })
      .from(workoutSessions)
      .where(eq(workoutSessions.userId, userId)),
  ]);
  const created = user ? user.createdAt.getTime() : Date.now();
  const first = session?.first ? new Date(session.first).getTime() : Infinity;
  return Math.min(created, first);
}
