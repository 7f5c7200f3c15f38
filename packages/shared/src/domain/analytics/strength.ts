/**
 * Strength progression per exercise (docs/decisions/017-analytics.md; docs/analytics.md "Strength
 * progression"). The e1RM and the sessions are the coach's (domain/coach): Epley with reps in
 * reserve, the best set of each session, unrated sets counted at their target RIR.
 */
import {
  DAY_MS,
  RECENT_WINDOW_DAYS,
  bestSet,
  cleanSets,
  groupSessions,
  isWorkingSet,
  setE1rm,
  type Session,
} from '../coach/history.ts';
import type { LoggedSet } from '../coach/types.ts';
import {
  clamp01,
  leastSquares,
  percentPerWeek,
  projectDamped,
  round1,
  round2,
  type Point,
} from './trend.ts';

const WEEK_MS = 7 * DAY_MS;
/** A rate needs this many sessions spread over at least this many days. */
export const MIN_SESSIONS_FOR_RATE = 3;
export const MIN_SPAN_DAYS_FOR_RATE = 14;
/** The "recent" part of the range whose rate is compared with "still progressing". */
export const RECENT_RATE_DAYS = 28;
/** A recent rate at or above this (%/week) is not flattening at all. */
export const PROGRESSING_RATE = 1;
/** Losing this many reps in reserve at the same load is a full drift. */
export const FULL_RIR_DRIFT = 2;
export const FLATTENING_WEIGHT = 0.6;

export interface SessionBest {
  /** Time of the session's last set, ms. */
  time: number;
  e1rm: number;
}

export interface ExerciseProgression {
  exerciseId: string;
  /** Best session e1RM of the last 42 days, lb (0.1); null without a recent working set. */
  currentMax: number | null;
  /** %/week (0.1) from the log-linear least-squares fit over the range; null with too little data. */
  progressionRate: number | null;
  /** 0..1 (0.01); null with too little data. */
  plateauRisk: number | null;
  /** lb (0.1): the fit's last value carried 12 weeks at the damped rate; null with too little data. */
  projectedMax: number | null;
  sessions: number;
  /** Mean RIR lost at the same load between the first and last session using it; null if none. */
  rirDrift: number | null;
  /** %/week over the last 28 days, null with fewer than 3 sessions there. */
  recentRate: number | null;
  /** The session bests behind the figures, oldest first (e1RM to 0.1 lb): the chart's points. */
  trend: SessionBest[];
}

export function sessionBests(sessions: readonly Session[]): SessionBest[] {
  const bests: SessionBest[] = [];
  for (const session of sessions) {
    const best = bestSet(session);
    if (best) bests.push({ time: session.end, e1rm: setE1rm(best) });
  }
  return bests;
}

function rateOf(bests: readonly SessionBest[]): number | null {
  if (bests.length < MIN_SESSIONS_FOR_RATE) return null;
  const span = (bests[bests.length - 1]!.time - bests[0]!.time) / DAY_MS;
  if (span < MIN_SPAN_DAYS_FOR_RATE) return null;
  const points: Point[] = bests.map((b) => ({ x: b.time / WEEK_MS, y: b.e1rm }));
  return percentPerWeek(points);
}

/**
 * RIR drifting down at the same load: for each load lifted in two or more sessions with rated
 * sets, the first such session's mean RIR at that load minus the last one's; the mean over loads.
 * Positive means the same weight now feels harder.
 */
export function rirDrift(sessions: readonly Session[]): number | null {
  const byLoad = new Map<number, number[]>();
  for (const session of sessions) {
    const perLoad = new Map<number, number[]>();
    for (const set of session.sets) {
      if (!isWorkingSet(set) || set.rir === null) continue;
      const rirs = perLoad.get(set.weight);
      if (rirs) rirs.push(set.rir);
      else perLoad.set(set.weight, [set.rir]);
    }
    for (const [load, rirs] of perLoad) {
      const mean = rirs.reduce((a, b) => a + b, 0) / rirs.length;
      const means = byLoad.get(load);
      if (means) means.push(mean);
      else byLoad.set(load, [mean]);
    }
  }
  const drifts = [...byLoad.values()]
    .filter((means) => means.length >= 2)
    .map((means) => means[0]! - means[means.length - 1]!);
  if (drifts.length === 0) return null;
  return drifts.reduce((a, b) => a + b, 0) / drifts.length;
}

/**
 * plateauRisk = 0.6·flattening + 0.4·drift (flattening alone without a drift to measure), with
 * flattening = clamp(1 − recentRate / 1 %, 0, 1) and drift = clamp(rirDrift / 2, 0, 1).
 */
export function plateauRisk(recentRate: number, drift: number | null): number {
  const flattening = clamp01(1 - recentRate / PROGRESSING_RATE);
  if (drift === null) return round2(flattening);
  return round2(
    FLATTENING_WEIGHT * flattening + (1 - FLATTENING_WEIGHT) * clamp01(drift / FULL_RIR_DRIFT),
  );
}

/**
 * One exercise's progression from its sets of the range (`history`, any order) as of `now` (ms).
 * Only working sets count; skipped sets are dropped (coach/history.ts).
 */
export function exerciseProgression(
  exerciseId: string,
  history: readonly LoggedSet[],
  now: number,
): ExerciseProgression {
  const sessions = groupSessions(cleanSets(history).filter(isWorkingSet));
  const bests = sessionBests(sessions);
  const recent = bests.filter((b) => now - b.time <= RECENT_WINDOW_DAYS * DAY_MS);
  const currentMax = recent.length === 0 ? null : Math.max(...recent.map((b) => b.e1rm));
  const rate = rateOf(bests);
  const recentRate = rateOf(bests.filter((b) => now - b.time <= RECENT_RATE_DAYS * DAY_MS));
  const drift = rirDrift(sessions);
  // The projection starts where the card's "current max" is, so a rising lift never shows a
  // projection below it; with no session in the recent window, from the fit's last value.
  const start = rate === null ? null : (currentMax ?? fittedLast(bests));
  return {
    exerciseId,
    currentMax: currentMax === null ? null : round1(currentMax),
    progressionRate: rate === null ? null : round1(rate),
    plateauRisk: rate === null ? null : plateauRisk(recentRate ?? rate, drift),
    projectedMax: rate === null || start === null ? null : round1(projectDamped(start, rate)),
    sessions: bests.length,
    rirDrift: drift === null ? null : round1(drift),
    recentRate: recentRate === null ? null : round1(recentRate),
    trend: bests.map((b) => ({ time: b.time, e1rm: round1(b.e1rm) })),
  };
}

/** The fit's value at the last session (the projection's start when no session is recent). */
function fittedLast(bests: readonly SessionBest[]): number | null {
  const last = bests[bests.length - 1];
  if (!last) return null;
  const line = leastSquares(bests.map((b) => ({ x: b.time / WEEK_MS, y: Math.log(b.e1rm) })));
  return line === null ? null : Math.exp(line.intercept + line.slope * (last.time / WEEK_MS));
}
