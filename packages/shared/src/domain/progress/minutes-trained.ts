/**
 * Minutes trained (docs/decisions/091-progress-minutes-as-trained.md, docs/progress.md "Monthly
 * training volume"): the time a finished session took, as Strong and Hevy show it, measured the
 * same way for every kind of session.
 *
 * - **Its own time.** An imported session's is the duration its app timed. A GrandFit session's
 *   runs from its start (its first set: the server dates a session from it, decision 065; or the
 *   start of a timed set, below) to its finish, as History and the finish summary give it
 *   (`sessionDurationMs`), except that the finish counts at
 *   most FINISH_AFTER_LAST_SET_MS after the last set: a workout left open overnight and finished in
 *   the morning is the time of its sets, not 14 hours. An own time longer than MAX_SESSION_MS is
 *   not believed (a workout left running, in GrandFit or in the app it came from).
 * - **Its timed sets.** A ride, a walk, a ruck or a hold is logged when it ends: a Zone 2 ride is
 *   one set logged at its end (decision 033). So a timed set began its logged time before it was
 *   logged, and the session's time starts there when that is before its first set (30 minutes
 *   logged at 10:30 began at 10:00). The minutes logged on the session's timed sets are also a
 *   measure of its time on their own: each is a lower bound of the time trained; the larger
 *   stands, so nothing is counted twice (decision 025, amended 2026-12-03).
 * - **The plan, only without a time.** A session with neither (completed with nothing logged, or
 *   finished at the instant of its only set, as History finishes one; an import without a
 *   duration; an own time not believed and no timed set) counts its plan's minutes, and says so
 *   (`timed: false`); one without a plan (an import) counts 0.
 */
import type { ExerciseUnit } from '../programme/types.ts';
import { EXERCISE_REST } from '../exercise-rest.ts';

const MINUTE_MS = 60_000;

/**
 * After its last set, a session's finish counts at most this late: the longest rest the app
 * gives between two sets (exercise-rest.ts, 10 minutes). Finishing is the step after the last
 * set; a longer wait is the workout left open, not training.
 */
export const FINISH_AFTER_LAST_SET_MS = EXERCISE_REST.max * 1000;

/**
 * A session's own time longer than this (4 hours) is not believed: no workout of the programme
 * is planned near it, and a Strong or Hevy log's 10- to 20-hour sessions are workouts nobody
 * finished. Such a session counts as one without a time of its own.
 */
export const MAX_SESSION_MS = 4 * 60 * MINUTE_MS;

/** What a finished session says of its time. */
export interface SessionClock {
  /**
   * When it started (ms): a GrandFit session's first set (its finish when it holds none), an
   * imported session's start as its app gave it.
   */
  startedAt: number;
  /** When the user finished it (ms). */
  completedAt: number;
  /** The duration its app timed (imports, decision 037), in seconds; null when none was given. */
  durationSeconds: number | null;
  /** The plan's durationMinutes; null without a plan (an imported session), 0 for a free workout. */
  plannedMinutes: number | null;
}

/** What a session's sets say of its time (`sessionSetTimes`). */
export interface SessionSetTimes {
  /** The latest set's time (ms), skipped sets included: the last moment the lifter logged. */
  lastSetAt: number | null;
  /** Seconds logged on its timed sets (rides, walks, rucks, holds), skipped sets left out. */
  timedSeconds: number;
  /**
   * When its earliest timed set began (ms): logged when it ends, it began its logged time before
   * (30 minutes logged at 10:30 began at 10:00). Null or absent without a timed set.
   */
  timedFrom?: number | null;
}

export interface MinutesTrained {
  /** Whole minutes, rounded once per session (as History rounds a duration). */
  minutes: number;
  /**
   * False when the session had no time of its own, so `minutes` are its plan's (0 without one):
   * the answer counts these sessions apart so the page can say so.
   */
  timed: boolean;
}

/** A set as the time of its session reads it. */
export interface TimeSet {
  performedAt: number;
  /** Reps, or seconds or minutes for a timed exercise (the exercise's unit). */
  reps: number | null;
  skipped: boolean;
}

/**
 * The last set's time and the seconds of the timed sets (an exercise counted in seconds or
 * minutes: cardio, carries, holds) of one session's sets. Warm-ups count: a warm-up ride is time
 * trained, though never volume. An exercise the library does not know counts in reps.
 */
export function sessionSetTimes<T extends TimeSet>(
  sets: Iterable<T>,
  unitOf: (set: T) => ExerciseUnit | undefined,
): SessionSetTimes {
  let lastSetAt: number | null = null;
  let timedSeconds = 0;
  let timedFrom: number | null = null;
  for (const set of sets) {
    if (Number.isFinite(set.performedAt) && (lastSetAt === null || set.performedAt > lastSetAt)) {
      lastSetAt = set.performedAt;
    }
    const seconds = timedSetSeconds(set, unitOf(set));
    if (seconds === 0) continue;
    timedSeconds += seconds;
    const from = set.performedAt - seconds * 1000;
    if (Number.isFinite(from) && (timedFrom === null || from < timedFrom)) timedFrom = from;
  }
  return { lastSetAt, timedSeconds, timedFrom };
}

/**
 * The seconds one set logged of timed work (minutes or seconds of an exercise counted so); 0 for
 * rep work, a skipped set or one without an amount.
 */
export function timedSetSeconds(set: TimeSet, unit: ExerciseUnit | undefined): number {
  if (set.skipped || set.reps === null || !Number.isFinite(set.reps) || set.reps <= 0) return 0;
  if (unit === 'minutes') return set.reps * 60;
  if (unit === 'seconds') return set.reps;
  return 0;
}

/**
 * The session's own time in ms (see the file's comment), or null when it has none to believe:
 * no span at all (a session completed with nothing logged starts at its finish, one finished as
 * of its only set ends there; an import without a duration ends where it starts), or one over
 * MAX_SESSION_MS. `sets` absent: not read, so the
 * finish is not bounded by the last set.
 */
export function ownTimeMs(clock: SessionClock, sets?: SessionSetTimes): number | null {
  const span =
    clock.durationSeconds !== null && clock.durationSeconds > 0
      ? clock.durationSeconds * 1000
      : sessionSpanMs(workStart(clock.startedAt, sets), clock.completedAt, sets?.lastSetAt ?? null);
  return Number.isFinite(span) && span > 0 && span <= MAX_SESSION_MS ? span : null;
}

/**
 * From a GrandFit session's start to its finish, the finish counted at most
 * FINISH_AFTER_LAST_SET_MS after its last set (`lastSetAt`, null when unknown), so a workout
 * finished the morning after reads as the time of its sets, not 14 hours. Never negative. The
 * span `sessionDurationMs` (History, the finish summary) measures from when the work began.
 */
export function sessionSpanMs(startedAt: number, completedAt: number, lastSetAt: number | null) {
  const end =
    lastSetAt === null
      ? completedAt
      : Math.min(completedAt, Math.max(lastSetAt, startedAt) + FINISH_AFTER_LAST_SET_MS);
  return Math.max(0, end - startedAt);
}

/** The session's start, or its earliest timed set's start when that is before it. */
function workStart(startedAt: number, sets: SessionSetTimes | undefined): number {
  const from = sets?.timedFrom;
  return from !== undefined && from !== null && Number.isFinite(from) && from < startedAt
    ? from
    : startedAt;
}

/**
 * A session's duration in ms as History, the finish summary and the Strong export give it
 * (decision 025, amended 2026-12-03): from when its work began (its first set, or the start of a
 * timed set logged at its end, when earlier) to its finish, the finish counted at most
 * FINISH_AFTER_LAST_SET_MS after the last set (`sessionSpanMs`); and never less than the time
 * logged on its timed sets. A Zone 2 walk of 30 minutes logged and finished at once is 30 minutes,
 * not 0. Unlike Progress (`ownTimeMs`), a span over 4 hours is shown as it is.
 */
export function sessionDurationMs(
  startedAt: number,
  completedAt: number,
  sets: SessionSetTimes | undefined,
): number {
  const span = sessionSpanMs(workStart(startedAt, sets), completedAt, sets?.lastSetAt ?? null);
  const logged = Math.max(0, sets?.timedSeconds ?? 0) * 1000;
  return Math.max(span, Number.isFinite(logged) ? logged : 0);
}

/**
 * Minutes trained of one finished session: the larger of its own time and its timed sets' time;
 * its plan's minutes only when it has neither (see the file's comment).
 */
export function minutesTrained(clock: SessionClock, sets?: SessionSetTimes): MinutesTrained {
  const own = ownTimeMs(clock, sets) ?? 0;
  const logged = Math.max(0, sets?.timedSeconds ?? 0) * 1000;
  const ms = Math.max(own, logged);
  if (ms > 0) return { minutes: Math.round(ms / MINUTE_MS), timed: true };
  const planned = clock.plannedMinutes;
  return {
    minutes: planned !== null && Number.isFinite(planned) && planned > 0 ? planned : 0,
    timed: false,
  };
}
