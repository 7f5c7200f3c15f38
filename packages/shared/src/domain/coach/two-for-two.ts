/**
 * The NSCA's 2-for-2 rule (Baechle & Earle, Essentials of Strength Training and Conditioning; 4th
 * ed. Haff & Triplett 2016, ch. 17): load goes up when the athlete can do two or more reps over the
 * goal in the last set in two consecutive workouts. With reps in reserve logged, a rep "over the
 * goal" may be done or left in reserve (Helms et al. 2016), so the last set counts when
 *
 *   reps ≥ target reps   and   reps + RIR ≥ target reps + target RIR + 2.
 *
 * One good session is not enough: it may be a good day, a generous RIR rating or a rested
 * lifter, and RIR ratings far from failure are the least accurate (Zourdos et al. 2016). Both the
 * weight card and the progression advice use this rule, so neither raises the load before it is met
 * (docs/coach.md "Progression"; docs/decisions/036).
 */
import { DEFAULT_TARGET_RIR } from './strength.ts';
import type { CleanSet, Session } from './history.ts';

/** Reps over the goal, done or in reserve, in the last set. */
export const TWO_FOR_TWO_REPS = 2;
/** Consecutive sessions that must show them. */
export const TWO_FOR_TWO_SESSIONS = 2;

/** The session's last set in time: the one the rule reads. */
export function lastSet(session: Session): CleanSet | null {
  return session.sets.reduce<CleanSet | null>(
    (last, set) => (last === null || set.time >= last.time ? set : last),
    null,
  );
}

/** Reps over the goal in a set (done + in reserve beyond target reps + target RIR); null unrated. */
export function repsOverGoal(set: CleanSet): number | null {
  if (set.rir === null) return null;
  const targetReps = set.targetReps ?? set.reps;
  if (set.reps < targetReps) return set.reps - targetReps;
  return set.reps + set.rir - (targetReps + (set.targetRir ?? DEFAULT_TARGET_RIR));
}

/**
 * Whether a session meets its half of the rule: every set reached its target reps and the last
 * set, rated, was two or more reps over the goal. An unrated last set cannot show it.
 */
export function sessionOverGoal(session: Session): boolean {
  if (session.sets.some((set) => set.targetReps !== null && set.reps < set.targetReps)) {
    return false;
  }
  const last = lastSet(session);
  const over = last ? repsOverGoal(last) : null;
  return over !== null && over >= TWO_FOR_TWO_REPS;
}

export interface TwoForTwo {
  /** Consecutive sessions over the goal, counted back from the latest (capped at 2). */
  streak: number;
  met: boolean;
}

/** The rule over the sessions (oldest first), read from the latest back. */
export function twoForTwo(sessions: readonly Session[]): TwoForTwo {
  let streak = 0;
  for (let i = sessions.length - 1; i >= 0 && streak < TWO_FOR_TWO_SESSIONS; i--) {
    if (!sessionOverGoal(sessions[i]!)) break;
    streak++;
  }
  return { streak, met: streak >= TWO_FOR_TWO_SESSIONS };
}
