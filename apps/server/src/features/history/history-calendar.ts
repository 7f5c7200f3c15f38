import { and, asc, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import { addMonths, firstDayOf } from '@grandfit/shared/domain/calendar-month.ts';
import { startOfLocalDay } from '@grandfit/shared/domain/time-zone.ts';
import type { HistoryCalendar } from '@grandfit/shared/schemas/history.ts';
import type { Db } from '../../db/client.ts';
import { workoutSessions, workouts } from '../../db/schema/training.ts';
import { originOf } from './history.service.ts';

/**
 * More sessions than any lifter completes in a month (five a day): a month of a bulk import that
 * had more is cut there rather than read whole.
 */
const MONTH_LIMIT = 155;

/**
 * History's calendar (decision 061): the completed sessions that started in `month` in the user's
 * zone, grouped by that day as History dates them. Served by workout_sessions (user_id,
 * completed_at): a session completes after it starts, so its completion bounds the range's start.
 */
export async function historyCalendar(
  db: Db,
  userId: string,
  month: string,
  tz: string,
): Promise<HistoryCalendar> {
  const from = new Date(startOfLocalDay(firstDayOf(month), tz));
  const to = new Date(startOfLocalDay(firstDayOf(addMonths(month, 1)), tz));
  const rows = await db
    .select({
      sessionId: workoutSessions.id,
      startedAt: workoutSessions.startedAt,
      source: workoutSessions.source,
      title: workoutSessions.title,
      type: workouts.type,
      planName: sql<string | null>`${workouts.plan} ->> 'name'`,
    })
    .from(workoutSessions)
    // An imported session has no workout (decision 039): it is on the calendar all the same.
    .leftJoin(workouts, eq(workouts.id, workoutSessions.workoutId))
    .where(
      and(
        eq(workoutSessions.userId, userId),
        isNotNull(workoutSessions.completedAt),
        gte(workoutSessions.completedAt, from),
        gte(workoutSessions.startedAt, from),
        lt(workoutSessions.startedAt, to),
      ),
    )
    .orderBy(asc(workoutSessions.startedAt), asc(workoutSessions.id))
    .limit(MONTH_LIMIT);

  const days = new Map<string, HistoryCalendar['days'][number]>();
  for (const row of rows) {
    const origin = originOf(row, tz);
    const session = {
      sessionId: row.sessionId,
      workoutName: origin.name,
      type: origin.type,
      source: row.source,
    };
    const day = days.get(origin.date);
    if (day) day.sessions.push(session);
    else days.set(origin.date, { date: origin.date, sessions: [session] });
  }
  return { month, days: [...days.values()] };
}
