/**
 * Training load (docs/analytics.md "Volume and workload"). Load is volume load, Σ weight × reps of
 * the working sets of rep-counted exercises, in the user's unit (the caller converts each set with
 * domain/progress/volume.ts splitWork), a common external-load measure for resistance training.
 * Timed work never adds weight × seconds: it is time under load, counted apart.
 */
import { DAY_MS, cleanSets, isWorkingSet, type CleanSet } from '../coach/history.ts';
import type { LoggedSet } from '../coach/types.ts';
import { clamp01, round1, round2 } from './trend.ts';

/** Gabbett (2016): 0.8-1.3 is the "sweet spot"; the injury risk climbs above 1.3, steeply above 1.5. */
export const ACWR_SAFE_MAX = 1.3;
export const ACWR_DANGER = 1.5;
/**
 * Where the overreaching risk reaches 1. The ratio is coupled (the chronic 28 days hold the acute
 * 7), so ACWR = 4r / (r + 3) for a week r times the 3 weeks before it: 2.0 is a week three times
 * the usual one; twice the usual week reads 8/5 = 1.60 (docs/analytics.md).
 */
export const ACWR_RISK_FULL = 2;
/**
 * The chronic window is 28 days: the ratio is reported only once 28 days of history fill it
 * (docs/decisions/035-local-days-acwr-and-sleep.md). With 22 days the 28-day load is 22 days' load
 * divided by 4, and a steady week read 7 / 5.5 = 1.27.
 */
export const MIN_HISTORY_DAYS_FOR_ACWR = 28;

/** Volume load of the working sets performed in (from, to], ms. */
export function volumeLoad(sets: readonly CleanSet[], from: number, to: number): number {
  let total = 0;
  for (const set of sets) {
    if (set.time > from && set.time <= to && isWorkingSet(set)) total += set.weight * set.reps;
  }
  return total;
}

/** Seconds of timed work (domain/progress/volume.ts splitWork) in (from, to], ms. */
export function timeUnderLoad(
  held: readonly { time: number; seconds: number }[],
  from: number,
  to: number,
): number {
  let total = 0;
  for (const set of held) if (set.time > from && set.time <= to) total += set.seconds;
  return total;
}

/**
 * Acute:chronic workload ratio (docs/product.md#formula-acwr; Gabbett 2016, rolling averages):
 * 7-day load / (28-day load / 4). Null when the 28-day load is 0. A constant daily load gives 1.
 */
export function acuteChronicRatio(acute7: number, chronic28: number): number | null {
  if (!(chronic28 > 0)) return null;
  return acute7 / (chronic28 / 4);
}

/**
 * Days of history behind `now`: the 24-hour days (counted back from `now`, like the load windows)
 * from the one holding the first set to the one ending at `now`, both counted. A set every day
 * for 22 days is 22 days of history; 0 without any set.
 */
export function historyDays(now: number, firstSetTime: number | null): number {
  if (firstSetTime === null || firstSetTime > now) return 0;
  return Math.floor((now - firstSetTime) / DAY_MS) + 1;
}

/** More days of history the ratio needs before it is reported: 0 once it has 28. */
export function acwrNeedsDays(now: number, firstSetTime: number | null): number {
  return Math.max(0, MIN_HISTORY_DAYS_FOR_ACWR - historyDays(now, firstSetTime));
}

/**
 * The week's load against the 3 weeks before it (r), from the coupled ratio: r = 3·ACWR / (4 − ACWR)
 * (ACWR = 4r / (r + 3)); null at 4 and above, where the 3 weeks before were empty.
 */
export function weekOverUsual(acwr: number): number | null {
  return acwr >= 4 ? null : (3 * acwr) / (4 - acwr);
}

/**
 * 0 up to an ACWR of 1.3, then linear to 1 at 2.0: clamp((ACWR − 1.3) / 0.7, 0, 1). A week twice
 * the usual one (ACWR 1.60) is 0.43; a week three times it (ACWR 2.0) is 1.
 */
export function overreachingRisk(acwr: number): number {
  return round2(clamp01((acwr - ACWR_SAFE_MAX) / (ACWR_RISK_FULL - ACWR_SAFE_MAX)));
}

/**
 * Where the weeks the last 7 days are compared with begin: the range's start, or the start of the
 * whole week (counted back from `now`) holding the first set when that is later, so that a lifter
 * who began three weeks ago is compared with his three weeks, not with the range's twelve of which
 * nine were before he began. Null without any set.
 */
function baselineStart(now: number, rangeDays: number, firstSetTime: number | null) {
  if (firstSetTime === null) return null;
  const weeksBack = Math.max(1, Math.ceil((now - firstSetTime) / (7 * DAY_MS)));
  return Math.max(now - rangeDays * DAY_MS, now - weeksBack * 7 * DAY_MS);
}

export interface Workload {
  /** The user's unit, the last 7 days. */
  weeklyVolume: number;
  /**
   * % change of the last 7 days from the weekly mean of the range's earlier weeks, from the week
   * of the first set on; null when that is 0 (or there is no earlier week).
   */
  volumeChange: number | null;
  acwr: number | null;
  overreachingRisk: number | null;
  /** Days of history the ratio still needs (28 − days since the first set); 0 once it has them. */
  acwrNeedsDays: number;
}

/**
 * The range's workload as of `now` (ms): `history` holds the sets of the range and of the 28 days
 * before `now`; `firstSetTime` is the user's first working set ever (ms), which decides whether
 * the chronic load has enough history behind it.
 */
export function workload(
  history: readonly LoggedSet[],
  options: { now: number; rangeDays: number; firstSetTime: number | null },
): Workload {
  const { now, rangeDays } = options;
  const sets = cleanSets(history);
  const acute = volumeLoad(sets, now - 7 * DAY_MS, now);
  const chronic = volumeLoad(sets, now - 28 * DAY_MS, now);
  const from = baselineStart(now, rangeDays, options.firstSetTime);
  const earlierWeeks = from === null ? 0 : (now - 7 * DAY_MS - from) / (7 * DAY_MS);
  const baseline =
    from !== null && earlierWeeks > 0 ? volumeLoad(sets, from, now - 7 * DAY_MS) / earlierWeeks : 0;
  const needs = acwrNeedsDays(now, options.firstSetTime);
  const acwr = needs === 0 ? acuteChronicRatio(acute, chronic) : null;
  return {
    weeklyVolume: Math.round(acute),
    volumeChange: baseline > 0 ? round1((100 * (acute - baseline)) / baseline) : null,
    acwr: acwr === null ? null : round2(acwr),
    overreachingRisk: acwr === null ? null : overreachingRisk(acwr),
    acwrNeedsDays: needs,
  };
}

export interface WeekLoad {
  /** The week's last instant, ms: the week is (end − 7 days, end]. */
  end: number;
  /** Volume load of the week, in the user's unit. */
  volume: number;
  /** The acute:chronic workload ratio as of `end` (0.01); null as in `workload`. */
  acwr: number | null;
}

/**
 * The range as whole weeks counted back from `now`, oldest first: ceil(rangeDays / 7) weeks, the
 * last ending at `now`, so the last week's figures are `workload`'s. Weeks that end before the
 * user's first set are left out (a new account's chart starts at his first week, not with weeks
 * of zeros from before he began); none without any set. `history` must also hold the 28 days
 * before the first week for its ACWR.
 */
export function weeklyLoads(
  history: readonly LoggedSet[],
  options: { now: number; rangeDays: number; firstSetTime: number | null },
): WeekLoad[] {
  const { now, firstSetTime } = options;
  const sets = cleanSets(history);
  const weeks = Math.ceil(options.rangeDays / 7);
  const result: WeekLoad[] = [];
  for (let k = weeks - 1; k >= 0; k--) {
    const end = now - k * 7 * DAY_MS;
    if (firstSetTime === null || end < firstSetTime) continue;
    const acute = volumeLoad(sets, end - 7 * DAY_MS, end);
    const acwr =
      acwrNeedsDays(end, firstSetTime) === 0
        ? acuteChronicRatio(acute, volumeLoad(sets, end - 28 * DAY_MS, end))
        : null;
    result.push({ end, volume: Math.round(acute), acwr: acwr === null ? null : round2(acwr) });
  }
  return result;
}
