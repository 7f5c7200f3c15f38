/**
 * Personal records of one exercise
 * (docs/decisions/025-training-log-history-records-corrections.md). Records are found by folding
 * the exercise's sets in the order they were performed: `recordStep` takes the bests so far and one
 * set, and says which records the set broke. The server runs the same step for a newly logged set
 * against the bests it keeps, and the whole fold to rebuild them after an edit or a delete, so
 * there is one definition of a record.
 *
 * - Only working sets count: not skipped, not a warm-up, at least one rep (or second, or minute).
 * - Loads are compared in kg through the exact pound (units/weight.ts), rounded to a microgram so
 *   that the same lift entered in lb or in kg is the same lift.
 * - The exercise's first session is a baseline: it sets the bests and earns no badge (as Hevy and
 *   Strong do). After it, a record is a value strictly above every earlier working set's.
 * - "Most reps at a weight" needs an earlier set at that same weight: lifting a new weight for the
 *   first time is a heaviest-weight record, not a reps record too.
 * - Timed work (seconds: holds, carries) has "longest" and, when loaded, "heaviest load held";
 *   cardio (minutes) has "longest". Neither has e1RM or volume: seconds are not reps.
 * - Bodyweight work (pull-ups, push-ups, dips: `Scoring` 'bodyweight', decision 073) has most
 *   reps and, with a load added, heaviest added load and volume, but never an e1RM: the body is
 *   most of what is lifted, so an e1RM of the added load alone says nothing about the lift.
 * - Assisted work (a band, the assisted machine: `Scoring` 'assisted', decision 083) has most reps
 *   at an assistance and least assistance, kept as the help's negative (so a best is still the
 *   highest value, and no help at all, 0, beats any), and no e1RM or volume: help is not load.
 */
import { assumedRir } from '../coach/history.ts';
import { MAX_REPS, clamp, estimatedOneRepMax } from '../coach/strength.ts';
import type { Exercise, ExerciseUnit } from '../programme/types.ts';
import { toKg, type WeightUnit } from '../units/weight.ts';

export const RECORD_KINDS = ['weight', 'e1rm', 'reps', 'volume', 'duration'] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

/** One logged set of the exercise, as stored. */
export interface RecordSet {
  id: string;
  sessionId: string;
  /** ISO time or epoch ms. */
  performedAt: string | number;
  weight: number | null;
  weightUnit: WeightUnit;
  /** Reps, or seconds / minutes for timed and cardio exercises. */
  reps: number | null;
  rir: number | null;
  targetRir?: number | null;
  skipped: boolean;
  setType?: string;
}

/** The best of one kind so far (for 'reps', at one weight: `weightKey`). */
export interface Best {
  kind: RecordKind | 'first';
  /** The weight in kg as text for 'reps' (a map key), '' otherwise. */
  weightKey: string;
  /** kg for weight and e1rm, kg x reps for volume, reps, seconds or minutes for duration. */
  value: number;
  /** Volume only: the best of the sessions before `sessionId`'s (null when none). */
  prior: number | null;
  setId: string | null;
  sessionId: string;
  achievedAt: number;
}

/** A record a set (or, for volume, a session) broke. */
export interface RecordEvent {
  kind: RecordKind;
  /** The weight in kg for 'reps' (the reps were at that weight); null otherwise. */
  weightKg: number | null;
  value: number;
  /** The best it beat. */
  previous: number;
  /** Null for volume: the session holds it. */
  setId: string | null;
  sessionId: string;
  achievedAt: number;
}

export type BestsMap = Map<string, Best>;

/**
 * How an exercise's sets are scored: 'reps' for loaded lifts (the load is the lift: e1RM, heaviest
 * load, volume), 'bodyweight' for reps of the body's own weight (any load is added to it: no
 * e1RM), 'assisted' for reps helped by a band or a machine (its weight is the help: decision 083),
 * 'seconds' and 'minutes' for timed and cardio work (decision 073).
 */
export type Scoring = ExerciseUnit | 'bodyweight' | 'assisted';

export function scoringOf(exercise: Pick<Exercise, 'unit' | 'loaded' | 'assisted'>): Scoring {
  if (exercise.unit !== 'reps' || exercise.loaded) return exercise.unit;
  return exercise.assisted === true ? 'assisted' : 'bodyweight';
}

/** Reps are counted (loaded, bodyweight or assisted), not seconds or minutes. */
export const countsReps = (scoring: Scoring) =>
  scoring === 'reps' || scoring === 'bodyweight' || scoring === 'assisted';

const bestKey = (kind: Best['kind'], weightKey = '') => `${kind}|${weightKey}`;

/** Micrograms: float noise from lb <-> kg never makes two equal lifts differ. */
export const canonical = (value: number) => Math.round(value * 1e6) / 1e6;
export const weightKeyOf = (kg: number) => String(canonical(kg));

export function timeOf(performedAt: string | number): number {
  return typeof performedAt === 'number' ? performedAt : Date.parse(performedAt);
}

/** Warm-ups, skipped sets and sets without a rep (second, minute) never count. */
export function isWorkingSet(set: RecordSet): boolean {
  return !set.skipped && set.setType !== 'warmup' && set.reps !== null && set.reps >= 1;
}

export function setWeightKg(set: RecordSet): number {
  return canonical(toKg(clamp(set.weight ?? 0, 0, Number.MAX_VALUE), set.weightUnit));
}

/** The coach's e1RM (Epley with reps in reserve, docs/product.md#formula-epley-e1rm), in kg. */
export function setE1rmKg(set: RecordSet): number {
  const reps = clamp(set.reps ?? 0, 0, MAX_REPS);
  const rir = assumedRir({
    time: 0,
    weight: 0,
    reps,
    rir: set.rir,
    targetReps: null,
    targetRir: set.targetRir ?? null,
  });
  return canonical(estimatedOneRepMax(setWeightKg(set), reps, rir));
}

/**
 * Weight x reps of a rep set in kg (for bodyweight work, of the added load); 0 for everything else
 * (timed work is not volume, nor is a band's help).
 */
export function setVolumeKg(set: RecordSet, scoring: Scoring): number {
  if (!countsReps(scoring) || scoring === 'assisted' || !isWorkingSet(set)) return 0;
  return canonical(setWeightKg(set) * (set.reps ?? 0));
}

/** The values a working set puts forward, by kind. */
interface Candidate {
  kind: RecordKind;
  weightKey: string;
  weightKg: number | null;
  value: number;
}

function candidates(set: RecordSet, scoring: Scoring): Candidate[] {
  const kg = setWeightKg(set);
  const amount = set.reps ?? 0;
  if (!countsReps(scoring)) {
    const out: Candidate[] = [{ kind: 'duration', weightKey: '', weightKg: null, value: amount }];
    if (scoring === 'seconds' && kg > 0)
      out.push({ kind: 'weight', weightKey: '', weightKg: null, value: kg });
    return out;
  }
  const reps: Candidate = { kind: 'reps', weightKey: weightKeyOf(kg), weightKg: kg, value: amount };
  // Least assistance: the help's negative, so less help (and none, 0) is the higher value; 0 - kg
  // never makes a -0 that would print as "-0".
  if (scoring === 'assisted') {
    return [{ kind: 'weight', weightKey: '', weightKg: null, value: canonical(0 - kg) }, reps];
  }
  if (kg <= 0) return [reps];
  const heaviest: Candidate = { kind: 'weight', weightKey: '', weightKg: null, value: kg };
  if (scoring === 'bodyweight') return [heaviest, reps];
  return [heaviest, { kind: 'e1rm', weightKey: '', weightKg: null, value: setE1rmKg(set) }, reps];
}

export interface StepResult {
  /** The bests this set created or raised (to be stored). */
  changed: Best[];
  events: RecordEvent[];
}

/**
 * One set against the bests so far. `sessionVolumeKg` is the volume of the set's session up to
 * and including this set (setVolumeKg summed). Updates `bests` in place.
 */
export function recordStep(
  bests: BestsMap,
  set: RecordSet,
  scoring: Scoring,
  sessionVolumeKg: number,
): StepResult {
  const result: StepResult = { changed: [], events: [] };
  if (!isWorkingSet(set)) return result;
  const at = timeOf(set.performedAt);
  let first = bests.get(bestKey('first'));
  if (!first) {
    first = {
      kind: 'first',
      weightKey: '',
      value: 0,
      prior: null,
      setId: set.id,
      sessionId: set.sessionId,
      achievedAt: at,
    };
    bests.set(bestKey('first'), first);
    result.changed.push(first);
  }
  const baseline = first.sessionId === set.sessionId;

  for (const candidate of candidates(set, scoring)) {
    const key = bestKey(candidate.kind, candidate.weightKey);
    const best = bests.get(key);
    if (best && candidate.value <= best.value) continue;
    const next: Best = {
      kind: candidate.kind,
      weightKey: candidate.weightKey,
      value: candidate.value,
      prior: null,
      setId: set.id,
      sessionId: set.sessionId,
      achievedAt: at,
    };
    bests.set(key, next);
    result.changed.push(next);
    if (best && !baseline) {
      result.events.push({
        kind: candidate.kind,
        weightKg: candidate.weightKg,
        value: candidate.value,
        previous: best.value,
        setId: set.id,
        sessionId: set.sessionId,
        achievedAt: at,
      });
    }
  }

  const volume = canonical(sessionVolumeKg);
  if (countsReps(scoring) && volume > 0) {
    const key = bestKey('volume');
    const best = bests.get(key);
    // `prior`: the best of the sessions before this one; the session's own volume grows set by set.
    const prior = !best ? null : best.sessionId === set.sessionId ? best.prior : best.value;
    if (!best || volume > best.value) {
      const next: Best = {
        kind: 'volume',
        weightKey: '',
        value: volume,
        prior,
        setId: null,
        sessionId: set.sessionId,
        achievedAt: at,
      };
      bests.set(key, next);
      result.changed.push(next);
      if (prior !== null && volume > prior && !baseline) {
        result.events.push({
          kind: 'volume',
          weightKg: null,
          value: volume,
          previous: prior,
          setId: null,
          sessionId: set.sessionId,
          achievedAt: at,
        });
      }
    }
  }
  return result;
}

export const byTime = (a: RecordSet, b: RecordSet) =>
  timeOf(a.performedAt) - timeOf(b.performedAt) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

export interface ExerciseRecords {
  bests: Best[];
  /**
   * Every record broken, oldest first; a session's volume record once, at its final value (the
   * session's volume after its last set that raised it).
   */
  events: RecordEvent[];
}

/** The fold: every record of the exercise from all its sets (any order; sorted here). */
export function exerciseRecords(sets: readonly RecordSet[], scoring: Scoring): ExerciseRecords {
  const bests: BestsMap = new Map();
  const volumes = new Map<string, number>();
  const events: RecordEvent[] = [];
  const volumeEvents = new Map<string, RecordEvent>();
  for (const set of [...sets].sort(byTime)) {
    const volume = canonical((volumes.get(set.sessionId) ?? 0) + setVolumeKg(set, scoring));
    volumes.set(set.sessionId, volume);
    for (const event of recordStep(bests, set, scoring, volume).events) {
      if (event.kind !== 'volume') events.push(event);
      else {
        const earlier = volumeEvents.get(event.sessionId);
        if (earlier) events.splice(events.indexOf(earlier), 1);
        volumeEvents.set(event.sessionId, event);
        events.push(event);
      }
    }
  }
  return { bests: [...bests.values()], events };
}

/** The volume of one session's sets of the exercise, in kg x reps. */
export function sessionVolumeKg(sets: readonly RecordSet[], scoring: Scoring): number {
  return canonical(sets.reduce((sum, set) => sum + setVolumeKg(set, scoring), 0));
}

/**
 * Bodyweight work's "Most reps" (decision 095): the most reps in one working set, whatever load was
 * added, which is the highest of the kept 'reps' bests (one per load), the earliest of equals. It
 * is the same figure as the highest point of the exercise page's chart (each session's most reps).
 * Null when no set has a rep.
 */
export function mostRepsBest(bests: Iterable<Best>): Best | null {
  let most: Best | null = null;
  for (const best of bests) {
    if (best.kind !== 'reps') continue;
    if (
      !most ||
      best.value > most.value ||
      (best.value === most.value && best.achievedAt < most.achievedAt)
    )
      most = best;
  }
  return most && { ...most, weightKey: '' };
}

export function bestsMap(bests: readonly Best[]): BestsMap {
  return new Map(bests.map((best) => [bestKey(best.kind, best.weightKey), best]));
}
