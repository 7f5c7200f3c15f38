import { sql } from 'drizzle-orm';
import { resumeOffer, type ResumeOffer } from '@grandfit/shared/domain/journey-resume.ts';
import type { Db } from '../../db/client.ts';

/**
 * Today's offer to pick up after time away (decision 074), from two facts of the user's own
 * sessions: the last programme day of this journey with a completed session, and the last session
 * he completed of anything (a workout of another journey start, one imported from another app).
 * That session's calendar day is taken in UTC: the server does not know the zone it was done in,
 * and a day's error either way does not change whether a week has passed.
 */
export async function resumeAfterAbsence(
  db: Db,
  userId: string,
  journeyStartDate: string,
  date: string,
): Promise<ResumeOffer | null> {
  const result = (await db.execute(sql`
    select
      (select max((w.week - 1) * 7 + w.day - 1) from workouts w
        where w.user_id = ${userId} and w.journey_start = ${journeyStartDate} and not w.free
          and exists (select 1 from workout_sessions s
            where s.workout_id = w.id and s.completed_at is not null)) as last_done_day,
      (select to_char(max(s.completed_at) at time zone 'UTC', 'YYYY-MM-DD') from workout_sessions s
        where s.user_id = ${userId} and s.completed_at is not null) as last_trained_on
  `)) as unknown as {
    rows: { last_done_day: number | string | null; last_trained_on: string | null }[];
  };
  const row = result.rows[0]!;
  return resumeOffer({
    journeyStartDate,
    date,
    lastDoneDay: row.last_done_day === null ? null : Number(row.last_done_day),
    lastTrainedOn: row.last_trained_on,
  });
}
