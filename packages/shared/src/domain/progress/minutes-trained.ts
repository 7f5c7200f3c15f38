/**
 * Minutes trained (docs/decisions/091-progress-minutes-as-trained.md, docs/progress.md "Monthly
 * training volume"): the time a finished session took, as Strong and Hevy show it, measured the
 * same way for every kind of session.
 *
 * - **Its own time.** An imported session's is the duration its app timed. A GrandFit session's
 *   runs from its start (its first set: the server dates a session from it, decision 065) to its
 *   finish, the duration History and the finish summary give, except that the finish counts at
 *   most FINISH_AFTER_LAST_SET_MS after the last set: a workout left open overnight and finished in
 *   the morning is the time of its sets, not 14 hours. An own time longer than MAX_SESSION_MS is
 *   not believed (a workout left running, in GrandFit or in the app it came from).
 * - **Its timed sets.** A ride, a walk, a ruck or a hold is logged when it ends, so the clock,
 *   which starts at the first set, does not see a session's first timed set: a Zone 2 ride is one
 *   set logged at its end (decision 033). The minutes logged on the session's timed sets are the
 *   other measure of its time. Each is a lower bound of the time trained; the larger stands, so
 *   nothing is counted twice.
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
  for (const set of sets) {
    if (Number.isFinite(set.performedAt) && (lastSetAt === null || set.performedAt > lastSetAt)) {
      lastSetAt = set.performedAt;
    }
    if (set.skipped || set.reps === null || !Number.isFinite(set.reps) || set.reps <= 0) continue;
    const unit = unitOf(set) ?? 'reps';
    if (unit === 'minutes') timedSeconds += set.reps * 60;
    else if (unit === 'seconds') timedSeconds += set.reps;
  }
  return { lastSetAt, timedSeconds };
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
      : sessionSpanMs(clock.startedAt, clock.completedAt, sets?.lastSetAt ?? null);
  return Number.isFinite(span) && span > 0 && span <= MAX_SESSION_MS ? span : null;
}

/**
 * From a GrandFit session's start to its finish, the finish counted at most
 * FINISH_AFTER_LAST_SET_MS after its last set (`lastSetAt`, null when unknown): the duration
 * History and the finish summary show, so a workout finished the morning after reads as the time
 * of its sets, not 14 hours. Never negative.
 */
export function sessionSpanMs(startedAt: number, completedAt: number, lastSetAt: number | null) {
  const end =
    lastSetAt === null
      ? completedAt
      : Math.min(completedAt, Math.max(lastSetAt, startedAt) + FINISH_AFTER_LAST_SET_MS);
  return Math.max(0, end - startedAt);
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
