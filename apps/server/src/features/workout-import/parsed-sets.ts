/**
 * The sets a preview read, kept in a compact columnar form so the commit that follows does not
 * tokenize and read the file again (decision 037: that was half the commit's time). The columns
 * are typed arrays (outside the JS heap). A set's key is its workout's key, its exercise's name
 * and a short tail (its set order, and which repeat it is): only the tail is kept, once per
 * distinct tail, so about 90 bytes a set; set notes (decision 096) once per distinct note, within
 * MAX_KEPT_NOTE_CHARS. Its id is made from the key at the commit, whose writes leave Node idle,
 * not in the preview the user waits for. Bounded: an upload of more than MAX_KEPT_SETS sets is
 * not kept, at most KEPT_UPLOADS uploads are (the oldest goes), each for KEEP_MS. Whatever is not
 * kept (another process, a restart, an eviction, a file whose unit the commit chooses) is read
 * again from the staged file, as before: the cache is an optimisation, never the source of truth.
 */
import type { WeightUnit } from '@grandfit/shared/domain/units/weight.ts';
import type { ImportedSet, ImportedSetType } from '@grandfit/shared/domain/workout-import/rows.ts';
import type { ReadSummary } from './csv-reader.ts';

/** About 23 MB at most (92 bytes a set); a 20 MB file has about 150,000 sets. */
export const MAX_KEPT_SETS = 250_000;
/**
 * The distinct set notes' characters kept (about 4 MB at most); a file with more is read again
 * at the commit. Notes are short and Hevy's repeat: real files stay far below.
 */
export const MAX_KEPT_NOTE_CHARS = 2_000_000;
export const KEPT_UPLOADS = 2;
/** A preview is committed within seconds to minutes; after this the file is read again. */
const KEEP_MS = 15 * 60_000;

const SET_TYPES: readonly ImportedSetType[] = ['normal', 'warmup', 'drop', 'failure'];
const UNITS: readonly (WeightUnit | null)[] = [null, 'kg', 'lb'];
/** In a set's code, beside its type (x 4) and unit: done in a superset with the exercise before. */
const SUPERSET_BIT = 16;
/** Numbers per set, and small integers per set (workout, name, type and unit, key, note). */
const NUMBERS = 9;
const INTS = 5;

interface Workout {
  workoutKey: string;
  workoutTitle: string;
  startedAt: number;
  workoutDurationSeconds: number | null;
  workoutNotes: string | null;
}

/** null as NaN, in columns of doubles. */
const put = (value: number | null) => (value === null ? Number.NaN : value);
const get = (value: number) => (Number.isNaN(value) ? null : value);

/** Gathers a file's sets as they are read; `full` once there are too many (or odd) to keep. */
export class ParsedSets {
  private readonly workouts: Workout[] = [];
  private readonly workoutIndex = new Map<string, number>();
  private readonly names: string[] = [];
  private readonly nameIndex = new Map<string, number>();
  private numbers = new Float64Array(NUMBERS * 1024);
  private ints = new Int32Array(INTS * 1024);
  /** Keys' tails (after "workout key|exercise name|"), each once; and keys not of that shape. */
  private readonly tails: string[] = [];
  private readonly tailIndex = new Map<string, number>();
  private readonly otherKeys: string[] = [];
  /** Each distinct note once; a set's note column holds its index + 1 (0: none). */
  private readonly notes: string[] = [];
  private readonly noteIndex = new Map<string, number>();
  private noteChars = 0;
  size = 0;
  full = false;

  private grow() {
    const capacity = Math.min(this.ints.length / INTS, MAX_KEPT_SETS) * 2;
    const numbers = new Float64Array(capacity * NUMBERS);
    numbers.set(this.numbers);
    const ints = new Int32Array(capacity * INTS);
    ints.set(this.ints);
    this.numbers = numbers;
    this.ints = ints;
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
      // Not expected (a workout's rows share its start); such a file is read again instead.
      this.full = true;
      return;
    }
    const note = set.notes === null ? 0 : this.noteCode(set.notes);
    if (note < 0) {
      this.full = true;
      return;
    }
    let name = this.nameIndex.get(set.exerciseName);
    if (name === undefined) {
      name = this.names.length;
      this.nameIndex.set(set.exerciseName, name);
      this.names.push(set.exerciseName);
    }
    if (this.size * INTS >= this.ints.length) this.grow();
    const n = this.size * NUMBERS;
    const numbers = this.numbers;
    numbers[n] = set.setOrder;
    numbers[n + 1] = set.exerciseIndex;
    numbers[n + 2] = put(set.weight);
    numbers[n + 3] = put(set.reps);
    numbers[n + 4] = put(set.rpe);
    numbers[n + 5] = put(set.rir);
    numbers[n + 6] = put(set.durationSeconds);
    numbers[n + 7] = put(set.distanceMeters);
    numbers[n + 8] = put(set.performedAt);
    const i = this.size * INTS;
    this.ints[i] = workout;
    this.ints[i + 1] = name;
    this.ints[i + 2] =
      SET_TYPES.indexOf(set.setType) * 4 +
      UNITS.indexOf(set.weightUnit) +
      (set.supersetWithPrevious ? SUPERSET_BIT : 0);
    this.ints[i + 3] = this.keyCode(set);
    this.ints[i + 4] = note;
    this.size++;
  }

  /** A note's index + 1, or -1 past MAX_KEPT_NOTE_CHARS. */
  private noteCode(note: string): number {
    let index = this.noteIndex.get(note);
    if (index === undefined) {
      if (this.noteChars + note.length > MAX_KEPT_NOTE_CHARS) return -1;
      this.noteChars += note.length;
      // A copy: the reader's string may be a slice of a whole chunk of the file, which keeping
      // it would keep.
      const own = Buffer.from(note, 'utf8').toString('utf8');
      index = this.notes.length;
      this.noteIndex.set(own, index);
      this.notes.push(own);
    }
    return index + 1;
  }

  /** A set's key as its tail's index (>= 0), or as -1 - its index among the other keys. */
  private keyCode(set: ImportedSet): number {
    const head = `${set.workoutKey}|${set.exerciseName}|`;
    if (!set.setKey.startsWith(head)) {
      this.otherKeys.push(set.setKey);
      return -this.otherKeys.length;
    }
    const tail = set.setKey.slice(head.length);
    let index = this.tailIndex.get(tail);
    if (index === undefined) {
      index = this.tails.length;
      this.tailIndex.set(tail, index);
      this.tails.push(tail);
    }
    return index;
  }

  /**
   * The sets again, in file order, as the reader gave them, notes included. Each
   * step refills the same object (150,000 sets made as many objects, and their garbage, which was
   * a fifth of the commit's time): read it before the next step, never keep it.
   */
  *sets(): Generator<ImportedSet> {
    const set: ImportedSet = {
      workoutKey: '',
      workoutTitle: '',
      startedAt: 0,
      workoutDurationSeconds: null,
      workoutNotes: null,
      exerciseName: '',
      setKey: '',
      setOrder: 0,
      exerciseIndex: 0,
      setType: 'normal',
      weight: null,
      weightUnit: null,
      reps: null,
      rpe: null,
      rir: null,
      durationSeconds: null,
      distanceMeters: null,
      performedAt: null,
      notes: null,
      supersetWithPrevious: undefined,
    };
    const numbers = this.numbers;
    const ints = this.ints;
    for (let s = 0; s < this.size; s++) {
      const n = s * NUMBERS;
      const i = s * INTS;
      const workout = this.workouts[ints[i]!]!;
      const code = ints[i + 2]!;
      set.workoutKey = workout.workoutKey;
      set.workoutTitle = workout.workoutTitle;
      set.startedAt = workout.startedAt;
      set.workoutDurationSeconds = workout.workoutDurationSeconds;
      set.workoutNotes = workout.workoutNotes;
      set.exerciseName = this.names[ints[i + 1]!]!;
      set.setOrder = numbers[n]!;
      set.exerciseIndex = numbers[n + 1]!;
      set.weight = get(numbers[n + 2]!);
      set.reps = get(numbers[n + 3]!);
      set.rpe = get(numbers[n + 4]!);
      set.rir = get(numbers[n + 5]!);
      set.durationSeconds = get(numbers[n + 6]!);
      set.distanceMeters = get(numbers[n + 7]!);
      set.performedAt = get(numbers[n + 8]!);
      set.setType = SET_TYPES[(code & (SUPERSET_BIT - 1)) >> 2]!;
      set.weightUnit = UNITS[code & 3]!;
      set.supersetWithPrevious = (code & SUPERSET_BIT) !== 0 ? true : undefined;
      const note = ints[i + 4]!;
      set.notes = note === 0 ? null : this.notes[note - 1]!;
      const key = ints[i + 3]!;
      set.setKey =
        key >= 0
          ? `${set.workoutKey}|${set.exerciseName}|${this.tails[key]!}`
          : this.otherKeys[-1 - key]!;
      yield set;
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
