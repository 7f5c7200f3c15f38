/**
 * "Strong CSV": the training log in Strong's comma layout, which Hevy, Liftosaur and Ryot import
 * (and GrandFit reads back exactly). Local wall-clock times in the user's zone, weights in the
 * user's unit, RPE from RIR, warm-ups as "W". Pure: the server reads the sessions and streams the
 * text. Quoting is RFC 4180, written here (a few lines) so the web could use it too.
 */
import { formatLocalDateTime, localDateTime, type UserZone } from '../time-zone.ts';
import { convertWeight, type WeightUnit } from '../units/weight.ts';
import { METERS_PER } from './values.ts';
import type { CustomExerciseKind } from '../../schemas/workout-import.ts';
import { CUSTOM_EXERCISE_NAME_MAX } from '../programme/custom-exercise.ts';
import { KIND_MARK, guessKind, type ImportedSetType } from './rows.ts';

export const STRONG_CSV_HEADER = [
  'Date',
  'Workout Name',
  'Duration',
  'Exercise Name',
  'Set Order',
  'Weight',
  'Reps',
  'Distance',
  'Seconds',
  'Notes',
  'Workout Notes',
  'RPE',
] as const;

export interface StrongExportSet {
  exerciseName: string;
  /** A custom exercise's kind (absent for the library's, which the importer knows by name). */
  customKind?: CustomExerciseKind;
  setType: ImportedSetType;
  weight: number | null;
  /** The unit the set was entered in (decision 024); the export converts to the user's. */
  weightUnit: WeightUnit;
  reps: number | null;
  rir: number | null;
  /** The RPE an import kept; written as is (10 - RIR otherwise). */
  rpe: number | null;
  durationSeconds: number | null;
  distanceMeters: number | null;
  notes: string | null;
}

export interface StrongExportSession {
  /** The session's title (an imported one's) or its programme workout's name. */
  title: string;
  startedAt: number;
  durationSeconds: number | null;
  notes: string | null;
  /** Performed sets in the order they were done; skipped sets are left out by the caller. */
  sets: readonly StrongExportSet[];
}

export interface StrongExportOptions {
  timeZone: UserZone;
  unit: WeightUnit;
}

/** "1h 5m", "45m", "2h", "30s", and "1h 5m 30s" when the seconds matter (Strong drops them). */
export function formatStrongDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = whole % 60;
  const parts = [];
  if (hours > 0) parts.push(`${hours}h`);
  if (minutes > 0) parts.push(`${minutes}m`);
  if (rest > 0 || parts.length === 0) parts.push(`${rest}s`);
  return parts.join(' ');
}

/** A number as the importer reads it back: the shortest exact decimal, "0" for -0. */
const numberCell = (value: number) => (value === 0 ? '0' : String(value));

/**
 * A weight in the user's unit: as entered when the units agree (62.5 stays 62.5), else converted
 * and kept to 0.001 (0.45 g): 100 kg -> 220.462 lb. A second export of the re-import writes the
 * same figure.
 */
function weightCell(set: StrongExportSet, unit: WeightUnit): string {
  if (set.weight === null) return '';
  if (set.weightUnit === unit) return numberCell(set.weight);
  const converted = Math.round(convertWeight(set.weight, set.weightUnit, unit) * 1000) / 1000;
  return numberCell(converted);
}

/** Distance in the user's display unit: km for a kg user, miles for an lb user (as Strong). */
function distanceCell(meters: number | null, unit: WeightUnit): string {
  if (meters === null || meters === 0) return '';
  return numberCell(meters / (unit === 'lb' ? METERS_PER.mi : METERS_PER.km));
}

/** The kept RPE, else 10 - RIR; RIR 10 (RPE 0) is off the RPE scale, which starts at 1: empty. */
function rpeCell(set: StrongExportSet): string {
  if (set.rpe !== null) return numberCell(set.rpe);
  return set.rir === null || set.rir >= 10 ? '' : numberCell(10 - set.rir);
}

/** Strong escapes line breaks in notes as a literal "\n" (Liftosaur's and Ryot's readers undo it). */
const noteCell = (notes: string | null) => (notes ?? '').replace(/\r\n|\r|\n/g, '\\n');

// Strong's letters; a normal set (or a type this writer does not know) is numbered.
const SET_ORDER_MARK = new Map<string, string>([
  ['warmup', 'W'],
  ['drop', 'D'],
  ['failure', 'F'],
]);

/**
 * Each custom exercise's name as written: with its kind's mark (KIND_MARK) where the importer
 * would read its sets as another kind (bodyweight dips with a vest as a load, a band's help as
 * one), so the export reads back to the same kinds; as it is otherwise.
 */
function writtenNames(sessions: readonly StrongExportSession[]): Map<string, string> {
  const byName = new Map<string, { kind: CustomExerciseKind; sets: StrongExportSet[] }>();
  // Not a flattened copy of every set: an export can hold 150,000.
  for (const session of sessions) {
    for (const set of session.sets) {
      if (set.customKind === undefined) continue;
      const entry = byName.get(set.exerciseName) ?? { kind: set.customKind, sets: [] };
      entry.sets.push(set);
      byName.set(set.exerciseName, entry);
    }
  }
  const written = new Map<string, string>();
  for (const [name, { kind, sets }] of byName) {
    if (guessKind(sets, name) !== kind) written.set(name, markedName(name, KIND_MARK[kind]));
  }
  return written;
}

/** The name and its mark, the name cut so both fit a custom exercise's name (read back whole). */
function markedName(name: string, mark: string): string {
  return `${name.slice(0, CUSTOM_EXERCISE_NAME_MAX - mark.length - 1).trimEnd()} ${mark}`;
}

/**
 * The rows (header first) of the export. Set Order numbers the working sets of each exercise in
 * each session 1, 2, 3 (as Strong does); warm-ups, drops and failures take their letter.
 */
export function strongCsvRows(
  sessions: readonly StrongExportSession[],
  options: StrongExportOptions,
): string[][] {
  const rows: string[][] = [[...STRONG_CSV_HEADER]];
  const names = writtenNames(sessions);
  for (const session of sessions) {
    const date = formatLocalDateTime(localDateTime(session.startedAt, options.timeZone));
    const duration =
      session.durationSeconds === null ? '' : formatStrongDuration(session.durationSeconds);
    const numbers = new Map<string, number>();
    for (const set of session.sets) {
      let order = SET_ORDER_MARK.get(set.setType);
      if (order === undefined) {
        const next = (numbers.get(set.exerciseName) ?? 0) + 1;
        numbers.set(set.exerciseName, next);
        order = String(next);
      }
      rows.push([
        date,
        session.title,
        duration,
        names.get(set.exerciseName) ?? set.exerciseName,
        order,
        weightCell(set, options.unit),
        set.reps === null ? '' : numberCell(set.reps),
        distanceCell(set.distanceMeters, options.unit),
        set.durationSeconds === null ? '' : numberCell(set.durationSeconds),
        noteCell(set.notes),
        noteCell(session.notes),
        rpeCell(set),
      ]);
    }
  }
  return rows;
}

// A spreadsheet runs a cell starting with one of these as a formula (CSV injection, OWASP); a
// leading quote keeps it text. The importer (values.ts readText) takes the quote off again.
const FORMULA_START = /^[=+\-@\t\r]/;

/** One RFC 4180 cell: quoted when it holds a comma, a quote or a line break; formulas defused. */
export function csvCell(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole file: CRLF line ends (RFC 4180), no BOM. */
export function strongCsv(
  sessions: readonly StrongExportSession[],
  options: StrongExportOptions,
): string {
  return strongCsvRows(sessions, options)
    .map((row) => row.map(csvCell).join(','))
    .join('\r\n')
    .concat('\r\n');
}
