/**
 * Completed workouts: the one definition that Progress, Method, Analytics and Today's weekly block
 * read (docs/decisions/022-one-definition-per-number.md).
 *
 * A workout is completed by a session the user finished: `completedAt` is set. Sets logged in a
 * session left unfinished are lifting done (the strength charts use them) but not a completed
 * workout. Each completed session counts once, so a Redo, a second session of the same planned
 * workout, is a second workout completed: it is training done again, and the monthly volume
 * already counted it so ("3 sessions" beside "2 Workouts Completed" was the disagreement).
 * Adherence to the plan is a different figure, `plannedWorkoutsDone`: there a planned workout is
 * done or not, however many sessions completed it. A session imported from Strong, Hevy or
 * Liftosaur (decision 039) is a completed workout like any other, but of no planned workout.
 */
import type { SessionType } from '../programme/types.ts';

/** A workout session as the figures read it. */
export interface SessionFact {
  /**
   * The planned workout the session is of; null for a session imported from another app
   * (decision 039): training done, counted as a completed workout, but no planned workout done.
   */
  workoutId: string | null;
  type: SessionType;
  /** When the user finished it (ms); null for a session started and left. */
  completedAt: number | null;
}

/** The user's calendar day (YYYY-MM-DD) of an instant (ms), in the user's time zone. */
export type DayOf = (time: number) => string;

export type CompletedSession<T extends SessionFact = SessionFact> = T & { completedAt: number };

/** A session counts as a completed workout once the user finished it. */
export function isCompleted<T extends SessionFact>(session: T): session is CompletedSession<T> {
  return session.completedAt !== null;
}

/**
 * The completed sessions finished on or before the user's `today`, each with its local day: the
 * figures are "as of" a day, so a completion dated later does not count yet.
 */
export function completedUpTo<T extends SessionFact>(
  sessions: Iterable<T>,
  today: string,
  dayOf: DayOf,
): { session: CompletedSession<T>; day: string }[] {
  const done: { session: CompletedSession<T>; day: string }[] = [];
  for (const session of sessions) {
    if (!isCompleted(session)) continue;
    const day = dayOf(session.completedAt);
    if (day <= today) done.push({ session, day });
  }
  return done;
}

export interface WorkoutsCompleted {
  /** Completed sessions up to `today`, all time. */
  total: number;
  /** Those completed from the 1st of `today`'s month. */
  thisMonth: number;
}

/** Workouts completed: every completed session once, a Redo again (see the file's comment). */
export function workoutsCompleted(
  sessions: Iterable<SessionFact>,
  today: string,
  dayOf: DayOf,
): WorkoutsCompleted {
  const month = today.slice(0, 7);
  const done = completedUpTo(sessions, today, dayOf);
  return { total: done.length, thisMonth: done.filter(({ day }) => day.startsWith(month)).length };
}

/** The days, oldest first, on which the user completed at least one workout, up to `today`. */
export function trainedDays(
  sessions: Iterable<SessionFact>,
  today: string,
  dayOf: DayOf,
): string[] {
  return [...new Set(completedUpTo(sessions, today, dayOf).map(({ day }) => day))].sort();
}

export type CountsByType = Record<SessionType, number>;

export function emptyCounts(): CountsByType {
  return { strength: 0, zone2: 0, vo2max: 0, stability: 0 };
}

/** A planned workout with whether any of its sessions was completed (the API's `completed`). */
export interface PlannedWorkoutFact {
  workoutId: string;
  type: SessionType;
  completed: boolean;
}

const isDone = (item: SessionFact | PlannedWorkoutFact) =>
  'completed' in item ? item.completed : isCompleted(item);

/**
 * Plan adherence ("Strength 2/3", "2 of 4 planned Zone 2 sessions"): the planned workouts with at
 * least one completed session, by type, from their sessions or from their `completed` flag. A Redo
 * does not make a planned workout done twice, and an imported session (no workout) makes none
 * done. The caller chooses which: a week's workouts, the sessions of a date range.
 */
export function plannedWorkoutsDone(
  items: Iterable<SessionFact | PlannedWorkoutFact>,
): CountsByType {
  const counts = emptyCounts();
  const seen = new Set<string>();
  for (const item of items) {
    if (item.workoutId === null || !isDone(item) || seen.has(item.workoutId)) continue;
    seen.add(item.workoutId);
    counts[item.type] += 1;
  }
  return counts;
}
