import { and, eq, gt, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import type { SessionType } from '@grandfit/shared/domain/programme/types.ts';
import type { CompletedSession } from '@grandfit/shared/domain/progress/completed-workouts.ts';
import type { VolumeSession } from '@grandfit/shared/domain/progress/volume.ts';
import type { Db } from '../../db/client.ts';
import { workoutSessions, workouts } from '../../db/schema/training.ts';

/** A completed session with what the figures need of its workout. */
export type CompletedSessionRow = CompletedSession<VolumeSession> & {
  sessionId: string;
  /**
   * The journey (its start) and week the workout was planned in; null for an imported session and
   * a free workout's.
   */
  journeyStart: string | null;
  week: number | null;
};

/**
 * The user's completed workout sessions, the one read behind Workouts Completed, the day streak,
 * the monthly volume and plan adherence (Progress, Method, Analytics): the shared functions of
 * domain/progress count them, so no screen counts in its own SQL. `since` and `until` bound the
 * completion instant, (since, until]. Served by workout_sessions (user_id, completed_at).
 *
 * Sessions imported from Strong, Hevy or Liftosaur (decision 039) are here too, with a null
 * workout: training done (workouts completed, streak, volume) that marks no planned workout done
 * (plannedWorkoutsDone skips them). They count as Strength sessions: those apps log lifting. Each
 * row carries its clock (start, its app's duration, its plan's minutes), from which Progress counts
 * its minutes trained with its sets' times (minutes-trained.ts, decision 091).
 */
export async function completedSessions(
  db: Db,
  userId: string,
  window: { since?: Date; until?: Date } = {},
): Promise<CompletedSessionRow[]> {
  const conditions: SQL[] = [
    eq(workoutSessions.userId, userId),
    isNotNull(workoutSessions.completedAt),
  ];
  if (window.since) conditions.push(gt(workoutSessions.completedAt, window.since));
  if (window.until) conditions.push(lte(workoutSessions.completedAt, window.until));
  const rows = await db
    .select({
      sessionId: workoutSessions.id,
      // A free workout's session is training done, like an imported one, that makes no planned
      // workout done and lies in no programme week (decision 075).
      workoutId: sql<
        string | null
      >`case when ${workouts.free} then null else ${workoutSessions.workoutId} end`,
      type: sql<SessionType>`coalesce(${workouts.type}, 'strength')`,
      journeyStart: sql<
        string | null
      >`case when ${workouts.free} then null else ${workouts.journeyStart}::text end`,
      week: sql<number | null>`case when ${workouts.free} then null else ${workouts.week}::int end`,
      // What its minutes trained are made of (domain/progress/minutes-trained.ts, decision 091):
      // its start (its first set; an import's start), its app's duration and its plan's minutes.
      startedAt: workoutSessions.startedAt,
      durationSeconds: workoutSessions.durationSeconds,
      plannedMinutes: sql<number | null>`(${workouts.plan} ->> 'durationMinutes')::int`.mapWith(
        Number,
      ),
      completedAt: workoutSessions.completedAt,
    })
    .from(workoutSessions)
    .leftJoin(workouts, eq(workouts.id, workoutSessions.workoutId))
    .where(and(...conditions));
  return rows.flatMap((row) =>
    row.completedAt
      ? [{ ...row, startedAt: row.startedAt.getTime(), completedAt: row.completedAt.getTime() }]
      : [],
  );
}
