/**
 * Training volume (docs/progress.md "Monthly training volume", docs/analytics.md "Volume and
 * workload"): what a set adds, and the monthly volume per pillar.
 */
import type { ExerciseCategory, ExerciseUnit, SessionType } from '../programme/types.ts';
import type { MonthlyVolume, PillarVolumes } from '../../schemas/progress.ts';
import { convertWeight, type WeightUnit } from '../units/weight.ts';
import { completedUpTo, type DayOf, type SessionFact } from './completed-workouts.ts';
import { minutesTrained, type SessionClock, type SessionSetTimes } from './minutes-trained.ts';

/** A logged set as the volume reads it. */
export interface WorkSet {
  /** As entered, in `weightUnit`; null or 0 for bodyweight work. */
  weight: number | null;
  weightUnit: WeightUnit;
  /** Reps, or seconds or minutes for a timed exercise (the exercise's unit). */
  reps: number | null;
  skipped: boolean;
  /** 'warmup' never counts (docs/decisions/025-training-log-history-records-corrections.md). */
  setType: string;
}

/** What the volume needs of a set's exercise (the library's unit and category). */
export interface WorkExercise {
  unit: ExerciseUnit;
  category: ExerciseCategory;
  /** Its weight is a band's or a machine's help (decision 083): reps, but never volume load. */
  assisted?: boolean;
}

/** What a set adds: volume load (weight x reps) and time under load, never both. */
export interface Work {
  /** Σ weight x reps in the user's unit, of rep-counted sets. */
  load: number;
  /** Seconds of timed work (holds, carries, planks), cardio left out. */
  timeUnderLoadSeconds: number;
}

export const NO_WORK: Readonly<Work> = Object.freeze({ load: 0, timeUnderLoadSeconds: 0 });

/**
 * What one set adds (docs/decisions/025-training-log-history-records-corrections.md). A skipped or
 * warm-up set adds nothing. A rep-counted set adds weight x reps, its weight converted from the
 * unit it was entered in to the user's. A timed set (unit seconds or minutes) adds its duration as
 * time under load and no volume load: a 35 lb farmer's carry of 30 s is 30 s under load, not 1,050
 * "lb". Cardio (Zone 2 rides, walks, runs) is endurance time, which the pillar minutes already
 * count, so it adds neither. A set of an exercise the library does not know counts as rep work (the
 * library's default unit).
 */
export function setWork(
  set: WorkSet,
  exercise: WorkExercise | undefined,
  userUnit: WeightUnit,
): Work {
  if (set.skipped || set.setType === 'warmup') return NO_WORK;
  const reps = set.reps !== null && Number.isFinite(set.reps) && set.reps > 0 ? set.reps : 0;
  if (reps === 0) return NO_WORK;
  const unit = exercise?.unit ?? 'reps';
  if (unit !== 'reps') {
    if (exercise?.category === 'cardio') return NO_WORK;
    return { load: 0, timeUnderLoadSeconds: unit === 'minutes' ? reps * 60 : reps };
  }
  if (exercise?.assisted === true) return NO_WORK;
  const weight =
    set.weight !== null && Number.isFinite(set.weight) && set.weight > 0 ? set.weight : 0;
  return { load: convertWeight(weight, set.weightUnit, userUnit) * reps, timeUnderLoadSeconds: 0 };
}

/** A set's work placed in time, for weekly sums: lifted sets with their converted weight. */
export interface TimedWork<T> {
  /** Rep-counted sets that add volume load, the weight converted to the user's unit. */
  lifted: (T & { weight: number; reps: number })[];
  /** Timed sets as seconds under load. */
  held: (T & { seconds: number })[];
}

/**
 * Splits sets into those that add volume load (weight converted to `userUnit`, so weight x reps
 * is setWork's load) and those that add time under load; the rest add nothing (setWork).
 */
export function splitWork<T extends WorkSet & { exerciseId: string }>(
  sets: Iterable<T>,
  exerciseOf: (id: string) => WorkExercise | undefined,
  userUnit: WeightUnit,
): TimedWork<T> {
  const lifted: TimedWork<T>['lifted'] = [];
  const held: TimedWork<T>['held'] = [];
  for (const set of sets) {
    const work = setWork(set, exerciseOf(set.exerciseId), userUnit);
    if (work.load > 0) {
      const reps = set.reps ?? 0;
      lifted.push({ ...set, weight: work.load / reps, reps });
    } else if (work.timeUnderLoadSeconds > 0) {
      held.push({ ...set, seconds: work.timeUnderLoadSeconds });
    }
  }
  return { lifted, held };
}

/** The work of many sets, added up. */
export function totalWork(
  sets: Iterable<WorkSet & { exerciseId: string }>,
  exerciseOf: (id: string) => WorkExercise | undefined,
  userUnit: WeightUnit,
): Work {
  let load = 0;
  let timeUnderLoadSeconds = 0;
  for (const set of sets) {
    const work = setWork(set, exerciseOf(set.exerciseId), userUnit);
    load += work.load;
    timeUnderLoadSeconds += work.timeUnderLoadSeconds;
  }
  return { load, timeUnderLoadSeconds };
}

/** The order of docs/product.md#progress-screen: Strength, Zone 2, VO2 Max, Stability. */
export const PILLARS = [
  'strength',
  'zone2',
  'vo2max',
  'stability',
] as const satisfies readonly SessionType[];

export const PILLAR_LABELS: Readonly<Record<SessionType, string>> = {
  strength: 'Strength',
  zone2: 'Zone 2',
  vo2max: 'VO2 Max',
  stability: 'Stability',
};

/** One aggregate row: a month's completed sessions of one workout type. */
export interface VolumeRow {
  /** YYYY-MM, the user's local month of the completion. */
  month: string;
  type: SessionType;
  sessions: number;
  /** Minutes trained (minutes-trained.ts), the plan's for the sessions without a time. */
  minutes: number;
  /** Of `sessions`, those without a time of their own, counted at their plan's minutes. */
  untimedSessions?: number;
  /** Of `minutes`, those the plans gave the untimed sessions. */
  minutesFromPlan?: number;
  /** Volume load of the sessions' sets (setWork), in the user's unit. */
  load?: number;
  timeUnderLoadSeconds?: number;
}

/**
 * A session as the volume reads it: its clock (minutes-trained.ts: start, its app's duration, the
 * plan's minutes) and, when read, what its sets say of its time and the work they add.
 */
export interface VolumeSession extends SessionFact, Omit<SessionClock, 'completedAt'> {
  /** The session's sets' last time and timed seconds; absent when its sets were not read. */
  setTimes?: SessionSetTimes;
  /** totalWork of the session's sets; absent when not read. */
  work?: Work;
}

/**
 * The completed sessions up to `today` by local month and type: the same sessions the Workouts
 * Completed figure counts (completed-workouts.ts), so a month's sessions here are that month's
 * workouts completed there. Each adds its minutes trained (minutes-trained.ts).
 */
export function volumeRows(
  sessions: Iterable<VolumeSession>,
  today: string,
  dayOf: DayOf,
): VolumeRow[] {
  const rows = new Map<string, Required<VolumeRow>>();
  for (const { session, day } of completedUpTo(sessions, today, dayOf)) {
    const month = day.slice(0, 7);
    const key = `${month}|${session.type}`;
    const work = session.work ?? NO_WORK;
    const { minutes, timed } = minutesTrained(session, session.setTimes);
    let row = rows.get(key);
    if (!row) {
      row = { month, type: session.type, ...emptyVolume() };
      rows.set(key, row);
    }
    row.sessions += 1;
    row.minutes += minutes;
    if (!timed) {
      row.untimedSessions += 1;
      row.minutesFromPlan += minutes;
    }
    row.load += work.load;
    row.timeUnderLoadSeconds += work.timeUnderLoadSeconds;
  }
  return [...rows.values()];
}

/** A pillar's month with nothing completed. */
const emptyVolume = () => ({
  sessions: 0,
  minutes: 0,
  untimedSessions: 0,
  minutesFromPlan: 0,
  load: 0,
  timeUnderLoadSeconds: 0,
});

function emptyPillars(): PillarVolumes {
  return {
    strength: emptyVolume(),
    zone2: emptyVolume(),
    vo2max: emptyVolume(),
    stability: emptyVolume(),
  };
}

/**
 * Every month of the range in order, with zeros where nothing was completed; rows outside the
 * range or of an unknown type are ignored. Totals add up the months shown.
 */
export function monthlyVolume(
  rows: readonly VolumeRow[],
  months: readonly string[],
  loadUnit: WeightUnit = 'lb',
): MonthlyVolume {
  const byMonth = new Map(months.map((month) => [month, emptyPillars()]));
  const totals = emptyPillars();
  for (const row of rows) {
    const pillars = byMonth.get(row.month);
    if (!pillars || !(row.type in pillars)) continue;
    for (const target of [pillars[row.type], totals[row.type]]) {
      target.sessions += row.sessions;
      target.minutes += row.minutes;
      target.untimedSessions = (target.untimedSessions ?? 0) + (row.untimedSessions ?? 0);
      target.minutesFromPlan = (target.minutesFromPlan ?? 0) + (row.minutesFromPlan ?? 0);
      target.load += row.load ?? 0;
      target.timeUnderLoadSeconds += row.timeUnderLoadSeconds ?? 0;
    }
  }
  // Sums are kept exact and rounded once, where they are answered.
  const rounded = (pillars: PillarVolumes): PillarVolumes => {
    for (const pillar of PILLARS) {
      pillars[pillar].load = Math.round(pillars[pillar].load);
      pillars[pillar].timeUnderLoadSeconds = Math.round(pillars[pillar].timeUnderLoadSeconds);
    }
    return pillars;
  };
  return {
    unit: 'minutes trained',
    loadUnit,
    months: months.map((month) => ({
      month,
      pillars: rounded(byMonth.get(month) ?? emptyPillars()),
    })),
    totals: rounded(totals),
  };
}

/** Whether any session was completed in the range (the UI's empty state). */
export function hasVolume(volume: MonthlyVolume): boolean {
  return PILLARS.some((pillar) => volume.totals[pillar].sessions > 0);
}
