/**
 * The sets a preview read, kept in a compact columnar form so the commit that follows does not
 * tokenize and read the file again (decision 037: that was half the commit's time). Bounded: an
 * upload of more than MAX_KEPT_SETS sets is not kept, at most KEPT_UPLOADS uploads are (the oldest
 * goes), and each for KEEP_MS. Whatever is not kept (another process, a restart, an eviction, a
 * file whose unit the commit chooses) is read again from the staged file, as before: the cache is
 * an optimisation, never the source of truth.
 */
import type { WeightUnit } from '@grandfit/shared/domain/units/weight.ts';
import type { ImportedSet, ImportedSetType } from '@grandfit/shared/domain/workout-import/rows.ts';
import type { ReadSummary } from './csv-reader.ts';

/** About 25 MB of columns and keys for a 150,000-set file; a 20 MB file has about 150,000. */
export const MAX_KEPT_SETS = 250_000;
export const KEPT_UPLOADS = 2;
/** A preview is committed within seconds to minutes; after this the file is read again. */
const KEEP_MS = 15 * 60_000;

const SET_TYPES: readonly ImportedSetType[] = ['normal', 'warmup', 'drop', 'failure'];
const UNITS: readonly (WeightUnit | null)[] = [null, 'kg', 'lb'];

interface Workout {
  workoutKey: string;
  workoutTitle: string;
  startedAt: number;
  workoutDurationSeconds: number | null;
  workoutNotes: string | null;
}

/** null as NaN, so the columns stay arrays of doubles. */
const put = (value: number | null) => (value === null ? Number.NaN : value);
const get = (value: number) => (Number.isNaN(value) ? null : value);

/** Gathers a file's sets as they are read; `full` once there are too many to keep. */
export class ParsedSets {
  private readonly workouts: Workout[] = [];
  private readonly workoutIndex = new Map<string, number>();
  private readonly names: string[] = [];
  private readonly nameIndex = new Map<string, number>();
  private readonly workout: number[] = [];
  private readonly name: number[] = [];
  private readonly setKey: string[] = [];
  private readonly numbers: number[] = [];
  private readonly codes: number[] = [];
  full = false;

  get size() {
    return this.setKey.length;
  }

  add(set: ImportedSet): void {
    if (this.full) return;
    if (this.size >= MAX_KEPT_SETS) {
      this.full = true;
      return;
    }
    let workout = this.workoutIndex.get(set.workoutKey);
    if (workout === undefined) {
      workout = this.workouts.length;
      this.workoutIndex.set(set.workoutKey, workout);
      this.workouts.push({
        workoutKey: set.workoutKey,
        workoutTitle: set.workoutTitle,
        startedAt: set.startedAt,
        workoutDurationSeconds: set.workoutDurationSeconds,
        workoutNotes: set.workoutNotes,
      });
    } else if (this.workouts[workout]!.startedAt !== set.startedAt) {
      // The commit writes a workout's first row's values; a row that differs is kept as it is.
      this.full = true;
      return;
    }
    let name = this.nameIndex.get(set.exerciseName);
    if (name === undefined) {
      name = this.names.length;
      this.nameIndex.set(set.exerciseName, name);
      this.names.push(set.exerciseName);
    }
    this.workout.push(workout);
    this.name.push(name);
    this.setKey.push(set.setKey);
    this.numbers.push(
      set.setOrder,
      set.exerciseIndex,
      put(set.weight),
      put(set.reps),
      put(set.rpe),
      put(set.rir),
      put(set.durationSeconds),
      put(set.distanceMeters),
      put(set.performedAt),
    );
    this.codes.push(SET_TYPES.indexOf(set.setType) * 4 + UNITS.indexOf(set.weightUnit));
  }

  /** The sets again, in file order, as the reader gave them (set notes are not written). */
  *sets(): Generator<ImportedSet> {
    for (let i = 0; i < this.setKey.length; i++) {
      const workout = this.workouts[this.workout[i]!]!;
      const n = i * 9;
      const code = this.codes[i]!;
      yield {
        ...workout,
        exerciseName: this.names[this.name[i]!]!,
        setKey: this.setKey[i]!,
        setOrder: this.numbers[n]!,
        exerciseIndex: this.numbers[n + 1]!,
        weight: get(this.numbers[n + 2]!),
        reps: get(this.numbers[n + 3]!),
        rpe: get(this.numbers[n + 4]!),
        rir: get(this.numbers[n + 5]!),
        durationSeconds: get(this.numbers[n + 6]!),
        distanceMeters: get(this.numbers[n + 7]!),
        performedAt: get(this.numbers[n + 8]!),
        setType: SET_TYPES[code >> 2]!,
        weightUnit: UNITS[code & 3]!,
        notes: null,
      };
    }
  }
}

interface Kept {
  userId: string;
  sets: ParsedSets;
  summary: ReadSummary;
  timer: NodeJS.Timeout;
}

/** The uploads kept, by upload id (per service: one per server process). */
export function parsedSetsCache() {
  const kept = new Map<string, Kept>();
  const drop = (uploadId: string) => {
    const entry = kept.get(uploadId);
    if (!entry) return;
    clearTimeout(entry.timer);
    kept.delete(uploadId);
  };
  return {
    keep(userId: string, uploadId: string, sets: ParsedSets, summary: ReadSummary) {
      if (sets.full) return;
      while (kept.size >= KEPT_UPLOADS) drop(kept.keys().next().value!);
      const timer = setTimeout(() => drop(uploadId), KEEP_MS);
      timer.unref();
      kept.set(uploadId, { userId, sets, summary, timer });
    },
    /** The upload's sets, once: the commit that takes them is the only one. */
    take(userId: string, uploadId: string): { sets: ParsedSets; summary: ReadSummary } | null {
      const entry = kept.get(uploadId);
      if (!entry || entry.userId !== userId) return null;
      drop(uploadId);
      return { sets: entry.sets, summary: entry.summary };
    },
    drop,
  };
}
