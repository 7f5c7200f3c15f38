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
/** Where the overreaching risk reaches 1. */
export const ACWR_RISK_FULL = 2;
/** The chronic load needs this much history behind `now`. */
export const MIN_HISTORY_DAYS_FOR_ACWR = 21;

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
 * Acute:chronic workload ratio (DESIGN 5; Gabbett 2016, rolling averages):
 * 7-day load / (28-day load / 4). Null when the 28-day load is 0. A constant daily load gives 1.
 */
export function acuteChronicRatio(acute7: number, chronic28: number): number | null {
  if (!(chronic28 > 0)) return null;
  return acute7 / (chronic28 / 4);
}

/** 0 up to an ACWR of 1.3, then linear to 1 at 2.0: clamp((ACWR − 1.3) / 0.7, 0, 1). */
export function overreachingRisk(acwr: number): number {
  return round2(clamp01((acwr - ACWR_SAFE_MAX) / (ACWR_RISK_FULL - ACWR_SAFE_MAX)));
}

export interface Workload {
  /** The user's unit, the last 7 days. */
  weeklyVolume: number;
  /** % change of the last 7 days from the range's earlier weekly mean; null when that is 0. */
  volumeChange: number | null;
  acwr: number | null;
  overreachingRisk: number | null;
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
  const earlier = volumeLoad(sets, now - rangeDays * DAY_MS, now - 7 * DAY_MS);
  const earlierWeeks = (rangeDays - 7) / 7;
  const baseline = earlierWeeks > 0 ? earlier / earlierWeeks : 0;
  const enoughHistory =
    options.firstSetTime !== null &&
    now - options.firstSetTime >= MIN_HISTORY_DAYS_FOR_ACWR * DAY_MS;
  const acwr = enoughHistory ? acuteChronicRatio(acute, chronic) : null;
  return {
    weeklyVolume: Math.round(acute),
    volumeChange: baseline > 0 ? round1((100 * (acute - baseline)) / baseline) : null,
    acwr: acwr === null ? null : round2(acwr),
    overreachingRisk: acwr === null ? null : overreachingRisk(acwr),
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
 * last ending at `now`, so the last week's figures are `workload`'s. `history` must also hold the
 * 28 days before the first week for its ACWR.
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
    const acute = volumeLoad(sets, end - 7 * DAY_MS, end);
    const enoughHistory =
      firstSetTime !== null && end - firstSetTime >= MIN_HISTORY_DAYS_FOR_ACWR * DAY_MS;
    const acwr = enoughHistory
      ? acuteChronicRatio(acute, volumeLoad(sets, end - 28 * DAY_MS, end))
      : null;
    result.push({ end, volume: Math.round(acute), acwr: acwr === null ? null : round2(acwr) });
  }
  return result;
}
