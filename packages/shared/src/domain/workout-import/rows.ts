/**
 * One CSV row of a Strong, Hevy or Liftosaur export -> one set (or a row to skip, or a row to
 * reject with its reason). Pure: the server tokenizes the file (Papa Parse) and feeds the rows in
 * file order with one `RowReaderState`, which numbers repeated sets so every set gets a key that
 * stays the same when the same history is exported again with newer workouts added.
 * Formats, quirks and sources: docs/import-formats.md.
 */
import type { CustomExerciseKind, WorkoutImportFormat } from '../../schemas/workout-import.ts';
import {
  formatLocalDateTime,
  instantOfLocalDateTime,
  type LocalDateTime,
  type UserZone,
} from '../time-zone.ts';
import { toKg, type WeightUnit } from '../units/weight.ts';
import { SET_NOTE_MAX } from '../session-notes.ts';
import { columnKey } from './detect.ts';
import {
  IMPORT_LIMITS,
  clip,
  readCount,
  readDistanceUnit,
  readDuration,
  readHevyTime,
  readInstant,
  readIsoLocal,
  readNotes,
  readNumber,
  readText,
  readWeightUnit,
  toMeters,
  type DistanceUnit,
  type Read,
} from './values.ts';
import { formatGrouped } from '../numbers.ts';

export type ImportedSetType = 'normal' | 'warmup' | 'drop' | 'failure';

export interface ImportedSet {
  /** Identifies the workout within the file: its start as the file writes it, and its title. */
  workoutKey: string;
  workoutTitle: string;
  /** The workout's start (ms since the epoch). */
  startedAt: number;
  /** The workout's length as the app gave it (Strong's Duration, Hevy's end - start); null: none. */
  workoutDurationSeconds: number | null;
  workoutNotes: string | null;
  exerciseName: string;
  /**
   * Stable per set across re-exports of the same history: workout key, exercise name, the set's
   * own place as the app numbers it (Strong's Set Order, Hevy's set_index, Liftosaur's warm-up
   * flag) and, for a repeat of all three (two "W" sets), its occurrence. Never the line number.
   */
  setKey: string;
  /**
   * The set's number among its exercise's sets of its type in its workout (file order): working
   * sets 1, 2, 3 after two warm-ups, as Strong shows "W, W, 1, 2, 3" and GrandFit numbers its own
   * warm-ups apart.
   */
  setOrder: number;
  /** 0-based position of the exercise among the workout's exercises (order of first set). */
  exerciseIndex: number;
  setType: ImportedSetType;
  weight: number | null;
  /** The unit of `weight`; null when the set has no weight or its unit does not matter (0). */
  weightUnit: WeightUnit | null;
  reps: number | null;
  /** As the app logged it (1-10). */
  rpe: number | null;
  /** 10 - RPE, rounded (half up), within 0-10; null without an RPE. */
  rir: number | null;
  /** The set's own time (a plank, a run), whole seconds. */
  durationSeconds: number | null;
  distanceMeters: number | null;
  /**
   * The set's note (Strong's Notes), cut at SET_NOTE_MAX. Hevy's and Liftosaur's note is the
   * exercise's in the workout, repeated on each of its rows: only its first set has it.
   */
  notes: string | null;
  /** When the set was done, if the app records it (Liftosaur); else the server uses startedAt. */
  performedAt: number | null;
  /**
   * Its exercise was done in a superset with the workout's exercise before it (Hevy's
   * `superset_id`, the same on both: decision 086); absent otherwise.
   */
  supersetWithPrevious?: boolean | undefined;
}

export type SkipReason = 'rest-timer' | 'note' | 'empty' | 'not-completed';

export type ImportedRow =
  | { kind: 'set'; set: ImportedSet }
  /** Not a set: Strong's "Rest Timer" and "Note" rows, rows with nothing done, sets not done. */
  | { kind: 'skip'; reason: SkipReason }
  | { kind: 'reject'; line: number; reason: string };

/** The reason a row is refused when a Strong comma file has weights and no unit was chosen. */
export const MISSING_UNIT_REASON =
  'The file does not say whether weights are in kg or lb: choose the unit to import it';

/** What one exercise of one workout has had so far. */
interface ExerciseSoFar {
  /** Its 0-based place among the workout's exercises (by its first set). */
  index: number;
  /** Its sets so far of each type: a set's number counts those of its own type. */
  setsByType: Map<ImportedSetType, number>;
  /** Done in a superset with the exercise before it (Hevy's `superset_id`). */
  supersetWithPrevious: boolean;
  /** The exercise's note given to one of its sets so far (Hevy, Liftosaur), null before. */
  note: string | null;
}

/** What one workout's rows have had so far. */
interface WorkoutSoFar {
  /** Its exercises with a set, by name, and how many there are. */
  exercises: Map<string, ExerciseSoFar>;
  count: number;
  /**
   * How often each (exercise, set order) was seen, sets or not. Kept per workout: one map of a
   * whole file's keys was a tenth of a 150,000-set preview (docs/benchmarks.md, 2026-11-28).
   */
  occurrences: Map<string, number>;
  /** The superset id of its last exercise so far (Hevy), null when none. */
  lastSupersetId: string | null;
}

/** The cells a workout's rows repeat (date, title, ...), and what they read as. */
interface WorkoutHeadRead {
  cells: readonly (string | undefined)[];
  zone: UserZone;
  read: Read<WorkoutHead>;
}

/**
 * What the reader remembers between rows of one file (the server makes one per file): how often
 * each set identity was seen, and the positions of exercises and sets within each workout.
 */
export interface RowReaderState {
  /** Per workout key: what its rows have had so far. */
  workouts: Map<string, WorkoutSoFar>;
  /** Wall clock -> instant: every row of a workout repeats its start, and the zone rule is slow. */
  instants: Map<string, number>;
  /** The previous row's workout cells: a workout's rows repeat them, so they are read once. */
  previousHead: WorkoutHeadRead | null;
}

export function createRowReaderState(): RowReaderState {
  return {
    workouts: new Map(),
    instants: new Map(),
    previousHead: null,
  };
}

/** A workout's own values, which every one of its rows repeats. */
interface WorkoutHead {
  workoutKey: string;
  workoutTitle: string;
  startedAt: number;
  workoutDurationSeconds: number | null;
  workoutNotes: string | null;
}

/**
 * `read(cells)`, or the previous row's answer when its cells and zone were the same: the rows of
 * a workout repeat its date, title, length and notes, which cost most of a row's reading.
 */
function workoutHead(
  state: RowReaderState,
  zone: UserZone,
  cells: readonly (string | undefined)[],
  read: () => Read<WorkoutHead>,
): Read<WorkoutHead> {
  const previous = state.previousHead;
  if (
    previous &&
    previous.zone === zone &&
    previous.cells.length === cells.length &&
    previous.cells.every((cell, i) => cell === cells[i])
  ) {
    return previous.read;
  }
  const answer = read();
  state.previousHead = { cells, zone, read: answer };
  return answer;
}

function instantOf(clock: LocalDateTime, options: ReadRowOptions, state: RowReaderState): number {
  const zone = options.timeZone;
  const key = `${typeof zone === 'string' ? zone : zone.utcOffsetMinutes}|${formatLocalDateTime(clock)}`;
  let time = state.instants.get(key);
  if (time === undefined) {
    time = instantOfLocalDateTime(clock, zone);
    state.instants.set(key, time);
  }
  return time;
}

export interface ReadRowOptions {
  /**
   * The user's zone (an IANA name checked with isTimeZone, or a fixed offset): Strong and Hevy
   * write local wall-clock times. An unknown name makes Intl throw: check it first.
   */
  timeZone: UserZone;
  /** The weight unit, for a file that does not state it (Strong's comma variant). */
  unit?: WeightUnit;
  /**
   * The distance unit of a Strong comma file (it has no unit column: Strong writes the user's
   * display unit). Default: miles for an lb user, km otherwise.
   */
  distanceUnit?: 'km' | 'mi';
  /** One per file, shared by all its rows (see RowReaderState); without it, each row is alone. */
  state?: RowReaderState;
}

export function sourceOf(format: WorkoutImportFormat): 'strong' | 'hevy' | 'liftosaur' {
  if (format === 'hevy' || format === 'liftosaur') return format;
  return 'strong';
}

/**
 * What a custom exercise's name says of its kind, in the parentheses Strong and Hevy name their
 * variants with ("Squat (Bodyweight)", "Pull Up (Assisted)"). GrandFit's Strong CSV adds one where
 * the sets alone would be read as another kind (a vest on bodyweight dips reads as a load), so its
 * own export reads back to the same kinds.
 */
export const KIND_MARK: Readonly<Record<CustomExerciseKind, string>> = {
  weighted: '(Weighted)',
  bodyweight: '(Bodyweight)',
  assisted: '(Assisted)',
  timed: '(Duration)',
  cardio: '(Cardio)',
};

const MARKED_KINDS = Object.entries(KIND_MARK) as [CustomExerciseKind, string][];

/**
 * The kind a custom exercise gets from its name and imported sets: the kind its name's mark says
 * (KIND_MARK); assisted when the name says so (its weight is the help of a band or a machine,
 * never a load to raise: decisions 073 and 083); else weighted when any set carries a load; else
 * cardio when any covers a distance (a run has a time too, so distance is asked first); else timed
 * when any has a duration; else bodyweight.
 */
export function guessKind(
  sets: readonly Pick<ImportedSet, 'weight' | 'durationSeconds' | 'distanceMeters'>[],
  name = '',
): CustomExerciseKind {
  const lower = name.toLowerCase();
  const marked = MARKED_KINDS.find(([, mark]) => lower.includes(mark.toLowerCase()));
  if (marked) return marked[0];
  if (/\bassist/i.test(name)) return 'assisted';
  if (sets.some((set) => (set.weight ?? 0) > 0)) return 'weighted';
  if (sets.some((set) => (set.distanceMeters ?? 0) > 0)) return 'cardio';
  if (sets.some((set) => (set.durationSeconds ?? 0) > 0)) return 'timed';
  return 'bodyweight';
}

/** 10 - RPE, rounded half up, within 0-10 (RPE 9.5 -> RIR 1, RPE 6 -> 4). */
export function rirFromRpe(rpe: number): number {
  return Math.min(10, Math.max(0, Math.round(10 - rpe)));
}

type Cells = (aliases: readonly string[]) => string | undefined;

const indexCache = new WeakMap<readonly string[], Map<string, number>>();

function columnIndex(columns: readonly string[]): Map<string, number> {
  let index = indexCache.get(columns);
  if (!index) {
    index = new Map(columns.map((name, i) => [columnKey(name), i]));
    indexCache.set(columns, index);
  }
  return index;
}

function cellsOf(columns: readonly string[], fields: readonly string[]): Cells {
  const index = columnIndex(columns);
  return (aliases) => {
    for (const alias of aliases) {
      const i = index.get(alias);
      if (i !== undefined) return fields[i] ?? '';
    }
    return undefined;
  };
}

/** Everything a row says about its set, before the identity and position are added. */
interface RowValues {
  workoutKey: string;
  workoutTitle: string;
  startedAt: number;
  workoutDurationSeconds: number | null;
  workoutNotes: string | null;
  exerciseName: string;
  /** The set's own number or mark in the app, for its key. */
  ordinal: string;
  /** Hevy's `superset_id`: the exercises of a workout with the same one are a superset. */
  supersetId?: string | null;
  /**
   * The row's note is its exercise's in the workout (Hevy's `exercise_notes`, Liftosaur's Notes,
   * written on each of its rows), not the set's: it is kept once, on the first set with it.
   */
  exerciseNote?: boolean;
  /** Read after the identity, so a rejected set still takes its place in the numbering. */
  measure: () => Read<Measures> | SkipReason;
}

interface Measures {
  setType: ImportedSetType;
  weight: number | null;
  weightUnit: WeightUnit | null;
  reps: number | null;
  rpe: number | null;
  durationSeconds: number | null;
  distanceMeters: number | null;
  notes: string | null;
  performedAt: number | null;
}

type Outcome = { values: RowValues } | { skip: SkipReason } | { reason: string };

const DEFAULT_TITLE = 'Workout';

function title(raw: string | undefined, label: string): Read<string> {
  const read = readText(raw, label, IMPORT_LIMITS.nameLength);
  return read.ok ? { ok: true, value: read.value ?? DEFAULT_TITLE } : read;
}

function exerciseName(raw: string | undefined, label: string): Read<string> {
  const read = readText(raw, label, IMPORT_LIMITS.nameLength);
  if (!read.ok) return read;
  return read.value === null
    ? { ok: false, reason: 'Missing exercise name' }
    : { ok: true, value: read.value };
}

/** A weight and its unit, checked: not negative, not absurd, and with a unit when it matters. */
function weighed(
  raw: string | undefined,
  unit: WeightUnit | null | 'unknown',
  unitText: string | undefined,
  missingUnit = MISSING_UNIT_REASON,
): Read<{ weight: number | null; weightUnit: WeightUnit | null }> {
  const read = readNumber(raw, 'Weight');
  if (!read.ok) return read;
  const weight = read.value;
  if (weight === null) return { ok: true, value: { weight: null, weightUnit: null } };
  if (weight < 0) return { ok: false, reason: `Weight cannot be negative (${weight})` };
  if (unit === 'unknown') {
    return { ok: false, reason: `Unknown weight unit "${clip(unitText ?? '')}" (use kg or lb)` };
  }
  if (weight === 0) return { ok: true, value: { weight: 0, weightUnit: unit } };
  if (unit === null) return { ok: false, reason: missingUnit };
  if (toKg(weight, unit) > IMPORT_LIMITS.weightKg) {
    return {
      ok: false,
      reason: `Weight ${weight} ${unit} is over ${formatGrouped(IMPORT_LIMITS.weightKg)} kg`,
    };
  }
  return { ok: true, value: { weight, weightUnit: unit } };
}

function distanced(
  raw: string | undefined,
  unit: DistanceUnit | null | 'unknown',
  unitText: string | undefined,
): Read<number | null> {
  const read = readNumber(raw, 'Distance');
  if (!read.ok || read.value === null || read.value === 0) return read;
  if (read.value < 0) return { ok: false, reason: `Distance cannot be negative (${read.value})` };
  if (unit === 'unknown' || unit === null) {
    return {
      ok: false,
      reason: `Unknown distance unit "${clip(unitText ?? '')}" (use km, mi, m, ft or yd)`,
    };
  }
  const meters = toMeters(read.value, unit);
  if (meters > IMPORT_LIMITS.distanceMeters) {
    return { ok: false, reason: `Distance ${read.value} ${unit} is over 1,000 km` };
  }
  return { ok: true, value: meters };
}

function rpeOf(raw: string | undefined): Read<number | null> {
  const read = readNumber(raw, 'RPE');
  // Strong writes 0 where nothing was logged; RPE starts at 1.
  if (!read.ok || read.value === null || read.value === 0) {
    return read.ok ? { ok: true, value: null } : read;
  }
  const { min, max } = IMPORT_LIMITS.rpe;
  if (read.value < min || read.value > max) {
    return { ok: false, reason: `RPE ${read.value} is not from ${min} to ${max}` };
  }
  return read;
}

/**
 * Reps, seconds and distance together. The apps write 0 for "not logged" in columns that do not
 * apply (Strong: reps 0 on a plank, seconds 0 on a bench press), so 0 is null; a row with none of
 * the three did nothing (Strong's placeholder rows) and is skipped, not rejected.
 */
function effort(
  repsRaw: string | undefined,
  secondsRaw: string | undefined,
  distance: number | null,
):
  | Read<{ reps: number | null; durationSeconds: number | null; distanceMeters: number | null }>
  | 'empty' {
  const reps = readCount(repsRaw, 'Reps', IMPORT_LIMITS.reps);
  if (!reps.ok) return reps;
  // A stopwatch may give tenths ("45.5"): the set keeps whole seconds (the column is an integer).
  const rawSeconds = readNumber(secondsRaw, 'Seconds');
  if (!rawSeconds.ok) return rawSeconds;
  const seconds = readCount(
    rawSeconds.value === null ? '' : String(Math.round(rawSeconds.value)),
    'Seconds',
    IMPORT_LIMITS.setSeconds,
  );
  if (!seconds.ok) return seconds;
  const value = {
    reps: reps.value || null,
    durationSeconds: seconds.value || null,
    distanceMeters: distance || null,
  };
  if (value.reps === null && value.durationSeconds === null && value.distanceMeters === null) {
    return 'empty';
  }
  return { ok: true, value };
}

// Maps, not object literals: a cell reading "constructor" or "__proto__" must find nothing.
const STRONG_SET_TYPES = new Map<string, ImportedSetType>([
  ['W', 'warmup'],
  ['D', 'drop'],
  ['F', 'failure'],
]);

function strongRow(cell: Cells, options: ReadRowOptions, state: RowReaderState): Outcome {
  const setOrder = (cell(['set order']) ?? '').trim();
  if (/^rest timer$/i.test(setOrder)) return { skip: 'rest-timer' };
  if (/^note$/i.test(setOrder)) return { skip: 'note' };
  const dateCell = cell(['date']);
  const titleCell = cell(['workout name']);
  const durationCell = cell(['duration', 'workout duration', 'duration (sec)']);
  const notesCell = cell(['workout notes']);
  const head = workoutHead(
    state,
    options.timeZone,
    [dateCell, titleCell, durationCell, notesCell],
    () => {
      const date = readIsoLocal(dateCell, 'Date');
      if (!date.ok) return date;
      const workoutTitle = title(titleCell, 'Workout name');
      if (!workoutTitle.ok) return workoutTitle;
      const duration = readDuration(durationCell, 'Workout duration');
      if (!duration.ok) return duration;
      const workoutNotes = readNotes(notesCell, 'Workout notes');
      if (!workoutNotes.ok) return workoutNotes;
      return {
        ok: true,
        value: {
          workoutKey: `${formatLocalDateTime(date.value)}|${workoutTitle.value}`,
          workoutTitle: workoutTitle.value,
          startedAt: instantOf(date.value, options, state),
          workoutDurationSeconds: duration.value,
          workoutNotes: workoutNotes.value,
        },
      };
    },
  );
  if (!head.ok) return { reason: head.reason };
  const exercise = exerciseName(cell(['exercise name']), 'Exercise name');
  if (!exercise.ok) return { reason: exercise.reason };
  const ordinal = setOrder.toUpperCase();
  return {
    values: {
      workoutKey: head.value.workoutKey,
      workoutTitle: head.value.workoutTitle,
      startedAt: head.value.startedAt,
      workoutDurationSeconds: head.value.workoutDurationSeconds,
      workoutNotes: head.value.workoutNotes,
      exerciseName: exercise.value,
      ordinal,
      measure: () => {
        const setType = /^\d+$/.test(ordinal) ? 'normal' : STRONG_SET_TYPES.get(ordinal);
        if (!setType) {
          return {
            ok: false,
            reason: `Set order "${clip(setOrder)}" is not a number, W, D or F`,
          };
        }
        const unitText = cell(['weight unit']);
        const headerUnit =
          cell(['weight (kg)']) !== undefined
            ? 'kg'
            : cell(['weight (lbs)', 'weight (lb)']) !== undefined
              ? 'lb'
              : null;
        const unit = headerUnit ?? readWeightUnit(unitText) ?? options.unit ?? null;
        const weight = weighed(
          cell(['weight', 'weight (kg)', 'weight (lbs)', 'weight (lb)']),
          unit,
          unitText,
          // The file has a unit column, left empty on this row: the row is at fault, not the file.
          unitText === undefined ? MISSING_UNIT_REASON : 'Weight Unit is empty (use kg or lb)',
        );
        if (!weight.ok) return weight;
        const distanceUnitText = cell(['distance unit']);
        const distanceUnit =
          cell(['distance (m)']) !== undefined
            ? 'm'
            : (readDistanceUnit(distanceUnitText) ??
              options.distanceUnit ??
              ((unit === 'lb' ? 'mi' : 'km') as DistanceUnit));
        const distance = distanced(
          cell(['distance', 'distance (m)']),
          distanceUnit,
          distanceUnitText,
        );
        if (!distance.ok) return distance;
        const done = effort(cell(['reps']), cell(['seconds']), distance.value);
        if (done === 'empty') return 'empty';
        if (!done.ok) return done;
        const rpe = rpeOf(cell(['rpe']));
        if (!rpe.ok) return rpe;
        const notes = readNotes(cell(['notes']), 'Notes', SET_NOTE_MAX);
        if (!notes.ok) return notes;
        return {
          ok: true,
          value: {
            setType,
            ...weight.value,
            ...done.value,
            rpe: rpe.value,
            notes: notes.value,
            performedAt: null,
          },
        };
      },
    },
  };
}

const HEVY_SET_TYPES = new Map<string, ImportedSetType>([
  ['normal', 'normal'],
  ['warmup', 'warmup'],
  ['dropset', 'drop'],
  ['failure', 'failure'],
]);

/** Hevy's `superset_id` ("0", "1", ...): a short token, else none (it never rejects a set). */
function supersetIdOf(raw: string | undefined): string | null {
  const id = raw?.trim() ?? '';
  return id !== '' && id.length <= 40 ? id : null;
}

function hevyRow(cell: Cells, options: ReadRowOptions, state: RowReaderState): Outcome {
  const startCell = cell(['start_time']);
  const titleCell = cell(['title']);
  const endCell = cell(['end_time']);
  const notesCell = cell(['description']);
  const head = workoutHead(
    state,
    options.timeZone,
    [startCell, titleCell, endCell, notesCell],
    () => {
      const start = readHevyTime(startCell, 'Start time');
      if (!start.ok) return start;
      const workoutTitle = title(titleCell, 'Title');
      if (!workoutTitle.ok) return workoutTitle;
      const startedAt = instantOf(start.value, options, state);
      let durationSeconds: number | null = null;
      if (endCell?.trim()) {
        const end = readHevyTime(endCell, 'End time');
        if (!end.ok) return end;
        const seconds = (instantOf(end.value, options, state) - startedAt) / 1000;
        if (seconds < 0) return { ok: false, reason: 'The workout ends before it starts' };
        if (seconds > IMPORT_LIMITS.workoutSeconds) {
          return { ok: false, reason: 'The workout lasts over a week' };
        }
        durationSeconds = seconds;
      }
      const workoutNotes = readNotes(notesCell, 'Description');
      if (!workoutNotes.ok) return workoutNotes;
      return {
        ok: true,
        value: {
          workoutKey: `${formatLocalDateTime(start.value)}|${workoutTitle.value}`,
          workoutTitle: workoutTitle.value,
          startedAt,
          workoutDurationSeconds: durationSeconds,
          workoutNotes: workoutNotes.value,
        },
      };
    },
  );
  if (!head.ok) return { reason: head.reason };
  const exercise = exerciseName(cell(['exercise_title']), 'Exercise title');
  if (!exercise.ok) return { reason: exercise.reason };
  const setIndex = readCount(cell(['set_index']), 'Set index', IMPORT_LIMITS.reps);
  if (!setIndex.ok) return { reason: setIndex.reason };
  return {
    values: {
      workoutKey: head.value.workoutKey,
      workoutTitle: head.value.workoutTitle,
      startedAt: head.value.startedAt,
      workoutDurationSeconds: head.value.workoutDurationSeconds,
      workoutNotes: head.value.workoutNotes,
      exerciseName: exercise.value,
      ordinal: String(setIndex.value ?? ''),
      supersetId: supersetIdOf(cell(['superset_id'])),
      exerciseNote: true,
      measure: () => {
        const typeText = (cell(['set_type']) ?? '').trim().toLowerCase();
        const setType = typeText === '' ? 'normal' : HEVY_SET_TYPES.get(typeText);
        if (!setType) {
          return {
            ok: false,
            reason: `Set type "${clip(typeText)}" is not normal, warmup, dropset or failure`,
          };
        }
        const kg = cell(['weight_kg']);
        const weight = weighed(kg ?? cell(['weight_lbs']), kg !== undefined ? 'kg' : 'lb', '');
        if (!weight.ok) return weight;
        const km = cell(['distance_km']);
        const miles = cell(['distance_miles']);
        const distance = distanced(
          km ?? miles ?? cell(['distance_meters']),
          km !== undefined ? 'km' : miles !== undefined ? 'mi' : 'm',
          '',
        );
        if (!distance.ok) return distance;
        const done = effort(cell(['reps']), cell(['duration_seconds']), distance.value);
        if (done === 'empty') return 'empty';
        if (!done.ok) return done;
        const rpe = rpeOf(cell(['rpe']));
        if (!rpe.ok) return rpe;
        const notes = readNotes(cell(['exercise_notes']), 'Exercise notes', SET_NOTE_MAX);
        if (!notes.ok) return notes;
        return {
          ok: true,
          value: {
            setType,
            ...weight.value,
            ...done.value,
            rpe: rpe.value,
            notes: notes.value,
            performedAt: null,
          },
        };
      },
    },
  };
}

function liftosaurRow(cell: Cells): Outcome {
  const dateText = (cell(['workout datetime', 'datetime']) ?? '').trim();
  const start = readInstant(dateText, 'Workout DateTime');
  if (!start.ok) return { reason: start.reason };
  const day = readText(cell(['day name']), 'Day name', IMPORT_LIMITS.nameLength);
  if (!day.ok) return { reason: day.reason };
  const program = readText(cell(['program']), 'Program', IMPORT_LIMITS.nameLength);
  if (!program.ok) return { reason: program.reason };
  const exercise = exerciseName(cell(['exercise']), 'Exercise');
  if (!exercise.ok) return { reason: exercise.reason };
  const warmupText = (cell(['is warmup set?']) ?? '').trim();
  if (!['', '0', '1'].includes(warmupText)) {
    return { reason: `Is Warmup Set? "${clip(warmupText)}" is not 0 or 1` };
  }
  const warmup = warmupText === '1';
  return {
    values: {
      workoutKey: dateText,
      workoutTitle: day.value ?? program.value ?? DEFAULT_TITLE,
      startedAt: start.value,
      workoutDurationSeconds: null,
      workoutNotes: null,
      exerciseName: exercise.value,
      ordinal: warmup ? 'warmup' : 'set',
      // Liftosaur writes its exercise entry's notes on each set (`entry.notes`, History_exportAsCSV).
      exerciseNote: true,
      measure: () => {
        // Liftosaur lists planned sets too: no completed reps, not done.
        if ((cell(['completed reps']) ?? '').trim() === '') return 'not-completed';
        const completedValue = cell(['completed weight value']);
        const useCompleted = (completedValue ?? '').trim() !== '';
        const unitText = useCompleted
          ? cell(['completed weight unit'])
          : cell(['required weight unit', 'weight unit']);
        const weight = weighed(
          useCompleted ? completedValue : cell(['required weight value', 'weight value']),
          readWeightUnit(unitText),
          unitText,
        );
        if (!weight.ok) return weight;
        const done = effort(cell(['completed reps']), undefined, null);
        if (done === 'empty') return 'empty';
        if (!done.ok) return done;
        const rpe = rpeOf(cell(['completed rpe', 'rpe']));
        if (!rpe.ok) return rpe;
        const notes = readNotes(cell(['notes']), 'Notes', SET_NOTE_MAX);
        if (!notes.ok) return notes;
        // A set's time is a bonus: Liftosaur's own importer falls back to the workout's start.
        const performed = readInstant(cell(['completed reps time']), 'Completed Reps Time');
        return {
          ok: true,
          value: {
            setType: warmup ? 'warmup' : 'normal',
            ...weight.value,
            ...done.value,
            rpe: rpe.value,
            notes: notes.value,
            performedAt: performed.ok ? performed.value : null,
          },
        };
      },
    },
  };
}

/** A set's stable key: its workout, exercise and set order, and which repeat of them it is. */
function setKeyOf(workoutKey: string, slot: string, occurrence: number): string {
  const identity = `${workoutKey}|${slot}`;
  return occurrence === 1 ? identity : `${identity}#${occurrence}`;
}

function bump(map: Map<string, number>, key: string): number {
  const next = (map.get(key) ?? 0) + 1;
  map.set(key, next);
  return next;
}

/**
 * One data row of a file `detectWorkoutCsv` recognised: `columns` is its answer's `columns`,
 * `fields` the row's cells (a short row's missing cells are empty), `line` the row's 1-based line
 * for the report. Rows must come in file order with one `options.state` per file.
 */
export function readWorkoutRow(
  format: WorkoutImportFormat,
  columns: readonly string[],
  fields: readonly string[],
  line: number,
  options: ReadRowOptions,
): ImportedRow {
  // A row of empty cells (a spreadsheet's trailing ";;;;" lines) is nothing, not an error.
  if (fields.every((field) => field.trim() === '')) return { kind: 'skip', reason: 'empty' };
  const cell = cellsOf(columns, fields);
  const state = options.state ?? createRowReaderState();
  const outcome =
    format === 'hevy'
      ? hevyRow(cell, options, state)
      : format === 'liftosaur'
        ? liftosaurRow(cell)
        : strongRow(cell, options, state);
  if ('skip' in outcome) return { kind: 'skip', reason: outcome.skip };
  if ('reason' in outcome) return { kind: 'reject', line, reason: outcome.reason };
  const { values } = outcome;
  let workout = state.workouts.get(values.workoutKey);
  if (!workout) {
    workout = { exercises: new Map(), count: 0, occurrences: new Map(), lastSupersetId: null };
    state.workouts.set(values.workoutKey, workout);
  }
  const slot = `${values.exerciseName}|${values.ordinal}`;
  const occurrence = bump(workout.occurrences, slot);
  const measured = values.measure();
  if (typeof measured === 'string') return { kind: 'skip', reason: measured };
  if (!measured.ok) return { kind: 'reject', line, reason: measured.reason };
  let exercise = workout.exercises.get(values.exerciseName);
  if (!exercise) {
    const supersetId = values.supersetId ?? null;
    exercise = {
      index: workout.count++,
      setsByType: new Map(),
      supersetWithPrevious: supersetId !== null && supersetId === workout.lastSupersetId,
      note: null,
    };
    workout.lastSupersetId = supersetId;
    workout.exercises.set(values.exerciseName, exercise);
  }
  const m = measured.value;
  const setOrder = bump(exercise.setsByType, m.setType);
  let notes = m.notes;
  if (values.exerciseNote && notes !== null) {
    // The exercise's note again: said once, on its first set, not under every set.
    if (notes === exercise.note) notes = null;
    else exercise.note = notes;
  }
  return {
    kind: 'set',
    set: {
      workoutKey: values.workoutKey,
      workoutTitle: values.workoutTitle,
      startedAt: values.startedAt,
      workoutDurationSeconds: values.workoutDurationSeconds,
      workoutNotes: values.workoutNotes,
      exerciseName: values.exerciseName,
      setKey: setKeyOf(values.workoutKey, slot, occurrence),
      setOrder,
      exerciseIndex: exercise.index,
      setType: m.setType,
      weight: m.weight,
      weightUnit: m.weightUnit,
      reps: m.reps,
      rpe: m.rpe,
      rir: m.rpe === null ? null : rirFromRpe(m.rpe),
      durationSeconds: m.durationSeconds,
      distanceMeters: m.distanceMeters,
      notes,
      performedAt: m.performedAt,
      ...(exercise.supersetWithPrevious ? { supersetWithPrevious: true } : {}),
    },
  };
}
