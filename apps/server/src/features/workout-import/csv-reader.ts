/**
 * Reads a staged training log as a stream (decision 037): the header line decides the format and
 * the delimiter (the shared parsers), the tokenizer splits the rest into fields (quotes, BOM,
 * CRLF), and each row becomes a set, a skipped row (Strong's rest timers) or a rejected row with
 * its reason. Nothing is held but the current row: memory stays flat whatever the file's size,
 * and every limit is checked as the bytes come, so a CSV bomb stops at its first excess.
 */
import { Readable } from 'node:stream';
import type { WeightUnit } from '@grandfit/shared/domain/units/weight.ts';
import { REJECTED_ROWS_LISTED, type RejectedRow } from '@grandfit/shared/schemas/workout-import.ts';
import { HttpError } from '../../http/http-error.ts';
import { instantOfLocalDateTime, type UserZone } from '@grandfit/shared/domain/time-zone.ts';
import {
  MAX_COLUMNS,
  MAX_HEADER_LENGTH,
  columnKey,
  detectWorkoutCsv,
  type DetectedWorkoutCsv,
} from '@grandfit/shared/domain/workout-import/detect.ts';
import {
  createRowReaderState,
  readWorkoutRow,
  type ImportedSet,
} from '@grandfit/shared/domain/workout-import/rows.ts';
import { readHevyTime, readIsoLocal } from '@grandfit/shared/domain/workout-import/values.ts';
import { CsvTokenizer, type CsvFileError } from './csv-tokenizer.ts';

/** The most rows a file may have: a 20 MB export is about 150,000. */
export const WORKOUT_IMPORT_MAX_ROWS = 1_000_000;
/** The longest row (in characters): a real one is a few hundred. */
export const WORKOUT_IMPORT_MAX_ROW_CHARS = 16 * 1024;
/** The most fields a row may have (as a header): the widest format has 20 columns. */
export const WORKOUT_IMPORT_MAX_FIELDS = MAX_COLUMNS;
/** How far the header line may go before the file is called something else. */
export const HEADER_MAX_BYTES = MAX_HEADER_LENGTH + 3;

export const NOT_A_WORKOUT_LOG =
  'This is not a Strong, Hevy or Liftosaur export: its first line is not one of their headers';
export const EMPTY_FILE = 'The file is empty';
export const BINARY_FILE = 'This is not a CSV file: export your workouts as CSV and upload that';

export type DetectedLog = DetectedWorkoutCsv;

/**
 * A file that is not text: the signature of a zip, gzip, PDF or image, or NUL bytes in its first
 * line (a NUL further on is one bad row, reported as such).
 */
function looksBinary(head: Buffer): boolean {
  const firstLine = head.subarray(0, head.indexOf(0x0a) < 0 ? head.length : head.indexOf(0x0a));
  if (firstLine.includes(0)) return true;
  const signatures = [
    [0x50, 0x4b, 0x03, 0x04],
    [0x1f, 0x8b],
    [0x25, 0x50, 0x44, 0x46],
    [0x89, 0x50, 0x4e, 0x47],
    [0xff, 0xd8, 0xff],
  ];
  return signatures.some((signature) => signature.every((byte, i) => head[i] === byte));
}

/**
 * The format of a file from its first bytes, or a 400/415 HttpError: empty, binary, a header too
 * long to be one, or the header of another app.
 */
export function detectLog(head: Buffer): DetectedLog {
  if (head.length === 0) throw new HttpError(400, EMPTY_FILE);
  if (looksBinary(head)) throw new HttpError(415, BINARY_FILE);
  let text = head.toString('utf8');
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const end = text.search(/\r?\n/);
  if (end < 0 && head.length >= HEADER_MAX_BYTES) throw new HttpError(400, NOT_A_WORKOUT_LOG);
  const headerLine = end < 0 ? text : text.slice(0, end);
  if (headerLine.trim() === '') throw new HttpError(400, EMPTY_FILE);
  const detected = detectWorkoutCsv(headerLine);
  if (!detected) throw new HttpError(400, NOT_A_WORKOUT_LOG);
  return detected;
}

/** Reads up to `bytes` from the stream's start (and gives back a stream of all of it). */
export async function readHead(
  stream: Readable,
  bytes: number,
): Promise<{ head: Buffer; rest: AsyncIterable<Buffer>; close: () => void }> {
  const chunks: Buffer[] = [];
  let length = 0;
  const iterator = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  while (length < bytes) {
    const next = await iterator.next();
    if (next.done) break;
    chunks.push(next.value);
    length += next.value.length;
  }
  const head = Buffer.concat(chunks);
  async function* rest() {
    try {
      if (head.length > 0) yield head;
      for (;;) {
        const next = await iterator.next();
        if (next.done) return;
        yield next.value;
      }
    } finally {
      await iterator.return?.();
    }
  }
  return {
    head: head.subarray(0, bytes),
    rest: rest(),
    // For a stream whose rest is never read: its file or connection is released.
    close: () => stream.destroy(),
  };
}

export interface ReadOptions {
  timeZone: string;
  unit?: WeightUnit;
  maxRows?: number;
}

export interface ReadSummary {
  rows: number;
  skipped: number;
  rejected: RejectedRow[];
  rejectedCount: number;
}

const ZONE_CACHE_SIZE = 10_000;

/**
 * The zone to read a row's local times in, as the fixed offset in force at its reading when all
 * its times share one. Placing a wall-clock time in an IANA zone costs a few Intl calls (about
 * 30 us); a 20 MB export has 150,000 rows but a few thousand distinct start times, so the offset
 * is worked out once per distinct time cell and the row is read at the fixed-offset speed. The
 * instant is the same: the offset is the one instantOfLocalDateTime finds for that reading (DST
 * gaps and overlaps included). A row whose times do not read, or whose start and end straddle a
 * change of offset, is read with the zone itself. Liftosaur writes instants: no zone needed.
 */
export function rowZones(detected: DetectedLog, timeZone: string) {
  if (detected.format === 'liftosaur') return () => timeZone;
  const keys = detected.columns.map(columnKey);
  const indexes =
    detected.format === 'hevy'
      ? [keys.indexOf('start_time'), keys.indexOf('end_time')]
      : [keys.indexOf('date')];
  const read = detected.format === 'hevy' ? readHevyTime : readIsoLocal;
  const cache = new Map<string, UserZone>();

  function offsetOf(cells: string[]): UserZone {
    let offset: number | null = null;
    for (const cell of cells) {
      if (cell.trim() === '') continue;
      const clock = read(cell, 'Date');
      if (!clock.ok || clock.value.year < 1900 || clock.value.year > 2200) return timeZone;
      const { year, month, day, hour, minute, second } = clock.value;
      const wall = Date.UTC(year, month - 1, day, hour, minute, second);
      const minutes = (wall - instantOfLocalDateTime(clock.value, timeZone)) / 60_000;
      if (offset !== null && offset !== minutes) return timeZone;
      offset = minutes;
    }
    return offset === null ? timeZone : { utcOffsetMinutes: offset };
  }

  return (fields: readonly string[]): UserZone => {
    const cells = indexes.map((i) => (i < 0 ? '' : (fields[i] ?? '')));
    const key = cells.join('\u0000');
    let zone = cache.get(key);
    if (zone === undefined) {
      zone = offsetOf(cells);
      if (cache.size >= ZONE_CACHE_SIZE) cache.clear();
      cache.set(key, zone);
    }
    return zone;
  };
}

/** The tokenizer's faults, told as what is wrong with the file. */
function fileError(error: CsvFileError): HttpError {
  if (error.kind === 'row-too-long') {
    return new HttpError(
      400,
      `A row of the file is longer than ${WORKOUT_IMPORT_MAX_ROW_CHARS.toLocaleString('en-US')} characters: this is not a workout export`,
    );
  }
  return new HttpError(400, `The file is not valid CSV near line ${error.line}`);
}

/**
 * Streams every data row of the file through the format's reader, calling `onSet` for each set
 * (a promise it answers is awaited: the writer's pace is the reader's). Rows are tokenized a chunk
 * (64 KB) at a time, so at most one chunk's rows are held. Rejected rows are listed (the first
 * 100) and counted.
 */
export async function readLog(
  source: AsyncIterable<Buffer> | Readable,
  detected: DetectedLog,
  options: ReadOptions,
  onSet: (set: ImportedSet) => Promise<void> | void,
): Promise<ReadSummary> {
  const maxRows = options.maxRows ?? WORKOUT_IMPORT_MAX_ROWS;
  const tokenizer = new CsvTokenizer(detected.delimiter, WORKOUT_IMPORT_MAX_ROW_CHARS);
  const summary: ReadSummary = { rows: 0, skipped: 0, rejected: [], rejectedCount: 0 };
  // One per file: it numbers repeated sets so each keeps its key across re-exports.
  const state = createRowReaderState();
  const zoneOf = rowZones(detected, options.timeZone);
  const reject = (row: RejectedRow) => {
    summary.rejectedCount++;
    if (summary.rejected.length < REJECTED_ROWS_LISTED) summary.rejected.push(row);
  };
  // The records of one chunk and the line each ends on.
  let records: string[][] = [];
  let lines: number[] = [];
  const input = source instanceof Readable ? source : Readable.from(source);

  async function handle(): Promise<void> {
    const batch = records;
    const batchLines = lines;
    records = [];
    lines = [];
    for (let i = 0; i < batch.length; i++) {
      const record = batch[i]!;
      summary.rows++;
      if (summary.rows > maxRows) {
        throw new HttpError(
          400,
          `The file has more than ${maxRows.toLocaleString('en-US')} rows: export a shorter period`,
        );
      }
      const line = batchLines[i]!;
      if (record.length > WORKOUT_IMPORT_MAX_FIELDS) {
        throw new HttpError(
          400,
          `Line ${line} has ${record.length.toLocaleString('en-US')} fields: this is not a workout export`,
        );
      }
      const read = readWorkoutRow(detected.format, detected.columns, record, line, {
        timeZone: zoneOf(record),
        unit: options.unit,
        state,
      });
      if (read.kind === 'set') {
        const pending = onSet(read.set);
        if (pending) await pending;
      } else if (read.kind === 'skip') summary.skipped++;
      else reject({ line: read.line, reason: read.reason });
    }
  }

  try {
    for await (const chunk of input as AsyncIterable<Buffer>) {
      const fault = tokenizer.push(chunk, false, records, lines);
      // The rows before a fault are read (and reported) as before: then the fault.
      await handle();
      if (fault) throw fileError(fault);
    }
    const fault = tokenizer.push(undefined, true, records, lines);
    await handle();
    if (fault) throw fileError(fault);
  } finally {
    // Stopped early (a limit, a failed write): the rest of the file is not read.
    input.destroy();
  }
  return summary;
}
