/**
 * Lift families, personal records and the Method page's banner (docs/product.md#achievement-banner:
 * the day-of-month placeholder becomes a real, recent achievement).
 * Formulas: docs/method.md.
 */
import { DEFAULT_TARGET_RIR, estimatedOneRepMax } from '../coach/strength.ts';
import { addDays } from '../dates.ts';
import { progressAfterTest, testAchievesGoal } from '../goals/schedule.ts';
import { goalStatusOf, type GoalStanding } from '../goals/status.ts';
import { JOURNEY_WEEKS } from '../journey.ts';
import { EXERCISES } from '../programme/exercises.ts';
import { programmeWeek } from '../programme/programme.ts';
import type { MainLift } from '../programme/types.ts';
import type { WeightUnit } from '../units/weight.ts';

export type LiftMeasure = 'e1rm' | 'reps';

export interface LiftFamily {
  lift: MainLift;
  label: string;
  /** e1RM (in the sets' unit) for the barbell lifts; reps in one set for the pull-up. */
  measure: LiftMeasure;
  exerciseIds: readonly string[];
}

/**
 * Variants that count as the main lift: the trap bar deadlift is the Integration phase's deadlift
 * and loads about the same; the chin-up is a pull-up with the palms turned. Lighter variants
 * (Romanian, kettlebell, front squat) and the lat pulldown are not the lift.
 */
const VARIANTS: Partial<Record<MainLift, readonly string[]>> = {
  deadlift: ['trap-bar-deadlift'],
  'pull-up': ['chin-up'],
};

const LABELS: Record<MainLift, string> = {
  squat: 'Squat',
  deadlift: 'Deadlift',
  bench: 'Bench Press',
  press: 'Overhead Press',
  row: 'Barbell Row',
  'pull-up': 'Pull-up',
};

/** The library's exercise marked with the lift (Exercise.mainLift), then its variants. */
export const LIFT_FAMILIES: readonly LiftFamily[] = (Object.keys(LABELS) as MainLift[]).map(
  (lift) => ({
    lift,
    label: LABELS[lift],
    measure: lift === 'pull-up' ? 'reps' : 'e1rm',
    exerciseIds: [
      ...EXERCISES.filter((exercise) => exercise.mainLift === lift).map((exercise) => exercise.id),
      ...(VARIANTS[lift] ?? []),
    ],
  }),
);

const FAMILY_BY_EXERCISE = new Map(
  LIFT_FAMILIES.flatMap((family) => family.exerciseIds.map((id) => [id, family] as const)),
);

export function liftFamily(lift: MainLift): LiftFamily {
  const family = LIFT_FAMILIES.find((f) => f.lift === lift);
  if (!family) throw new RangeError(`Unknown lift: ${lift}`);
  return family;
}

/** The family an exercise belongs to, if any. */
export function liftFamilyOf(exerciseId: string): LiftFamily | undefined {
  return FAMILY_BY_EXERCISE.get(exerciseId);
}

const firstWeeks = new Map<MainLift, number | null>();

/**
 * The first journey week whose programme has the lift (the deadlift from week 13, pull-ups from
 * week 25): before it, "no data yet" is the plan, not a gap. Null when no week has it.
 */
export function firstProgrammeWeekOf(lift: MainLift): number | null {
  if (!firstWeeks.has(lift)) {
    const ids = new Set(liftFamily(lift).exerciseIds);
    let first: number | null = null;
    for (let week = 1; week <= JOURNEY_WEEKS && first === null; week += 1) {
      const hasLift = programmeWeek(week).some((workout) =>
        workout.exercises.some((item) => ids.has(item.exerciseId)),
      );
      if (hasLift) first = week;
    }
    firstWeeks.set(lift, first);
  }
  return firstWeeks.get(lift) ?? null;
}

/** Every exercise id of every family: the sets the Method page reads. */
export const LIFT_EXERCISE_IDS: readonly string[] = [...FAMILY_BY_EXERCISE.keys()];

/** A logged set as the Method page reads it. */
export interface LiftSet {
  exerciseId: string;
  sessionId: string;
  /** When it was performed (ms). */
  performedAt: number;
  weight: number | null;
  reps: number | null;
  rir: number | null;
  targetRir: number | null;
  skipped: boolean;
}

/**
 * What one set shows of the lift: its e1RM, Epley with reps in reserve (strength.ts), taking the
 * logged RIR, else the target's, else the default 2 (the coach's rule, history.ts assumedRir); or
 * its reps. Null for a skipped set and for one that says nothing (no rep, or no load for e1RM).
 */
export function setMeasure(set: LiftSet, measure: LiftMeasure): number | null {
  if (set.skipped || set.reps === null || set.reps < 1) return null;
  if (measure === 'reps') return set.reps;
  if (set.weight === null || !(set.weight > 0)) return null;
  return estimatedOneRepMax(set.weight, set.reps, set.rir ?? set.targetRir ?? DEFAULT_TARGET_RIR);
}

export interface LiftSession {
  lift: MainLift;
  sessionId: string;
  /** Its first and last set (ms). */
  start: number;
  end: number;
  /** The best set's measure. */
  best: number;
}

/** The sets grouped by lift and workout session, with each session's best; sessions with no measure are left out. */
export function liftSessions(sets: readonly LiftSet[]): LiftSession[] {
  const sessions = new Map<string, LiftSession>();
  for (const set of sets) {
    const family = liftFamilyOf(set.exerciseId);
    if (!family) continue;
    const value = setMeasure(set, family.measure);
    if (value === null) continue;
    const key = `${family.lift}|${set.sessionId}`;
    const session = sessions.get(key);
    if (!session) {
      sessions.set(key, {
        lift: family.lift,
        sessionId: set.sessionId,
        start: set.performedAt,
        end: set.performedAt,
        best: value,
      });
    } else {
      session.start = Math.min(session.start, set.performedAt);
      session.end = Math.max(session.end, set.performedAt);
      session.best = Math.max(session.best, value);
    }
  }
  return [...sessions.values()].sort((a, b) => a.start - b.start);
}

/** The best measure of a lift over all its sessions (all time); null when it has none. */
export function bestForLift(sessions: readonly LiftSession[], lift: MainLift): number | null {
  let best: number | null = null;
  for (const session of sessions) {
    if (session.lift === lift && (best === null || session.best > best)) best = session.best;
  }
  return best;
}

/** Records are compared as shown: whole lb of e1RM, whole reps. */
const shown = (value: number) => Math.round(value);

export interface LiftRecord {
  lift: MainLift;
  sessionId: string;
  /** The session's last set (ms). */
  time: number;
  /** The session's best, rounded as shown. */
  value: number;
  /** The best of every earlier session, rounded; null when this is the lift's first session. */
  previous: number | null;
}

/**
 * Personal records: a session whose best beats every earlier session of the lift (in the order
 * the sessions started). A lift's first session is a record with no previous best.
 */
export function liftRecords(sessions: readonly LiftSession[]): LiftRecord[] {
  const bestSoFar = new Map<MainLift, number>();
  const records: LiftRecord[] = [];
  for (const session of [...sessions].sort((a, b) => a.start - b.start)) {
    const value = shown(session.best);
    const previous = bestSoFar.get(session.lift) ?? null;
    if (previous === null || value > previous) {
      records.push({
        lift: session.lift,
        sessionId: session.sessionId,
        time: session.end,
        value,
        previous,
      });
      bestSoFar.set(session.lift, value);
    }
  }
  return records;
}

/**
 * A decathlon goal achieved: a quarterly test that put the goal at 'Achieved' (testAchievesGoal),
 * while the goal still is, so the banner never says what Goals and Today contradict.
 */
export interface GoalAchievement {
  kind: 'goal-achieved';
  day: string;
  time: number;
  activityName: string;
  testResult: string;
  /** The goal's progress after the test (90-100). */
  progress: number;
}

export type Achievement = ({ kind: 'lift-record'; day: string } & LiftRecord) | GoalAchievement;

/** A quarterly test as the banner reads it, with its goal as it stands now. */
export interface GoalTestFact {
  day: string;
  time: number;
  activityName: string;
  testResult: string;
  performanceScore: number | null;
  targetMet: boolean;
  goal: GoalStanding;
}

/** The tests that achieved their goal, of goals whose status is still 'Achieved'. */
export function goalAchievements(tests: readonly GoalTestFact[]): GoalAchievement[] {
  return tests.flatMap((test) =>
    testAchievesGoal(test) && goalStatusOf(test.goal) === 'Achieved'
      ? [
          {
            kind: 'goal-achieved' as const,
            day: test.day,
            time: test.time,
            activityName: test.activityName,
            testResult: test.testResult,
            progress: progressAfterTest(0, test),
          },
        ]
      : [],
  );
}

/** The banner looks back over today and the 6 days before it. */
export const BANNER_WINDOW_DAYS = 7;

/** The newest achievement on a day within the window ending `today`; null when there is none. */
export function latestAchievement(
  achievements: readonly Achievement[],
  today: string,
): Achievement | null {
  const first = addDays(today, -(BANNER_WINDOW_DAYS - 1));
  let latest: Achievement | null = null;
  for (const achievement of achievements) {
    if (achievement.day < first || achievement.day > today) continue;
    if (
      latest === null ||
      achievement.day > latest.day ||
      (achievement.day === latest.day && achievement.time > latest.time)
    ) {
      latest = achievement;
    }
  }
  return latest;
}

export interface BannerText {
  title: string;
  description: string;
}

const repsText = (reps: number) => `${reps} ${reps === 1 ? 'rep' : 'reps'}`;

/**
 * The banner's words, built from the achievement's own numbers; an e1RM is in `unit`, the user's
 * (the sets are read converted to it).
 */
export function achievementBanner(achievement: Achievement, unit: WeightUnit = 'lb'): BannerText {
  if (achievement.kind === 'goal-achieved') {
    return {
      title: `Decathlon Goal Achieved: ${achievement.activityName}!`,
      description: `Your quarterly test put it at ${achievement.progress}%: ${achievement.testResult}`,
    };
  }
  const { label, measure } = liftFamily(achievement.lift);
  const { value, previous } = achievement;
  if (measure === 'reps') {
    if (previous === null) {
      return { title: `First ${label} Achieved!`, description: `${repsText(value)} in one set.` };
    }
    return {
      title: `New ${label} Record: ${repsText(value)}!`,
      description: `Your best set, up from ${repsText(previous)}.`,
    };
  }
  if (previous === null) {
    return {
      title: `First ${label} Logged: ${value} ${unit} e1RM!`,
      description:
        'Your estimated one-rep max from your best set. Every session from here builds on it.',
    };
  }
  return {
    title: `New ${label} Record: ${value} ${unit} e1RM!`,
    description: `Your estimated one-rep max, up from ${previous} ${unit}.`,
  };
}
