import {
  and,
  eq,
  gte,
  inArray,
  isNotNull,
  lt,
  lte,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import { breathingTrends } from '@grandfit/shared/domain/breathing/recovery.ts';
import { addDays } from '@grandfit/shared/domain/dates.ts';
import { dayStreak } from '@grandfit/shared/domain/progress/streak.ts';
import { progressRange } from '@grandfit/shared/domain/progress/range.ts';
import {
  recoveryFetchStart,
  recoveryTrends,
  type RecoveryDayInput,
} from '@grandfit/shared/domain/progress/recovery-trends.ts';
import {
  MAIN_LIFT_EXERCISE_IDS,
  strengthProgress,
} from '@grandfit/shared/domain/progress/strength-progress.ts';
import { monthlyVolume, type VolumeRow } from '@grandfit/shared/domain/progress/volume.ts';
import type { HrvMethod } from '@grandfit/shared/schemas/health.ts';
import type { ProgressOverview } from '@grandfit/shared/schemas/progress.ts';
import type { Db } from '../../db/client.ts';
import { healthMetrics } from '../../db/schema/recovery.ts';
import { completedBreathingDays } from '../breathing/breathing.service.ts';
import { workoutSessions, workoutSets, workouts } from '../../db/schema/training.ts';
import { HttpError } from '../../http/http-error.ts';

/**
 * The instant a local calendar day starts in the user's time zone, as a timestamptz expression:
 * comparing the stored column with it keeps the (user_id, time) indexes usable.
 */
const dayStartsAt = (day: string, tz: string) => sql`(${day}::timestamp at time zone ${tz})`;
/** The user's local calendar day of a stored instant. */
const localDay = (column: AnyColumn, tz: string) => sql`(${column} at time zone ${tz})::date`;

interface Window {
  userId: string;
  tz: string;
  /** First day of the range, first day of the current month, today, the day after today. */
  start: string;
  monthStart: string;
  end: string;
  endExclusive: string;
}

/** Workouts completed (all time and this month) and the days trained, in one query. */
async function completions(db: Db, w: Window) {
  const day = localDay(workoutSessions.completedAt, w.tz);
  const [row] = await db
    .select({
      total: sql<number>`count(distinct ${workoutSessions.workoutId})`.mapWith(Number),
      thisMonth: sql<number>`count(distinct ${workoutSessions.workoutId})
        filter (where ${workoutSessions.completedAt} >= ${dayStartsAt(w.monthStart, w.tz)})`.mapWith(
        Number,
      ),
      days: sql<string[]>`coalesce(array_agg(distinct ${day}::text), '{}')`,
    })
    .from(workoutSessions)
    .where(
      and(
        eq(workoutSessions.userId, w.userId),
        isNotNull(workoutSessions.completedAt),
        lt(workoutSessions.completedAt, dayStartsAt(w.endExclusive, w.tz)),
      ),
    );
  return { total: row?.total ?? 0, thisMonth: row?.thisMonth ?? 0, days: row?.days ?? [] };
}

/** Completed sessions and their planned minutes per local month and workout type. */
async function volumeRows(db: Db, w: Window): Promise<VolumeRow[]> {
  const done = db
    .select({
      month:
        sql<string>`to_char(${workoutSessions.completedAt} at time zone ${w.tz}, 'YYYY-MM')`.as(
          'month',
        ),
      type: workouts.type,
      minutes: sql<number>`(${workouts.plan} ->> 'durationMinutes')::int`.as('minutes'),
    })
    .from(workoutSessions)
    .innerJoin(workouts, eq(workouts.id, workoutSessions.workoutId))
    .where(
      and(
        eq(workoutSessions.userId, w.userId),
        gte(workoutSessions.completedAt, dayStartsAt(w.start, w.tz)),
        lt(workoutSessions.completedAt, dayStartsAt(w.endExclusive, w.tz)),
      ),
    )
    .as('done');
  return db
    .select({
      month: done.month,
      type: done.type,
      sessions: sql<number>`count(*)`.mapWith(Number),
      minutes: sql<number>`coalesce(sum(${done.minutes}), 0)`.mapWith(Number),
    })
    .from(done)
    .groupBy(done.month, done.type);
}

/** The range's logged sets of the main lifts (every session, finished or not: the lifting happened). */
async function mainLiftSets(db: Db, w: Window) {
  return db
    .select({
      exerciseId: workoutSets.exerciseId,
      date: sql<string>`${localDay(workoutSets.performedAt, w.tz)}::text`,
      weight: workoutSets.weight,
      reps: workoutSets.reps,
      rir: workoutSets.rir,
      targetRir: workoutSets.targetRir,
      skipped: workoutSets.skipped,
    })
    .from(workoutSets)
    .where(
      and(
        eq(workoutSets.userId, w.userId),
        inArray(workoutSets.exerciseId, [...MAIN_LIFT_EXERCISE_IDS]),
        eq(workoutSets.skipped, false),
        gte(workoutSets.performedAt, dayStartsAt(w.start, w.tz)),
        lt(workoutSets.performedAt, dayStartsAt(w.endExclusive, w.tz)),
      ),
    );
}

/**
 * Each metric of a day from the most recently updated row that has it, whichever its source:
 * the preference of GET /api/health/latest (health.service.ts latestHealthData), per day.
 */
function newest<T>(column: AnyColumn): SQL<T | null> {
  return sql<T | null>`(array_agg(${column} order by ${healthMetrics.updatedAt} desc, ${healthMetrics.source})
    filter (where ${column} is not null))[1]`;
}

async function recoveryDays(db: Db, w: Window): Promise<RecoveryDayInput[]> {
  const from = recoveryFetchStart({ start: w.start, end: w.end });
  return db
    .select({
      date: healthMetrics.date,
      hrv: newest<number>(healthMetrics.hrvMs),
      // The method of the HRV value chosen above: same order, same filter.
      hrvMethod: sql<HrvMethod | null>`(array_agg(${healthMetrics.hrvMethod}
        order by ${healthMetrics.updatedAt} desc, ${healthMetrics.source})
        filter (where ${healthMetrics.hrvMs} is not null))[1]`,
      restingHeartRate: newest<number>(healthMetrics.restingHeartRate),
      sleepHours: newest<number>(healthMetrics.sleepHours),
    })
    .from(healthMetrics)
    .where(
      and(
        eq(healthMetrics.userId, w.userId),
        gte(healthMetrics.date, from),
        lte(healthMetrics.date, w.end),
      ),
    )
    .groupBy(healthMetrics.date);
}

/** PostgreSQL's answer to a zone name it does not know (its tz database may lag Intl's). */
function isUnknownTimeZone(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if ((cause as { code?: string }).code === '22023' && /time zone/i.test(cause.message)) {
      return true;
    }
  }
  return false;
}

/**
 * GET /api/progress/overview: five queries, one per family of figures, aggregated in the
 * database; the shared domain functions shape them (docs/progress.md).
 */
export async function progressOverview(
  db: Db,
  userId: string,
  options: { date: string; months: number; tz: string },
): Promise<ProgressOverview> {
  const range = progressRange(options.date, options.months);
  const w: Window = {
    userId,
    tz: options.tz,
    start: range.start,
    monthStart: range.monthStart,
    end: range.end,
    endExclusive: range.endExclusive,
  };
  let results;
  try {
    results = await Promise.all([
      completions(db, w),
      volumeRows(db, w),
      mainLiftSets(db, w),
      recoveryDays(db, w),
      // Two weeks before the end at least, for the 7-day sums of the summary.
      completedBreathingDays(db, userId, {
        start: addDays(range.end, -13) < range.start ? addDays(range.end, -13) : range.start,
        end: range.end,
      }),
    ]);
  } catch (error) {
    if (isUnknownTimeZone(error)) throw new HttpError(400, `Unknown time zone: ${options.tz}`);
    throw error;
  }
  const [done, volume, sets, health, breathing] = results;
  const streak = dayStreak(done.days, range.end);
  const lastTrainedOn = done.days.reduce<string | null>(
    (last, day) => (last === null || day > last ? day : last),
    null,
  );
  return {
    date: range.end,
    timeZone: options.tz,
    range: { start: range.start, end: range.end, months: options.months },
    workoutsCompleted: { total: done.total, thisMonth: done.thisMonth },
    dayStreak: { days: streak, trainedToday: lastTrainedOn === range.end, lastTrainedOn },
    monthlyVolume: monthlyVolume(volume, range.months),
    strengthProgress: strengthProgress(sets),
    recoveryTrends: {
      ...recoveryTrends(health, { start: range.start, end: range.end }),
      breathing: breathingTrends(breathing, { start: range.start, end: range.end }),
    },
  };
}
