/** Cleaning and grouping a user's logged sets for the coach (docs/coach.md "Sessions"). */
import { DEFAULT_TARGET_RIR, MAX_REPS, MAX_RIR, clamp, estimatedOneRepMax } from './strength.ts';
import type { LoggedSet } from './types.ts';
import { setWeightLb } from './units.ts';

export const DAY_MS = 86_400_000;
/** Sets of one exercise further apart than this belong to different sessions. */
export const SESSION_GAP_HOURS = 3;
/** "Recent" data: the last 6 weeks, about the time strength is kept without training (docs/coach.md). */
export const RECENT_WINDOW_DAYS = 42;

/** A logged set that was performed, its numbers clamped to docs/product.md#set-limits. */
export interface CleanSet {
  time: number;
  /** lb, converted exactly from the unit the set was entered in. */
  weight: number;
  reps: number;
  rir: number | null;
  targetReps: number | null;
  targetRir: number | null;
}

export interface Session {
  /** Time of the session's last set (ms). */
  end: number;
  /** In the order performed. */
  sets: CleanSet[];
}

export function parseNow(now: string): number {
  const time = Date.parse(now);
  if (Number.isNaN(time)) throw new RangeError(`Invalid 'now': ${now}`);
  return time;
}

const orNull = (value: number | null, hi: number) => (value === null ? null : clamp(value, 0, hi));

/** Drops skipped sets and sets without a valid date; clamps the numbers; sorts by time. */
export function cleanSets(history: readonly LoggedSet[]): CleanSet[] {
  return history
    .filter((set) => !set.skipped && !Number.isNaN(Date.parse(set.performedAt)))
    .map((set) => ({
      time: Date.parse(set.performedAt),
      weight: clamp(setWeightLb(set.weight, set.weightUnit), 0, Number.MAX_VALUE),
      reps: clamp(set.reps, 0, MAX_REPS),
      rir: orNull(set.rir, MAX_RIR),
      targetReps: orNull(set.targetReps, MAX_REPS),
      targetRir: orNull(set.targetRir, MAX_RIR),
    }))
    .sort((a, b) => a.time - b.time);
}

/** Sorted sets into sessions: a gap of more than SESSION_GAP_HOURS starts a new one. */
export function groupSessions(sets: readonly CleanSet[]): Session[] {
  const sessions: Session[] = [];
  for (const set of sets) {
    const last = sessions[sessions.length - 1];
    if (last && set.time - last.end <= SESSION_GAP_HOURS * 3_600_000) {
      last.sets.push(set);
      last.end = set.time;
    } else {
      sessions.push({ end: set.time, sets: [set] });
    }
  }
  return sessions;
}

/** Whole and fractional days from `time` to `now`; a set logged "in the future" (clock skew) is 0. */
export function ageDays(time: number, now: number): number {
  return Math.max(0, (now - time) / DAY_MS);
}

export function recentSessions(sessions: readonly Session[], now: number): Session[] {
  return sessions.filter((s) => ageDays(s.end, now) <= RECENT_WINDOW_DAYS);
}

/**
 * The RIR a set counts with: the logged one; else the set's target (the user did the prescribed
 * set); else the default 2. Assuming 0 instead would make every unrated set look like a max effort
 * and walk the recommended load down session after session.
 */
export function assumedRir(set: CleanSet): number {
  return set.rir ?? set.targetRir ?? DEFAULT_TARGET_RIR;
}

/** A set that says something about strength: at least one rep with a load. */
export function isWorkingSet(set: CleanSet): boolean {
  return set.reps >= 1 && set.weight > 0;
}

export function setE1rm(set: CleanSet): number {
  return estimatedOneRepMax(set.weight, set.reps, assumedRir(set));
}

/** The set with the best e1RM of a session (the first one on a tie), or null without working sets. */
export function bestSet(session: Session): CleanSet | null {
  let best: CleanSet | null = null;
  for (const set of session.sets) {
    if (isWorkingSet(set) && (best === null || setE1rm(set) > setE1rm(best))) best = set;
  }
  return best;
}

export function topLoad(session: Session): number {
  return Math.max(0, ...session.sets.map((s) => s.weight));
}

/** Plain words for an age: "today", "yesterday", "5 days ago", "3 weeks ago". */
export function describeAge(days: number): string {
  const whole = Math.round(days);
  if (whole <= 0) return 'today';
  if (whole === 1) return 'yesterday';
  if (whole < 14) return `${whole} days ago`;
  return `${Math.floor(whole / 7)} weeks ago`;
}

/** A weight in lb for text: 107.5 stays 107.5, 140.04 becomes 140 (units.ts says it in kg too). */
export function lb(weight: number): string {
  return `${Math.round(weight * 10) / 10} lb`;
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

export function percent(share: number): string {
  return `${Math.round(share * 100)}%`;
}
