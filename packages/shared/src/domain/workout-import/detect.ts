/**
 * Which app wrote a CSV, from its header line alone: the server reads one line before it parses
 * the rest, so a file of another app, a binary file or a header of a million columns is turned
 * away before any row is read. Columns are matched by name (case, spacing and quoting aside), so
 * extra or reordered columns are fine; see docs/import-formats.md for each app's header.
 */
import type { WorkoutImportFormat } from '../../schemas/workout-import.ts';
import type { WeightUnit } from '../units/weight.ts';
import { isControl } from './values.ts';

export interface DetectedWorkoutCsv {
  format: WorkoutImportFormat;
  delimiter: ',' | ';';
  /** The header's column names as the file spells them, unquoted and trimmed. */
  columns: string[];
  /**
   * The weight unit the header states for the whole file (Hevy's weight_kg / weight_lbs, Strong's
   * "Weight (kg)"); null when the rows state it (Strong's Weight Unit, Liftosaur) or nothing does.
   */
  weightUnit: WeightUnit | null;
  /** Nothing in the file says its weight unit (Strong's comma variant): the user must. */
  needsUnit: boolean;
}

/** A real header is a few hundred characters; a longer first line is not one of ours. */
export const MAX_HEADER_LENGTH = 4096;
export const MAX_COLUMNS = 64;

/** "Exercise Name", " exercise  name ", "\"Exercise Name\"" -> "exercise name". */
export function columnKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * The header's cells. Header names never hold the delimiter, but Hevy quotes every one of them
 * ("\"title\",\"start_time\",..."), so quotes are honoured and doubled quotes unescaped.
 */
export function splitHeader(line: string, delimiter: ',' | ';'): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i];
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (char === delimiter) {
      cells.push(cell.trim());
      cell = '';
    } else cell += char;
  }
  cells.push(cell.trim());
  return cells;
}

const has = (keys: Set<string>, ...names: string[]) => names.every((name) => keys.has(name));
const hasAny = (keys: Set<string>, ...names: string[]) => names.some((name) => keys.has(name));

function classify(
  keys: Set<string>,
  delimiter: ',' | ';',
): Omit<DetectedWorkoutCsv, 'columns' | 'delimiter'> | null {
  if (
    has(keys, 'date', 'workout name', 'exercise name', 'set order', 'reps') &&
    hasAny(keys, 'weight', 'weight (kg)', 'weight (lbs)', 'weight (lb)')
  ) {
    const weightUnit = keys.has('weight (kg)')
      ? 'kg'
      : keys.has('weight (lbs)') || keys.has('weight (lb)')
        ? 'lb'
        : null;
    return {
      format: delimiter === ';' ? 'strong-semicolon' : 'strong-comma',
      weightUnit,
      needsUnit: weightUnit === null && !keys.has('weight unit'),
    };
  }
  if (
    has(keys, 'title', 'start_time', 'exercise_title', 'set_type', 'reps') &&
    hasAny(keys, 'weight_kg', 'weight_lbs')
  ) {
    return {
      format: 'hevy',
      weightUnit: keys.has('weight_kg') ? 'kg' : 'lb',
      needsUnit: false,
    };
  }
  if (
    hasAny(keys, 'workout datetime', 'datetime') &&
    has(keys, 'exercise', 'is warmup set?', 'completed reps') &&
    hasAny(keys, 'completed weight value', 'weight value')
  ) {
    return { format: 'liftosaur', weightUnit: null, needsUnit: false };
  }
  return null;
}

/**
 * The format of a CSV from its first line (a BOM and a trailing CR are removed here), or null
 * when it is not a Strong, Hevy or Liftosaur export: another app's CSV, a binary file, an empty
 * file, a header with a column twice, or a first line too long to be a header.
 */
export function detectWorkoutCsv(headerLine: string): DetectedWorkoutCsv | null {
  const line = headerLine.replace(/^\uFEFF/, '').replace(/\r?\n?$/, '');
  if (line.trim() === '' || line.length > MAX_HEADER_LENGTH) return null;
  // Control characters (NUL, and the bytes a binary file is full of) never appear in a header.
  for (let i = 0; i < line.length; i += 1) if (isControl(line.charCodeAt(i))) return null;
  for (const delimiter of [';', ','] as const) {
    if (!line.includes(delimiter)) continue;
    const columns = splitHeader(line, delimiter);
    if (columns.length > MAX_COLUMNS) continue;
    const keys = new Set(columns.map(columnKey));
    if (keys.size !== columns.length) continue;
    const found = classify(keys, delimiter);
    if (found) return { ...found, delimiter, columns };
  }
  return null;
}
