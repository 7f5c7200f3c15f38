/**
 * The per-exercise page's figures (docs/decisions/025-training-log-history-records-corrections.md):
 * best e1RM, the heaviest load for each rep count, and one point per session for the chart. Working
 * sets only (records.ts isWorkingSet). Bodyweight work charts its most reps, whatever load was
 * added (decision 073).
 */
import {
  byTime,
  countsReps,
  isWorkingSet,
  setE1rmKg,
  setWeightKg,
  timeOf,
  type RecordSet,
  type Scoring,
} from './records.ts';

export interface KgBest {
  valueKg: number;
  at: number;
  sessionId: string;
}

export interface SeriesPoint {
  sessionId: string;
  /** The session's first set. */
  at: number;
  /** kg for e1rm; reps; seconds or minutes. */
  value: number;
}

export interface ExerciseHistory {
  bestE1rm: KgBest | null;
  /** Heaviest load (kg) for each rep count, fewest reps first. */
  bestByReps: { reps: number; weightKg: number; at: number }[];
  measure: 'e1rm' | 'reps' | 'duration';
  series: SeriesPoint[];
}

export function exerciseHistory(sets: readonly RecordSet[], scoring: Scoring): ExerciseHistory {
  const working = sets.filter(isWorkingSet).sort(byTime);
  // A band's or a machine's help is no load (decision 083): no best weight by reps for it.
  const loaded = scoring === 'assisted' ? [] : working.filter((set) => setWeightKg(set) > 0);
  const e1rms = scoring === 'reps' && loaded.length > 0;
  const measure = !countsReps(scoring) ? 'duration' : e1rms ? 'e1rm' : 'reps';

  let bestE1rm: KgBest | null = null;
  const byReps = new Map<number, { reps: number; weightKg: number; at: number }>();
  if (countsReps(scoring)) {
    for (const set of loaded) {
      const at = timeOf(set.performedAt);
      if (e1rms) {
        const e1rm = setE1rmKg(set);
        if (!bestE1rm || e1rm > bestE1rm.valueKg) {
          bestE1rm = { valueKg: e1rm, at, sessionId: set.sessionId };
        }
      }
      const reps = set.reps!;
      const kg = setWeightKg(set);
      const best = byReps.get(reps);
      if (!best || kg > best.weightKg) byReps.set(reps, { reps, weightKg: kg, at });
    }
  }

  const points = new Map<string, SeriesPoint>();
  const counted = measure === 'e1rm' ? loaded : working;
  for (const set of counted) {
    const value = measure === 'e1rm' ? setE1rmKg(set) : (set.reps ?? 0);
    const point = points.get(set.sessionId);
    if (!point) {
      points.set(set.sessionId, {
        sessionId: set.sessionId,
        at: timeOf(set.performedAt),
        value,
      });
    } else if (value > point.value) point.value = value;
  }
  return {
    bestE1rm,
    bestByReps: [...byReps.values()].sort((a, b) => a.reps - b.reps),
    measure,
    series: [...points.values()].sort((a, b) => a.at - b.at),
  };
}
