import { stringify } from 'csv-stringify/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CsvFileError, CsvTokenizer } from './csv-tokenizer.ts';

/** Tokenizes `text` fed as these byte chunks; answers the records, their lines and any fault. */
function tokenize(text: string, cuts: readonly number[] = [], maxRowChars = 16_384) {
  const bytes = Buffer.from(text, 'utf8');
  const at = [...new Set(cuts.map((cut) => cut % (bytes.length + 1)))].sort((a, b) => a - b);
  const tokenizer = new CsvTokenizer(';', maxRowChars);
  const records: string[][] = [];
  const lines: number[] = [];
  let start = 0;
  for (const end of [...at, bytes.length]) {
    const fault = tokenizer.push(bytes.subarray(start, end), false, records, lines);
    if (fault) return { records, lines, fault };
    start = end;
  }
  const fault = tokenizer.push(undefined, true, records, lines);
  return { records, lines, fault };
}

/** Cells with what CSV must quote (delimiters, quotes, both line breaks) and wide characters. */
const cell = fc.string({
  unit: fc.constantFrom('a', 'Z', '7', ' ', ';', ',', '"', '\n', '\r\n', 'é', '💪', '.'),
  maxLength: 8,
});
/** A record of one empty cell is an empty line, which is skipped: never generated here. */
const record = fc
  .array(cell, { minLength: 1, maxLength: 6 })
  .filter((cells) => !(cells.length === 1 && cells[0] === ''));

describe('CsvTokenizer', () => {
  it('gives back what a CSV writer wrote, with each record’s last line, however the bytes are cut', () => {
    fc.assert(
      fc.property(
        fc.array(record, { maxLength: 12 }),
        fc.constantFrom('\r\n', '\n'),
        fc.boolean(),
        fc.boolean(),
        fc.array(fc.nat(), { maxLength: 8 }),
        (records, newline, bom, finalBreak, cuts) => {
          const body = stringify(records, { delimiter: ';', record_delimiter: newline });
          const rows = finalBreak ? body : body.slice(0, body.length - newline.length);
          const text = `${bom ? '\uFEFF' : ''}Date;Name${newline}${rows}`;
          const read = tokenize(text, cuts);
          expect(read.fault).toBeUndefined();
          expect(read.records).toEqual(records);
          let line = 1;
          const lines = records.map((cells) => {
            line += cells.join('').split('\n').length;
            return line;
          });
          expect(read.lines).toEqual(lines);
        },
      ),
    );
  });

  it('skips empty lines and counts them', () => {
    const read = tokenize('h;i\r\n\r\na;b\r\n\r\n\r\nc;d\r\n', [1, 5, 9]);
    expect(read.records).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(read.lines).toEqual([3, 6]);
  });

  it('reads a header only, or nothing, as no records', () => {
    expect(tokenize('h;i').records).toEqual([]);
    expect(tokenize('h;i\n').records).toEqual([]);
    expect(tokenize('').records).toEqual([]);
  });

  it('answers a quote never closed after the records before it', () => {
    const read = tokenize('h;i\na;b\nc;"never\nclosed\n', [3, 11]);
    expect(read.records).toEqual([['a', 'b']]);
    expect(read.fault).toEqual(new CsvFileError('invalid', 5));
  });

  it('answers a quoted cell with text after its closing quote', () => {
    const read = tokenize('h;i\na;b\n"c"d;e\nf;g\n');
    expect(read.records).toEqual([['a', 'b']]);
    expect(read.fault?.kind).toBe('invalid');
  });

  it('keeps a quote inside an unquoted cell, as spreadsheets write it', () => {
    expect(tokenize('h;i\n5\'11";x\n').records).toEqual([['5\'11"', 'x']]);
  });

  it('stops at a row longer than the limit, whole or still coming', () => {
    const long = tokenize(`h;i\na;b\n${'x'.repeat(30)};y\n`, [], 20);
    expect(long.records).toEqual([['a', 'b']]);
    expect(long.fault).toEqual(new CsvFileError('row-too-long', 3));
    // A row that never ends is refused once it has grown past the limit, not at the file's end.
    const endless = tokenize(`h;i\na;b\n${'x;'.repeat(100)}`, [40], 20);
    expect(endless.fault).toEqual(new CsvFileError('row-too-long', 3));
  });
});
