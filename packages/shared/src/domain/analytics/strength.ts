/**
 * Strength progression per exercise (docs/decisions/017-analytics.md; docs/analytics.md "Strength
 * progression"). The e1RM and the sessions are the coach's (domain/coach): Epley with reps in
 * reserve, the best set of each session, unrated sets counted at their target RIR.
 */
import {
  DAY_MS,
  bestSet,
  cleanSets,
  groupSessions,
  isWorkingSet,
  setE1rm,
  type Session,
} from '../coach/history.ts';
import { currentE1rm } from '../coach/exercise-recommendation.ts';
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
/**
 * A plateau is a stall over weeks: called (plateauRisk, and so plateau predictions and the
 * deload they advise) only from this many sessions over this many days. Three sessions in a
 * fortnight are a trend, not a stall: one easy day among them read as "take a deload" in week 1.
 */
export const MIN_SESSIONS_FOR_PLATEAU = 5;
export const MIN_SPAN_DAYS_FOR_PLATEAU = 28;
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

/**
 * Weights are in lb and not rounded: they are shown in the user's unit, rounded once after the
 * conversion (a value rounded in lb then converted can show 0.1 kg off the other screens).
 */
export interface ExerciseProgression {
  exerciseId: string;
  /**
   * The coach's current e1RM (coach/exercise-recommendation.ts currentE1rm: the latest session's
   * best, or the recency-weighted mean of the last 42 days when that is higher), lb; null without
   * a session in those 42 days. The figure the weight recommendations start from.
   */
  currentMax: number | null;
  /** %/week (0.1) from the log-linear least-squares fit over the range; null with too little data. */
  progressionRate: number | null;
  /** 0..1 (0.01); null until MIN_SESSIONS_FOR_PLATEAU sessions over MIN_SPAN_DAYS_FOR_PLATEAU. */
  plateauRisk: number | null;
  /** lb: the current max carried 12 weeks at the damped rate; null with too little data. */
  projectedMax: number | null;
  sessions: number;
  /** Mean RIR lost at the same load between the first and last session using it; null if none. */
  rirDrift: number | null;
  /** %/week over the last 28 days, null with fewer than 3 sessions there. */
  recentRate: number | null;
  /** The session bests behind the figures, oldest first (e1RM, lb): the chart's points. */
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

const spanDays = (bests: readonly SessionBest[]) =>
  bests.length === 0 ? 0 : (bests[bests.length - 1]!.time - bests[0]!.time) / DAY_MS;

function rateOf(bests: readonly SessionBest[]): number | null {
  if (bests.length < MIN_SESSIONS_FOR_RATE) return null;
  if (spanDays(bests) < MIN_SPAN_DAYS_FOR_RATE) return null;
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
  // One "current" e1RM across the app: the coach's, so Analytics, the weight card and the loads
  // it sets agree (decision 089). A detrained estimate is the coach's guess, not a current max.
  const current = currentE1rm(sessions, now);
  const currentMax = current && !current.detrained ? current.value : null;
  const rate = rateOf(bests);
  const recentRate = rateOf(bests.filter((b) => now - b.time <= RECENT_RATE_DAYS * DAY_MS));
  const drift = rirDrift(sessions);
  const plateauKnown =
    rate !== null &&
    bests.length >= MIN_SESSIONS_FOR_PLATEAU &&
    spanDays(bests) >= MIN_SPAN_DAYS_FOR_PLATEAU;
  // The projection starts where the card's "current max" is, so a rising lift never shows a
  // projection below it; with no session in the recent window, from the fit's last value.
  const start = rate === null ? null : (currentMax ?? fittedLast(bests));
  return {
    exerciseId,
    currentMax,
    progressionRate: rate === null ? null : round1(rate),
    plateauRisk: plateauKnown ? plateauRisk(recentRate ?? rate, drift) : null,
    projectedMax: rate === null || start === null ? null : projectDamped(start, rate),
    sessions: bests.length,
    rirDrift: drift === null ? null : round1(drift),
    recentRate: recentRate === null ? null : round1(recentRate),
    trend: bests,
  };
}

/** The fit's value at the last session (the projection's start when no session is recent). */
function fittedLast(bests: readonly SessionBest[]): number | null {
  const last = bests[bests.length - 1];
  if (!last) return null;
  const line = leastSquares(bests.map((b) => ({ x: b.time / WEEK_MS, y: Math.log(b.e1rm) })));
  return line === null ? null : Math.exp(line.intercept + line.slope * (last.time / WEEK_MS));
}
