/**
 * Test-only: a whole CSV file -> rows, as the server's tokenizer gives them (RFC 4180 quotes,
 * CRLF or LF, a BOM dropped), without its parser: the shared package stays free of it.
 * Tests load the fixtures with Vite's `?raw` import (fixtures/raw.d.ts), bytes as they are.
 */
import { detectWorkoutCsv, type DetectedWorkoutCsv } from './detect.ts';
import {
  createRowReaderState,
  readWorkoutRow,
  type ImportedRow,
  type ReadRowOptions,
} from './rows.ts';

export function parseCsv(text: string, delimiter: ',' | ';'): { fields: string[]; line: number }[] {
  const rows: { fields: string[]; line: number }[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  const source = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < source.length; i += 1) {
    const char = source[i];
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line += 1;
        field += char;
      }
    } else if (char === '"') quoted = true;
    else if (char === delimiter) {
      fields.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i += 1;
      fields.push(field);
      rows.push({ fields, line: rowLine });
      fields = [];
      field = '';
      line += 1;
      rowLine = line;
    } else field += char;
  }
  if (field !== '' || fields.length > 0) {
    fields.push(field);
    rows.push({ fields, line: rowLine });
  }
  return rows.filter((row) => !(row.fields.length === 1 && row.fields[0] === ''));
}

/** A whole file through detection and the row reader, as the server does it. */
export function readFile(
  text: string,
  options: Omit<ReadRowOptions, 'state'>,
): { detected: DetectedWorkoutCsv; rows: ImportedRow[] } {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const detected = detectWorkoutCsv(firstLine);
  if (!detected) throw new Error('not a workout CSV');
  const [, ...records] = parseCsv(text, detected.delimiter);
  const state = createRowReaderState();
  const rows = records.map((record) =>
    readWorkoutRow(detected.format, detected.columns, record.fields, record.line, {
      ...options,
      state,
    }),
  );
  return { detected, rows };
}
