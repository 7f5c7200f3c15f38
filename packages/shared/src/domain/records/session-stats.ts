/**
 * One session's figures of one exercise (decision 025), kept per (user, exercise, session) so
 * that logging a set never re-reads its session and the exercise page never folds every set:
 * a set's own figures (`setStats`) are merged into its session's (`mergeStats`; the server's
 * upsert does the same merge in SQL), and `historyFromStats` makes the page's chart and best
 * load per rep count from them. e1RM and volume come from records.ts, their one definition.
 */
import type { ExerciseHistory, SeriesPoint } from './exercise-history.ts';
import {
  canonical,
  countsReps,
  isWorkingSet,
  setE1rmKg,
  setVolumeKg,
  setWeightKg,
  timeOf,
  type RecordSet,
  type Scoring,
} from './records.ts';

/** Heaviest load (kg) and when it was first lifted, by rep count (as text). */
export type BestByReps = Record<string, [kg: number, at: number]>;

export interface SessionStats {
  sessionId: string;
  /** The session's first set of the exercise, of any kind (the page orders sessions by it). */
  firstAt: number;
  /** Every set, warm-ups and skipped ones too. */
  sets: number;
  workingSets: number;
  /** kg x reps of the working sets (records.ts setVolumeKg). */
  volumeKg: number;
  /** The last set that added volume: when the session's volume reached what it is. */
  volumeAt: number | null;
  /**
   * Loaded lifts ('reps' scoring), working sets with a load only: best e1RM (kg) and the first
   * such set's time. Null for bodyweight work, which has no e1RM.
   */
  bestE1rmKg: number | null;
  firstLoadedAt: number | null;
  topWeightKg: number | null;
  /** Most reps (seconds, minutes) in one working set, and the first working set's time. */
  topAmount: number | null;
  firstWorkingAt: number | null;
  bestByReps: BestByReps;
}

const maxOf = (a: number | null, b: number | null) =>
  a === null ? b : b === null ? a : Math.max(a, b);
const minOf = (a: number | null, b: number | null) =>
  a === null ? b : b === null ? a : Math.min(a, b);

/** The figures one set brings to its session. */
export function setStats(set: RecordSet, scoring: Scoring): SessionStats {
  const at = timeOf(set.performedAt);
  const working = isWorkingSet(set);
  // A band's or a machine's help is no load (decision 083): its records are least assistance.
  const kg = working && scoring !== 'assisted' ? setWeightKg(set) : 0;
  // Reps with a load: the heaviest load per rep count; an e1RM only when the load is the lift.
  const loadedReps = working && countsReps(scoring) && kg > 0;
  const e1rm = loadedReps && scoring === 'reps';
  const volume = setVolumeKg(set, scoring);
  return {
    sessionId: set.sessionId,
    firstAt: at,
    sets: 1,
    workingSets: working ? 1 : 0,
    volumeKg: volume,
    volumeAt: volume > 0 ? at : null,
    bestE1rmKg: e1rm ? setE1rmKg(set) : null,
    firstLoadedAt: e1rm ? at : null,
    topWeightKg: working && kg > 0 ? kg : null,
    topAmount: working ? (set.reps ?? 0) : null,
    firstWorkingAt: working ? at : null,
    bestByReps: loadedReps ? { [String(set.reps)]: [kg, at] } : {},
  };
}

/** Heavier wins; at the same load, the earlier. */
export function mergeBestByReps(a: BestByReps, b: BestByReps): BestByReps {
  const out: BestByReps = { ...a };
  for (const [reps, [kg, at]] of Object.entries(b)) {
    const best = out[reps];
    if (!best || kg > best[0] || (kg === best[0] && at < best[1])) out[reps] = [kg, at];
  }
  return out;
}

export function mergeStats(a: SessionStats, b: SessionStats): SessionStats {
  return {
    sessionId: a.sessionId,
    firstAt: Math.min(a.firstAt, b.firstAt),
    sets: a.sets + b.sets,
    workingSets: a.workingSets + b.workingSets,
    volumeKg: canonical(a.volumeKg + b.volumeKg),
    volumeAt: maxOf(a.volumeAt, b.volumeAt),
    bestE1rmKg: maxOf(a.bestE1rmKg, b.bestE1rmKg),
    firstLoadedAt: minOf(a.firstLoadedAt, b.firstLoadedAt),
    topWeightKg: maxOf(a.topWeightKg, b.topWeightKg),
    topAmount: maxOf(a.topAmount, b.topAmount),
    firstWorkingAt: minOf(a.firstWorkingAt, b.firstWorkingAt),
    bestByReps: mergeBestByReps(a.bestByReps, b.bestByReps),
  };
}

/** Every session's figures from all the exercise's sets (the rebuild). */
export function exerciseSessionStats(sets: readonly RecordSet[], scoring: Scoring): SessionStats[] {
  const bySession = new Map<string, SessionStats>();
  for (const set of sets) {
    const own = setStats(set, scoring);
    const kept = bySession.get(set.sessionId);
    bySession.set(set.sessionId, kept ? mergeStats(kept, own) : own);
  }
  return [...bySession.values()].sort((a, b) => a.firstAt - b.firstAt);
}

/**
 * The page's chart and best load per rep count from the sessions' figures: the same answer as
 * exerciseHistory over the sets (its bestE1rm is the kept 'e1rm' best, so it is left null here).
 */
export function historyFromStats(
  stats: readonly SessionStats[],
  scoring: Scoring,
): Omit<ExerciseHistory, 'bestE1rm'> {
  const e1rms = scoring === 'reps' && stats.some((session) => session.bestE1rmKg !== null);
  const measure = !countsReps(scoring) ? 'duration' : e1rms ? 'e1rm' : 'reps';
  let byReps: BestByReps = {};
  const series: SeriesPoint[] = [];
  for (const session of stats) {
    byReps = mergeBestByReps(byReps, session.bestByReps);
    const at = measure === 'e1rm' ? session.firstLoadedAt : session.firstWorkingAt;
    const value = measure === 'e1rm' ? session.bestE1rmKg : session.topAmount;
    if (at !== null && value !== null) series.push({ sessionId: session.sessionId, at, value });
  }
  return {
    bestByReps: Object.entries(byReps)
      .map(([reps, [weightKg, at]]) => ({ reps: Number(reps), weightKg, at }))
      .sort((a, b) => a.reps - b.reps),
    measure,
    series: series.sort((a, b) => a.at - b.at),
  };
}

/**
 * The best session volume: the session with the most, the earliest of equals (as the records fold
 * finds it), reached at its last set that added volume. Null when no session has volume.
 */
export function bestVolume(
  stats: readonly SessionStats[],
): { sessionId: string; valueKg: number; at: number } | null {
  let best: SessionStats | null = null;
  for (const session of stats) {
    if (session.volumeKg <= 0 || session.volumeAt === null) continue;
    if (
      !best ||
      session.volumeKg > best.volumeKg ||
      (session.volumeKg === best.volumeKg && session.firstAt < best.firstAt)
    )
      best = session;
  }
  return best && { sessionId: best.sessionId, valueKg: best.volumeKg, at: best.volumeAt! };
}
