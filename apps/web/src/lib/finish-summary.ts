/**
 * What the finish summary shows (docs/decisions/025-training-log-history-records-corrections.md),
 * written by the active workout the moment the last set is done and read by the summary screen: the
 * session's own state, so the summary works for a workout finished offline. The personal records
 * come from the log-set answers (`rememberSetRecords`); sets still in the outbox have none yet.
 */
import type { AchievedRecord } from '@grandfit/shared/schemas/records.ts';
import type { ExerciseUnit } from '@grandfit/shared/domain/programme/types.ts';
import type { WeightUnit } from '@grandfit/shared/domain/units/weight.ts';
import { forgetStartedRoutine } from './free-workout/started-routine.ts';
import { readStorage, removeStorage, writeStorage } from './storage.ts';

export interface FinishedSet {
  exerciseId: string;
  exerciseName: string;
  exerciseUnit: ExerciseUnit;
  clientId: string;
  weight: number | null;
  weightUnit?: WeightUnit;
  reps: number | null;
  skipped: boolean;
  /** A warm-up never counts in the figures (decision 051). */
  setType?: string;
  performedAt: string;
}

export interface FinishSummaryInput {
  workoutId: string;
  workoutName: string;
  sessionId: string;
  finishedAt: string;
  plannedSets: number;
  sets: FinishedSet[];
  /** The completion waits in the outbox (offline). */
  queued: boolean;
  /**
   * A workout of his own (decision 075), which the summary offers to save as a routine, with its
   * exercises in order. Absent in a summary an older version of the app left.
   */
  free?: boolean;
  exerciseIds?: string[];
  /** The routine it was started from (decision 078), which the summary offers to update. */
  routineId?: string;
  /** The exercises joined when it ended (decision 084), kept if he saves it as a routine. */
  supersets?: [string, string][];
}

const SUMMARY_KEY = (workoutId: string) => `grandfit:finish-summary:${workoutId}`;
const RECORDS_KEY = (sessionId: string) => `grandfit:session-records:${sessionId}`;

export function saveFinishSummary(input: FinishSummaryInput): void {
  writeStorage(SUMMARY_KEY(input.workoutId), JSON.stringify(input));
}

export function readFinishSummary(workoutId: string): FinishSummaryInput | null {
  const text = readStorage(SUMMARY_KEY(workoutId));
  if (!text) return null;
  try {
    const value = JSON.parse(text) as FinishSummaryInput;
    return value && Array.isArray(value.sets) ? value : null;
  } catch {
    return null;
  }
}

export function forgetFinishSummary(workoutId: string, sessionId?: string): void {
  removeStorage(SUMMARY_KEY(workoutId));
  forgetStartedRoutine(workoutId);
  if (sessionId) removeStorage(RECORDS_KEY(sessionId));
}

/** The records of each set of a session the server answered, by client id (a replay overwrites). */
export function sessionRecords(sessionId: string): Record<string, AchievedRecord[]> {
  try {
    return (JSON.parse(readStorage(RECORDS_KEY(sessionId)) ?? '{}') ?? {}) as Record<
      string,
      AchievedRecord[]
    >;
  } catch {
    return {};
  }
}

let version = 0;
const listeners = new Set<() => void>();

/** For useSyncExternalStore: a number that changes whenever a set's records are remembered. */
export const sessionRecordsVersion = () => version;
export function subscribeSessionRecords(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function rememberSetRecords(
  sessionId: string,
  clientId: string,
  records: AchievedRecord[],
): void {
  const all = sessionRecords(sessionId);
  all[clientId] = records;
  writeStorage(RECORDS_KEY(sessionId), JSON.stringify(all));
  version++;
  for (const listener of listeners) listener();
}

/**
 * The session's records, one per exercise and kind (and weight for reps): a session's volume
 * record grows set by set, so the last answer wins.
 */
export function distinctRecords(all: Record<string, AchievedRecord[]>): AchievedRecord[] {
  const byKey = new Map<string, AchievedRecord>();
  for (const record of Object.values(all).flat()) {
    const key = `${record.exerciseId}|${record.kind}|${record.weight ?? ''}`;
    const seen = byKey.get(key);
    if (!seen || record.value >= seen.value) byKey.set(key, record);
  }
  return [...byKey.values()];
}
