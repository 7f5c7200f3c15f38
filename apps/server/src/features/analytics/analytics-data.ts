/**
 * What the analytics read (docs/analytics.md "Queries"): a handful of queries per request, each
 * filtered on the user and served by an index; the formulas stay in packages/shared.
 */
import { and, desc, eq, gte, isNotNull, lte, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { LoggedSet } from '@grandfit/shared/domain/coach/types.ts';
import type { WeightUnit } from '@grandfit/shared/domain/units/weight.ts';
import { addDays } from '@grandfit/shared/domain/dates.ts';
import {
  plannedWorkoutsDone,
  type CountsByType,
} from '@grandfit/shared/domain/progress/completed-workouts.ts';
import type { HrvMethod } from '@grandfit/shared/schemas/health.ts';
import type { UserSettings } from '@grandfit/shared/schemas/settings.ts';
import type { Db } from '../../db/client.ts';
import { goals, quarterlyTests } from '../../db/schema/journey.ts';
import { healthMetrics } from '../../db/schema/recovery.ts';
import { workoutSessions, workoutSets } from '../../db/schema/training.ts';
import { completedSessions } from '../training/completed-sessions.ts';
import { getSettings } from '../profile/settings.service.ts';
import { goalWordIn } from '@grandfit/shared/domain/goals/goal-units.ts';

export { zone2WeekOf } from '../training/cardio.service.ts';

export const DAY_MS = 86_400_000;

export interface HealthDay {
  date: string;
  hrv: number | null;
  /** The method of `hrv` (a value stored without one counts as RMSSD); null without an HRV. */
  hrvMethod: HrvMethod | null;
  /** The day's HRV per method: SDNN and RMSSD are never averaged together (decision 032). */
  hrvByMethod: Partial<Record<HrvMethod, number>>;
  restingHeartRate: number | null;
  sleepHours: number | null;
  sleepQuality: number | null;
}

/** [time ms, weight, reps, rir, target reps, target RIR, weight unit] */
type PackedSet = [
  number,
  number | null,
  number | null,
  number | null,
  number | null,
  number | null,
  WeightUnit,
];

/**
 * A set's own session, which must be finished: Analytics reads what History, Progress and the
 * coach read (decision 088), so a session under way or abandoned counts once it is finished.
 */
const finishedSession = and(
  eq(workoutSessions.id, workoutSets.sessionId),
  eq(workoutSessions.userId, workoutSets.userId),
  isNotNull(workoutSessions.completedAt),
);

/**
 * The user's sets performed in (since, now], as the coach's LoggedSet, in no order (the domain
 * sorts). One row per exercise with
 * its sets packed as JSON: a few thousand rows cost far more to transfer and parse row by row
 * (about 50 ms for 2,400 sets on PGlite) than as one JSON text per exercise.
 */
export async function setsSince(
  db: Db,
  userId: string,
  since: Date,
  now: Date,
): Promise<LoggedSet[]> {
  const rows = await db
    .select({
      exerciseId: workoutSets.exerciseId,
      sets: sql<string>`json_agg(json_build_array(
        (extract(epoch from ${workoutSets.performedAt}) * 1000)::bigint, ${workoutSets.weight},
        ${workoutSets.reps}, ${workoutSets.rir}, ${workoutSets.targetReps}, ${workoutSets.targetRir},
        ${workoutSets.weightUnit}))::text`,
    })
    .from(workoutSets)
    .innerJoin(workoutSessions, finishedSession)
    .where(
      and(
        eq(workoutSets.userId, userId),
        gte(workoutSets.performedAt, since),
        lte(workoutSets.performedAt, now),
        eq(workoutSets.skipped, false),
        // A warm-up (imported logs mark them) is no measure of strength or effort.
        sql`${workoutSets.setType} <> 'warmup'`,
        // A set with no load and no RIR (a timed hold) says nothing about strength, load or effort.
        sql`(${workoutSets.weight} > 0 or ${workoutSets.rir} is not null)`,
      ),
    )
    .groupBy(workoutSets.exerciseId);
  return rows.flatMap((row) =>
    (JSON.parse(row.sets) as PackedSet[]).map(
      ([time, weight, reps, rir, targetReps, targetRir, weightUnit]) => ({
        exerciseId: row.exerciseId,
        performedAt: new Date(time).toISOString(),
        weight: weight ?? 0,
        weightUnit,
        reps: reps ?? 0,
        rir,
        targetWeight: null,
        targetReps,
        targetRir,
        skipped: false,
      }),
    ),
  );
}

/** A performed set as the volume reads it (domain/progress/volume.ts WorkSet), with its time. */
export interface WorkRow {
  exerciseId: string;
  time: number;
  weight: number | null;
  weightUnit: WeightUnit;
  reps: number | null;
  skipped: boolean;
  setType: string;
}

/** [time ms, weight, weight unit, reps, set type] */
type PackedWork = [number, number | null, WeightUnit, number | null, string];

/**
 * The user's performed sets in (since, now] for the volume and time under load: unlike
 * `setsSince`, timed holds without a load are kept (they are time under load), and each set keeps
 * its unit and type. Packed per exercise as JSON, like `setsSince`.
 */
export async function workSince(
  db: Db,
  userId: string,
  since: Date,
  now: Date,
): Promise<WorkRow[]> {
  const rows = await db
    .select({
      exerciseId: workoutSets.exerciseId,
      sets: sql<string>`json_agg(json_build_array(
        (extract(epoch from ${workoutSets.performedAt}) * 1000)::bigint, ${workoutSets.weight},
        ${workoutSets.weightUnit}, ${workoutSets.reps}, ${workoutSets.setType}))::text`,
    })
    .from(workoutSets)
    .innerJoin(workoutSessions, finishedSession)
    .where(
      and(
        eq(workoutSets.userId, userId),
        gte(workoutSets.performedAt, since),
        lte(workoutSets.performedAt, now),
        eq(workoutSets.skipped, false),
      ),
    )
    .groupBy(workoutSets.exerciseId);
  return rows.flatMap((row) =>
    (JSON.parse(row.sets) as PackedWork[]).map(([time, weight, weightUnit, reps, setType]) => ({
      exerciseId: row.exerciseId,
      time,
      weight,
      weightUnit,
      reps,
      skipped: false,
      setType,
    })),
  );
}

/** Each metric of a day from the most recently updated row that has it (docs/progress.md). */
function newest<T>(column: AnyColumn): SQL<T | null> {
  return sql<T | null>`(array_agg(${column} order by ${healthMetrics.updatedAt} desc, ${healthMetrics.source})
    filter (where ${column} is not null))[1]`;
}

/** Health days from `start` to `end` (YYYY-MM-DD, inclusive), oldest first. */
export async function healthDays(
  db: Db,
  userId: string,
  start: string,
  end: string,
): Promise<HealthDay[]> {
  const method = sql`coalesce(${healthMetrics.hrvMethod}, 'rmssd')`;
  const newestHrvOf = (wanted: HrvMethod) =>
    sql<
      number | null
    >`(array_agg(${healthMetrics.hrvMs} order by ${healthMetrics.updatedAt} desc, ${healthMetrics.source})
      filter (where ${healthMetrics.hrvMs} is not null and ${method} = ${wanted}))[1]`;
  const rows = await db
    .select({
      date: healthMetrics.date,
      hrv: newest<number>(healthMetrics.hrvMs),
      hrvMethod: sql<HrvMethod | null>`(array_agg(${method} order by ${healthMetrics.updatedAt} desc, ${healthMetrics.source})
        filter (where ${healthMetrics.hrvMs} is not null))[1]`,
      hrvRmssd: newestHrvOf('rmssd'),
      hrvSdnn: newestHrvOf('sdnn'),
      restingHeartRate: newest<number>(healthMetrics.restingHeartRate),
      sleepHours: newest<number>(healthMetrics.sleepHours),
      sleepQuality: newest<number>(healthMetrics.sleepQuality),
    })
    .from(healthMetrics)
    .where(
      and(
        eq(healthMetrics.userId, userId),
        gte(healthMetrics.date, start),
        lte(healthMetrics.date, end),
      ),
    )
    .groupBy(healthMetrics.date)
    .orderBy(healthMetrics.date);
  return rows.map(({ hrvRmssd, hrvSdnn, ...day }) => ({
    ...day,
    hrvByMethod: {
      ...(hrvRmssd === null ? {} : { rmssd: hrvRmssd }),
      ...(hrvSdnn === null ? {} : { sdnn: hrvSdnn }),
    },
  }));
}

/** The latest recorded VO2 max of the year before `today`, or null. */
export async function latestVo2Max(
  db: Db,
  userId: string,
  today: string,
): Promise<{ date: string; value: number } | null> {
  const [row] = await db
    .select({ date: healthMetrics.date, value: healthMetrics.vo2Max })
    .from(healthMetrics)
    .where(
      and(
        eq(healthMetrics.userId, userId),
        gte(healthMetrics.date, addDays(today, -365)),
        lte(healthMetrics.date, today),
        isNotNull(healthMetrics.vo2Max),
      ),
    )
    .orderBy(desc(healthMetrics.date), desc(healthMetrics.updatedAt))
    .limit(1);
  return row?.value == null ? null : { date: row.date, value: row.value };
}

export type CompletedCounts = CountsByType;

/**
 * Plan adherence: the planned workouts completed in (since, now] by type, and the current journey
 * week's, by the shared plannedWorkoutsDone (a workout counts once however many sessions completed
 * it, a Redo), the figure Today's weekly block shows.
 */
export async function completedWorkouts(
  db: Db,
  userId: string,
  window: { since: Date; now: Date; settings: UserSettings; week: number },
): Promise<{ inRange: CompletedCounts; thisWeek: CompletedCounts }> {
  const since = window.since.getTime();
  const sessions = await completedSessions(db, userId, {
    // Ranges are 28 days or more, so this week's workouts fall inside (the margin allows a
    // workout of this week done a little ahead).
    since: new Date(since - 14 * DAY_MS),
    until: window.now,
  });
  return {
    inRange: plannedWorkoutsDone(sessions.filter((session) => session.completedAt > since)),
    thisWeek: plannedWorkoutsDone(
      sessions.filter(
        (session) =>
          session.journeyStart === window.settings.journeyStartDate && session.week === window.week,
      ),
    ),
  };
}

export interface GoalFigures {
  activityName: string;
  progress: number;
  nextTestDate: string;
  /** The goal's tests with a performance score, oldest first. */
  scores: { date: string; score: number }[];
  testCount: number;
  /** Its tests that measured it: a score, or the target met (decision 012, amended). */
  scoredTestCount: number;
}

/** The user's decathlon goals with their tests (read only: seeding goals is the Goals screen's). */
export async function goalFigures(db: Db, userId: string): Promise<GoalFigures[]> {
  const [goalRows, testRows, settings] = await Promise.all([
    db
      .select({
        id: goals.id,
        activityName: goals.activityName,
        progress: goals.progressPercentage,
        nextTestDate: goals.nextTestDate,
      })
      .from(goals)
      .where(eq(goals.userId, userId))
      .orderBy(goals.position),
    db
      .select({
        goalId: quarterlyTests.goalId,
        date: quarterlyTests.testDate,
        score: quarterlyTests.performanceScore,
        targetMet: quarterlyTests.targetMet,
      })
      .from(quarterlyTests)
      .where(eq(quarterlyTests.userId, userId))
      .orderBy(quarterlyTests.testDate),
    getSettings(db, userId),
  ]);
  return goalRows.map((goal) => {
    const tests = testRows.filter((t) => t.goalId === goal.id);
    return {
      // A default goal's name in the user's unit, as Goals shows it (decision 090).
      activityName: goalWordIn('activityName', goal.activityName, settings.units),
      progress: goal.progress,
      nextTestDate: goal.nextTestDate,
      testCount: tests.length,
      scoredTestCount: tests.filter((t) => t.score !== null || t.targetMet).length,
      scores: tests.flatMap((t) => (t.score === null ? [] : [{ date: t.date, score: t.score }])),
    };
  });
}
