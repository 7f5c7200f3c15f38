import { and, eq, gte, inArray, lt, lte, ne, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { breathingTrends } from '@grandfit/shared/domain/breathing/recovery.ts';
import { addDays } from '@grandfit/shared/domain/dates.ts';
import { workoutsCompleted } from '@grandfit/shared/domain/progress/completed-workouts.ts';
import { LIFT_PATTERNS, movementSets } from '@grandfit/shared/domain/progress/movement-sets.ts';
import { workoutStreak } from '@grandfit/shared/domain/progress/streak.ts';
import { progressRange } from '@grandfit/shared/domain/progress/range.ts';
import {
  recoveryFetchStart,
  recoveryTrends,
  type RecoveryDayInput,
} from '@grandfit/shared/domain/progress/recovery-trends.ts';
import {
  REP_EXERCISE_IDS,
  STRENGTH_LIFTS_SHOWN,
  type StrengthExercise,
  strengthProgress,
} from '@grandfit/shared/domain/progress/strength-progress.ts';
import { localDay } from '@grandfit/shared/domain/time-zone.ts';
import {
  sessionSetTimes,
  type SessionSetTimes,
} from '@grandfit/shared/domain/progress/minutes-trained.ts';
import { EXERCISES, exerciseById } from '@grandfit/shared/domain/programme/exercises.ts';
import {
  monthlyVolume,
  totalWork,
  volumeRows,
  type Work,
} from '@grandfit/shared/domain/progress/volume.ts';
import type { WeightUnit } from '@grandfit/shared/domain/units/weight.ts';
import type { HrvMethod } from '@grandfit/shared/schemas/health.ts';
import type { CustomExercise } from '@grandfit/shared/schemas/custom-exercises.ts';
import type { ProgressOverview } from '@grandfit/shared/schemas/progress.ts';
import type { Db } from '../../db/client.ts';
import { healthMetrics } from '../../db/schema/recovery.ts';
import { completedBreathingDays } from '../breathing/breathing.service.ts';
import { workoutSessions, workoutSets } from '../../db/schema/training.ts';
import { getSettings } from '../profile/settings.service.ts';
import { HttpError } from '../../http/http-error.ts';
import { listCustomExercises } from '../custom-exercises/custom-exercises.service.ts';
import { completedSessions } from '../training/completed-sessions.ts';
import { firstSetTime } from '../training/set-history.ts';
import {
  customExerciseInfo,
  exerciseInfos,
  type ExerciseInfo,
} from '../exercises/exercise-names.ts';

/**
 * The instant a local calendar day starts in the user's time zone, as a timestamptz expression:
 * comparing the stored column with it keeps the (user_id, time) indexes usable.
 */
const dayStartsAt = (day: string, tz: string) => sql`(${day}::timestamp at time zone ${tz})`;
/** The user's local calendar day of a stored instant (PostgreSQL's reading of the same IANA zone). */
const sqlLocalDay = (column: AnyColumn, tz: string) => sql`(${column} at time zone ${tz})::date`;

interface Window {
  userId: string;
  tz: string;
  /** First day of the range, today, the day after today. */
  start: string;
  end: string;
  endExclusive: string;
}

/**
 * The range's logged sets of rep exercises (every session, finished or not: the lifting happened):
 * the library's, and the user's own counted in reps (custom exercises, decision 039), which are
 * read first so the sets are still read by exercise id (workout_sets (user_id, exercise_id, ...)).
 */
async function liftSets(db: Db, w: Window, own: readonly CustomExercise[]) {
  const custom = new Map<string, StrengthExercise>();
  for (const { id, name, kind } of own) {
    const info = customExerciseInfo(name, kind);
    if (info.unit === 'reps')
      custom.set(id, { id, name: info.name, unit: info.unit, loaded: info.loaded });
  }
  const sets = await db
    .select({
      exerciseId: workoutSets.exerciseId,
      date: sql<string>`${sqlLocalDay(workoutSets.performedAt, w.tz)}::text`,
      weight: workoutSets.weight,
      weightUnit: workoutSets.weightUnit,
      reps: workoutSets.reps,
      rir: workoutSets.rir,
      targetRir: workoutSets.targetRir,
      skipped: workoutSets.skipped,
      setType: workoutSets.setType,
    })
    .from(workoutSets)
    .where(
      and(
        eq(workoutSets.userId, w.userId),
        inArray(workoutSets.exerciseId, [...REP_EXERCISE_IDS, ...custom.keys()]),
        eq(workoutSets.skipped, false),
        gte(workoutSets.performedAt, dayStartsAt(w.start, w.tz)),
        lt(workoutSets.performedAt, dayStartsAt(w.endExclusive, w.tz)),
      ),
    );
  return { sets, custom };
}

/** The library's exercises of a lifting pattern: with the user's own that have one, counted. */
const LIFT_EXERCISE_IDS = EXERCISES.filter((exercise) =>
  (LIFT_PATTERNS as readonly string[]).includes(exercise.pattern),
).map((exercise) => exercise.id);

/**
 * The range's working sets (done, not warm-ups, as volume.ts counts them) of the lifting
 * exercises per exercise and local day, counted in the database: one row per exercise a day,
 * whatever the number of sets. By exercise id, so workout_sets (user_id, exercise_id,
 * performed_at) serves each exercise's range. Grouped by the day's place in the select (2):
 * written again, its time zone would be another parameter, not the same expression.
 */
async function exerciseDaySets(db: Db, w: Window, ownIds: readonly string[]) {
  return db
    .select({
      exerciseId: workoutSets.exerciseId,
      date: sql<string>`${sqlLocalDay(workoutSets.performedAt, w.tz)}::text`,
      sets: sql<number>`count(*)`.mapWith(Number),
    })
    .from(workoutSets)
    .where(
      and(
        eq(workoutSets.userId, w.userId),
        inArray(workoutSets.exerciseId, [...LIFT_EXERCISE_IDS, ...ownIds]),
        eq(workoutSets.skipped, false),
        ne(workoutSets.setType, 'warmup'),
        gte(workoutSets.performedAt, dayStartsAt(w.start, w.tz)),
        lt(workoutSets.performedAt, dayStartsAt(w.endExclusive, w.tz)),
      ),
    )
    .groupBy(workoutSets.exerciseId, sql`2`);
}

/**
 * The sets of each session completed since the range's first day: their work (volume load and
 * time under load, domain/progress/volume.ts setWork) and their times (the last set, the timed
 * sets' seconds: domain/progress/minutes-trained.ts). The day before the range's start in UTC
 * covers every time zone; volumeRows places each session on its own local day afterwards.
 */
async function sessionWorkSets(db: Db, w: Window) {
  return db
    .select({
      sessionId: workoutSets.sessionId,
      exerciseId: workoutSets.exerciseId,
      weight: workoutSets.weight,
      weightUnit: workoutSets.weightUnit,
      reps: workoutSets.reps,
      skipped: workoutSets.skipped,
      setType: workoutSets.setType,
      performedAt: workoutSets.performedAt,
    })
    .from(workoutSets)
    .innerJoin(workoutSessions, eq(workoutSessions.id, workoutSets.sessionId))
    .where(
      and(
        eq(workoutSessions.userId, w.userId),
        eq(workoutSets.userId, w.userId),
        gte(workoutSessions.completedAt, new Date(`${addDays(w.start, -1)}T00:00:00Z`)),
      ),
    );
}

/** Each session's work and set times, by session id. */
function sessionWork(
  rows: Awaited<ReturnType<typeof sessionWorkSets>>,
  unit: WeightUnit,
  exercises: ReadonlyMap<string, ExerciseInfo>,
): Map<string, { work: Work; setTimes: SessionSetTimes }> {
  const bySession = new Map<string, typeof rows>();
  for (const row of rows) {
    const list = bySession.get(row.sessionId);
    if (list) list.push(row);
    else bySession.set(row.sessionId, [row]);
  }
  const exerciseOf = (exerciseId: string) => exercises.get(exerciseId);
  return new Map(
    [...bySession].map(
      ([id, sets]) =>
        [
          id,
          {
            work: totalWork(sets, exerciseOf, unit),
            setTimes: sessionSetTimes(
              sets.map((set) => ({ ...set, performedAt: set.performedAt.getTime() })),
              (set) => exerciseOf(set.exerciseId)?.unit,
            ),
          },
        ] as const,
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

/** The newest HRV of a day measured with `method` (a value without one counts as RMSSD). */
function newestHrvOf(method: HrvMethod): SQL<number | null> {
  return sql<
    number | null
  >`(array_agg(${healthMetrics.hrvMs} order by ${healthMetrics.updatedAt} desc, ${healthMetrics.source})
    filter (where ${healthMetrics.hrvMs} is not null
      and coalesce(${healthMetrics.hrvMethod}, 'rmssd') = ${method}))[1]`;
}

async function recoveryDays(db: Db, w: Window): Promise<RecoveryDayInput[]> {
  const from = recoveryFetchStart({ start: w.start, end: w.end });
  const rows = await db
    .select({
      date: healthMetrics.date,
      hrv: newest<number>(healthMetrics.hrvMs),
      // The method of the HRV value chosen above: same order, same filter.
      hrvMethod: sql<HrvMethod | null>`(array_agg(${healthMetrics.hrvMethod}
        order by ${healthMetrics.updatedAt} desc, ${healthMetrics.source})
        filter (where ${healthMetrics.hrvMs} is not null))[1]`,
      hrvRmssd: newestHrvOf('rmssd'),
      hrvSdnn: newestHrvOf('sdnn'),
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
  // Each method's value of the day is kept: SDNN and RMSSD are trended apart (decision 032).
  return rows.map(({ hrvRmssd, hrvSdnn, ...day }) => ({
    ...day,
    hrvByMethod: {
      ...(hrvRmssd === null ? {} : { rmssd: hrvRmssd }),
      ...(hrvSdnn === null ? {} : { sdnn: hrvSdnn }),
    },
  }));
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
 * GET /api/progress/overview: four queries, one per family of figures. The completed sessions are
 * counted by the shared functions every screen uses (domain/progress/completed-workouts.ts,
 * streak.ts, volume.ts), the rest aggregated in the database (docs/progress.md).
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
    end: range.end,
    endExclusive: range.endExclusive,
  };
  let results;
  let own: CustomExercise[];
  try {
    // The user's own exercises first: the strength charts and the sets by movement read them.
    own = await listCustomExercises(db, userId);
    const ownWithPattern = own.filter((exercise) => exercise.pattern !== null).map((e) => e.id);
    results = await Promise.all([
      getSettings(db, userId),
      completedSessions(db, userId),
      sessionWorkSets(db, w),
      liftSets(db, w, own),
      recoveryDays(db, w),
      // Two weeks before the end at least, for the 7-day sums of the summary.
      completedBreathingDays(db, userId, {
        start: addDays(range.end, -13) < range.start ? addDays(range.end, -13) : range.start,
        end: range.end,
      }),
      exerciseDaySets(db, w, ownWithPattern),
      firstSetTime(db, userId),
    ]);
  } catch (error) {
    if (isUnknownTimeZone(error)) throw new HttpError(400, `Unknown time zone: ${options.tz}`);
    throw error;
  }
  const [{ units }, completed, workSets, lifts, health, breathing, daySets, firstSet] = results;
  // Custom exercises (imported lifts, decision 039) count as their kind says: timed work is time.
  const exercises = await exerciseInfos(
    db,
    userId,
    workSets.map((set) => set.exerciseId),
  );
  const work = sessionWork(workSets, units, exercises);
  const ownPattern = new Map(own.map((exercise) => [exercise.id, exercise.pattern]));
  // Each session with its sets' work and times: its minutes trained (minutes-trained.ts) need both.
  const sessions = completed.map((session) => ({
    ...session,
    ...work.get(session.sessionId),
  }));
  const dayOf = (time: number) => localDay(time, options.tz);
  return {
    date: range.end,
    timeZone: options.tz,
    range: { start: range.start, end: range.end, months: options.months },
    workoutsCompleted: workoutsCompleted(sessions, range.end, dayOf),
    dayStreak: workoutStreak(sessions, range.end, dayOf),
    monthlyVolume: monthlyVolume(volumeRows(sessions, range.end, dayOf), range.months, units),
    movementSets: movementSets(
      daySets,
      { ...range, firstSetDay: firstSet === null ? null : dayOf(firstSet) },
      (id) => exerciseById(id)?.pattern ?? ownPattern.get(id) ?? undefined,
    ),
    strengthProgress: strengthProgress(
      lifts.sets,
      units,
      STRENGTH_LIFTS_SHOWN,
      (id) => exerciseById(id) ?? lifts.custom.get(id),
    ),
    recoveryTrends: {
      ...recoveryTrends(health, { start: range.start, end: range.end }),
      breathing: breathingTrends(breathing, { start: range.start, end: range.end }),
    },
  };
}
