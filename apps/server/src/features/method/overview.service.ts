import { and, between, eq, inArray, ne } from 'drizzle-orm';
import { addDays } from '@grandfit/shared/domain/dates.ts';
import { ageOn } from '@grandfit/shared/domain/person.ts';
import { convertWeight, toKg } from '@grandfit/shared/domain/units/weight.ts';
import {
  JOURNEY_WEEKS,
  daysBetween,
  journeyWeek,
  phaseForWeek,
} from '@grandfit/shared/domain/journey.ts';
import { mantraFor } from '@grandfit/shared/domain/method/mantras.ts';
import { journeyDays, milestoneCountdown } from '@grandfit/shared/domain/method/milestone.ts';
import {
  AVERAGE_WINDOW_DAYS,
  METHOD_GOALS,
  deadliftGoalLb,
  pillarProgress,
  roundTo,
  sevenDayAverage,
  statRatio,
  type DailyReading,
} from '@grandfit/shared/domain/method/pillars.ts';
import {
  BANNER_WINDOW_DAYS,
  LIFT_EXERCISE_IDS,
  achievementBanner,
  bestForLift,
  firstProgrammeWeekOf,
  goalAchievements,
  latestAchievement,
  liftRecords,
  liftSessions,
  type Achievement,
  type LiftSession,
} from '@grandfit/shared/domain/method/records.ts';
import {
  journeyDay,
  programmeWeek,
  workoutsForDay,
} from '@grandfit/shared/domain/programme/programme.ts';
import type { Zone2Week } from '@grandfit/shared/domain/cardio/zone2.ts';
import { zone2WeekOf } from '../training/cardio.service.ts';
import type { DayOf } from '@grandfit/shared/domain/progress/completed-workouts.ts';
import { workoutStreak } from '@grandfit/shared/domain/progress/streak.ts';
import { localDay, startOfLocalDay, type UserZone } from '@grandfit/shared/domain/time-zone.ts';
import { DEFAULT_MANUAL_HRV_METHOD, type HrvMethod } from '@grandfit/shared/schemas/health.ts';
import type { FoodInsights } from '@grandfit/shared/schemas/nutrition.ts';
import type {
  MethodBanner,
  MethodOverview,
  MethodPillar,
  MethodStat,
} from '@grandfit/shared/schemas/method.ts';
import type { UserSettings } from '@grandfit/shared/schemas/settings.ts';
import type { Db } from '../../db/client.ts';
import { goals, quarterlyTests } from '../../db/schema/journey.ts';
import { healthMetrics } from '../../db/schema/recovery.ts';
import { workoutSets, workouts } from '../../db/schema/training.ts';
import { INSIGHT_DAYS, insightsOf, mealCounts } from '../nutrition/meals.service.ts';
import { getSettings } from '../profile/settings.service.ts';
import { goalWordIn } from '@grandfit/shared/domain/goals/goal-units.ts';
import { completedSessions } from '../training/completed-sessions.ts';

/** A stat with a value or without one; the ratio follows from current and goal. */
function stat(
  key: MethodStat['key'],
  unit: MethodStat['unit'],
  current: number | null,
  goal: number,
  note: string | null,
  missing: 'no-data' | 'not-tracked' = 'no-data',
): MethodStat {
  return {
    key,
    unit,
    current,
    goal,
    state: current === null ? missing : 'value',
    ratio: statRatio(current, goal),
    note,
  };
}

function pillar(key: MethodPillar['key'], stats: MethodStat[]): MethodPillar {
  return { key, progress: pillarProgress(stats.map((s) => s.ratio)), stats };
}

const HRV_METHOD_NAMES: Record<HrvMethod, string> = { sdnn: 'SDNN', rmssd: 'RMSSD' };

/** "(SDNN)", "(RMSSD)", "(SDNN and RMSSD)" as stored; nothing when no source said. */
function hrvMethodText(methods: (HrvMethod | null)[]): string {
  const named = methods.filter((m): m is HrvMethod => m !== null).map((m) => HRV_METHOD_NAMES[m]);
  return named.length === 0 ? '' : ` (${named.sort().join(' and ')})`;
}

const daysText = (days: number, one: string, many: string) => `${days} ${days === 1 ? one : many}`;

/** Before the programme reaches the lift, the empty stat says when it starts. */
function notYet(lift: 'deadlift' | 'pull-up', week: number, name: string): string | null {
  const first = firstProgrammeWeekOf(lift);
  return first !== null && week < first ? `${name} join the programme in week ${first}` : null;
}

/** Strength: best pull-up set and best deadlift e1RM, all time up to the day. */
function strengthPillar(
  sessions: LiftSession[],
  settings: UserSettings,
  week: number,
  date: string,
): MethodPillar {
  const pullUps = bestForLift(sessions, 'pull-up');
  const deadlift = bestForLift(sessions, 'deadlift');
  const deadliftGoal = deadliftGoalLb({
    bodyWeightKg: settings.bodyWeightKg,
    sex: settings.sex,
    age: settings.birthDate ? ageOn(settings.birthDate, date) : null,
  });
  const goalText =
    deadliftGoal.text !== null
      ? `goal: ${deadliftGoal.text.charAt(0).toLowerCase()}${deadliftGoal.text.slice(1)}`
      : 'add your body weight in Settings for a goal from the strength standards';
  return pillar('strength', [
    stat(
      'pullUps',
      'reps',
      pullUps,
      METHOD_GOALS.pullUps,
      (pullUps === null ? notYet('pull-up', week, 'Pull-ups') : null) ??
        'Most reps in one set of pull-ups or chin-ups',
    ),
    stat(
      'deadlift',
      settings.units,
      deadlift === null ? null : Math.round(deadlift),
      settings.units === 'lb' ? deadliftGoal.goal : Math.round(toKg(deadliftGoal.goal, 'lb')),
      deadlift === null
        ? `${notYet('deadlift', week, 'Barbell deadlifts') ?? 'Best estimated 1RM'}; ${goalText}`
        : `Best estimated 1RM; ${goalText}`,
    ),
  ]);
}

type HealthRow = Pick<
  typeof healthMetrics.$inferSelect,
  'date' | 'hrvMs' | 'hrvMethod' | 'sleepHours' | 'updatedAt'
>;

/** Recovery: 7-day averages of HRV and sleep. */
function recoveryPillar(rows: HealthRow[], date: string): MethodPillar {
  const hrvReadings: DailyReading<HrvMethod>[] = [];
  const sleepReadings: DailyReading[] = [];
  for (const row of rows) {
    const updatedAt = row.updatedAt.getTime();
    if (row.hrvMs !== null) {
      hrvReadings.push({ date: row.date, value: row.hrvMs, updatedAt, method: row.hrvMethod });
    }
    if (row.sleepHours !== null) {
      sleepReadings.push({ date: row.date, value: row.sleepHours, updatedAt });
    }
  }
  // SDNN and RMSSD never share an average (decision 032): the method of the latest reading is
  // the one averaged (a reading stored without one counts as RMSSD).
  const methodOf = (reading: DailyReading<HrvMethod>) =>
    reading.method ?? DEFAULT_MANUAL_HRV_METHOD;
  const latest = hrvReadings
    .filter((reading) => reading.date <= date)
    .sort((a, b) => b.date.localeCompare(a.date) || b.updatedAt - a.updatedAt)[0];
  const hrv = sevenDayAverage(
    latest
      ? hrvReadings
          .filter((reading) => methodOf(reading) === methodOf(latest))
          .map((reading) => ({ ...reading, method: methodOf(reading) }))
      : [],
    date,
  );
  const sleep = sevenDayAverage(sleepReadings, date);
  return pillar('recovery', [
    stat(
      'hrv',
      'ms',
      hrv.average === null ? null : roundTo(hrv.average, 0),
      METHOD_GOALS.hrvMs,
      hrv.days > 0
        ? `7-day average of ${daysText(hrv.days, 'day', 'days')}${hrvMethodText(hrv.methods)}`
        : '7-day average',
    ),
    stat(
      'sleep',
      'h',
      sleep.average === null ? null : roundTo(sleep.average, 1),
      METHOD_GOALS.sleepHours,
      sleep.days > 0
        ? `7-day average of ${daysText(sleep.days, 'night', 'nights')}`
        : '7-day average',
    ),
  ]);
}

/**
 * Nutrition from the nutrition services themselves (docs/nutrition.md has the formulas): the LEAP
 * score is the 7-day LEAP compliance, the power foods are the insights' Your Power Foods. No meal in
 * the insights' 90 days: "No data yet", never an invented figure.
 */
function nutritionPillar(insights: FoodInsights): MethodPillar {
  const noMeals = insights.mealCount === 0;
  const leapNote = noMeals
    ? 'Log your meals to score them against your LEAP list'
    : insights.leapCompliance !== null
      ? '7-day LEAP compliance: the green share of your meals'
      : 'Add your LEAP list and log meals this week for a score';
  const powerNote = noMeals
    ? 'Log meals and symptoms to find them'
    : insights.symptomCount === 0
      ? 'Log symptoms (even "none") to find them'
      : `Foods followed by fewer symptoms than your other meals, over ${INSIGHT_DAYS} days`;
  return pillar('nutrition', [
    stat(
      'leapScore',
      'points',
      noMeals ? null : insights.leapCompliance,
      METHOD_GOALS.leapScore,
      leapNote,
    ),
    stat(
      'powerFoods',
      'foods',
      noMeals || insights.symptomCount === 0 ? null : insights.powerFoods.length,
      METHOD_GOALS.powerFoods,
      powerNote,
    ),
  ]);
}

/** The end of the user's calendar day `date`, or now when that is earlier (the ms of an instant). */
function nutritionNow(date: string, zone: UserZone): number {
  return Math.min(Date.now(), startOfLocalDay(addDays(date, 1), zone) - 1);
}

/** Meals Logged counts the meals of the last 30 days: today and the 29 days before. */
const MEALS_WINDOW_DAYS = 30;

/**
 * Zone 2 this journey week (decision 033): the minutes logged against the week's planned Zone 2
 * minutes, with what a strap verified. Nothing logged this week: "No data yet", not a 0.
 */
function zone2Stat(zone2: Zone2Week, plannedMinutes: number): MethodStat {
  const logged = zone2.sessions > 0;
  return stat(
    'zone2Minutes',
    'min',
    logged ? zone2.minutes : null,
    plannedMinutes,
    logged
      ? `${zone2.verifiedMinutes} min verified by heart rate · ${zone2.verifiedSessions} of ` +
          `${zone2.sessions} ${zone2.sessions === 1 ? 'session' : 'sessions'} verified`
      : 'Log a Zone 2 session this week; a chest strap verifies it',
  );
}

function consistencyPillar(
  streak: number,
  meals: { inWindow: number; total: number },
  zone2: MethodStat,
) {
  return pillar('consistency', [
    stat(
      'streak',
      'days',
      streak,
      METHOD_GOALS.streakDays,
      'Days in a row with a completed workout',
    ),
    stat(
      'mealsLogged',
      'meals',
      meals.total === 0 ? null : meals.inWindow,
      METHOD_GOALS.mealsLogged,
      meals.total === 0
        ? 'Log your meals in Nutrition to count them'
        : `Meals logged in the last ${MEALS_WINDOW_DAYS} days`,
    ),
    zone2,
  ]);
}

/** The user's main workout today, if the week has been planned (Today and Workouts plan it). */
async function todayWorkoutId(db: Db, userId: string, journeyStart: string, date: string) {
  const { week, day } = journeyDay(journeyStart, date);
  const main = workoutsForDay(week, day)[0];
  if (!main) return null;
  const [row] = await db
    .select({ id: workouts.id })
    .from(workouts)
    .where(
      and(
        eq(workouts.userId, userId),
        eq(workouts.journeyStart, journeyStart),
        eq(workouts.programmeWorkoutId, main.id),
      ),
    );
  return row?.id ?? null;
}

/**
 * The Method page computed from the user's data (docs/method.md has every formula). `date` is the
 * user's calendar day; `tz`, the user's time zone, places timestamps (sets, completed workouts) on
 * the user's days and bounds the meal windows, as Progress and Analytics do (domain/time-zone.ts);
 * `utcOffset`, in minutes, stands in for it when a client sends no `tz`.
 */
export async function methodOverview(
  db: Db,
  userId: string,
  date: string,
  utcOffset: number,
  tz?: string,
): Promise<MethodOverview> {
  // One rule for the days (domain/time-zone.ts): the zone when the client sends it, else its offset.
  const zone: UserZone = tz ?? { utcOffsetMinutes: utcOffset };
  const dayOf: DayOf = (time) => localDay(time, zone);
  const windowStart = addDays(date, -(Math.max(AVERAGE_WINDOW_DAYS, BANNER_WINDOW_DAYS) - 1));
  const nutritionUntil = nutritionNow(date, zone);
  const mealsSince = startOfLocalDay(addDays(date, -(MEALS_WINDOW_DAYS - 1)), zone);
  const [settings, setRows, healthRows, completions, testRows, insights, meals] = await Promise.all(
    [
      getSettings(db, userId),
      db
        .select({
          exerciseId: workoutSets.exerciseId,
          sessionId: workoutSets.sessionId,
          performedAt: workoutSets.performedAt,
          weight: workoutSets.weight,
          weightUnit: workoutSets.weightUnit,
          reps: workoutSets.reps,
          rir: workoutSets.rir,
          targetRir: workoutSets.targetRir,
        })
        .from(workoutSets)
        .where(
          and(
            eq(workoutSets.userId, userId),
            inArray(workoutSets.exerciseId, [...LIFT_EXERCISE_IDS]),
            eq(workoutSets.skipped, false),
            // Warm-ups (imported logs mark them) are no measure of a lift (decision 039).
            ne(workoutSets.setType, 'warmup'),
          ),
        ),
      db
        .select({
          date: healthMetrics.date,
          hrvMs: healthMetrics.hrvMs,
          hrvMethod: healthMetrics.hrvMethod,
          sleepHours: healthMetrics.sleepHours,
          updatedAt: healthMetrics.updatedAt,
        })
        .from(healthMetrics)
        .where(
          and(eq(healthMetrics.userId, userId), between(healthMetrics.date, windowStart, date)),
        ),
      completedSessions(db, userId),
      db
        .select({
          testDate: quarterlyTests.testDate,
          testResult: quarterlyTests.testResult,
          performanceScore: quarterlyTests.performanceScore,
          targetMet: quarterlyTests.targetMet,
          createdAt: quarterlyTests.createdAt,
          activityName: goals.activityName,
          goalProgress: goals.progressPercentage,
        })
        .from(quarterlyTests)
        .innerJoin(goals, eq(goals.id, quarterlyTests.goalId))
        .where(
          and(
            eq(quarterlyTests.userId, userId),
            between(quarterlyTests.testDate, windowStart, date),
          ),
        ),
      insightsOf(db, userId, nutritionUntil),
      mealCounts(db, userId, new Date(mealsSince), new Date(nutritionUntil)),
    ],
  );

  // Sets up to the end of the user's day: a date in the past shows the page as it was then.
  // Each set's weight in the user's unit: a kg set read as lb made a 53 kg e1RM "53 lb".
  const unit = settings.units;
  const sets = setRows
    .map(({ weightUnit, ...row }) => ({
      ...row,
      weight: row.weight === null ? null : convertWeight(row.weight, weightUnit, unit),
      performedAt: row.performedAt.getTime(),
      skipped: false,
    }))
    .filter((set) => dayOf(set.performedAt) <= date);
  const sessions = liftSessions(sets);

  // The streak Progress shows: the same sessions, days and function.
  const streak = workoutStreak(completions, date, dayOf).days;

  const achievements: Achievement[] = [
    ...liftRecords(sessions).map((record) => ({
      kind: 'lift-record' as const,
      ...record,
      day: dayOf(record.time),
    })),
    // The goal's label on Goals and Today decides: a test only reads as achieved while it is.
    ...goalAchievements(
      testRows.map((row) => ({
        day: row.testDate,
        time: row.createdAt.getTime(),
        // A default goal's name in the user's unit, as Goals shows it (decision 090).
        activityName: goalWordIn('activityName', row.activityName, unit),
        testResult: row.testResult,
        performanceScore: row.performanceScore,
        targetMet: row.targetMet,
        // The goal has this test, so it is tested.
        goal: { progressPercentage: row.goalProgress, testCount: 1 },
      })),
    ),
  ];
  const latest = latestAchievement(achievements, date);
  const banner: MethodBanner | null = latest
    ? { kind: latest.kind, date: latest.day, ...achievementBanner(latest, unit) }
    : null;

  const start = settings.journeyStartDate;
  const days = journeyDays(start, date);
  const week = journeyWeek(start, date);
  const phase = phaseForWeek(week);
  const zone2 = zone2Stat(
    await zone2WeekOf(db, userId, start, week),
    programmeWeek(week)
      .filter((w) => w.type === 'zone2')
      .reduce((sum, w) => sum + w.durationMinutes, 0),
  );

  return {
    date,
    journey: {
      startDate: start,
      ...days,
      week,
      phase: phase.number,
      phaseName: phase.name,
      ended: daysBetween(start, date) >= JOURNEY_WEEKS * 7,
    },
    milestone: milestoneCountdown(settings.birthDate, settings.milestoneAge, date),
    mantra: mantraFor(userId, date),
    pillars: [
      strengthPillar(sessions, settings, week, date),
      recoveryPillar(healthRows, date),
      nutritionPillar(insights),
      consistencyPillar(streak, meals, zone2),
    ],
    todayWorkoutId: await todayWorkoutId(db, userId, start, date),
    banner,
    mission: settings.mission,
  };
}
