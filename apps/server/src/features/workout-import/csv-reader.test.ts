import { describe, expect, it } from 'vitest';
import type { ImportedSet } from '@grandfit/shared/domain/workout-import/rows.ts';
import { HttpError } from '../../http/http-error.ts';
import { detectLog, readLog } from './csv-reader.ts';

const HEADER =
  'Date;Workout Name;Exercise Name;Set Order;Weight;Weight Unit;Reps;RPE;Distance;Distance Unit;Seconds;Notes;Workout Notes;Workout Duration';

const row = (order: string, weight: string, notes = '') =>
  `2024-03-01 07:30:00;Push;Bench Press (Barbell);${order};${weight};kg;5;8;;;;${notes};;1h`;

/** The file in pieces of `size` bytes: rows, quotes, CRLFs and UTF-8 characters cut anywhere. */
async function* pieces(text: string, size: number) {
  const bytes = Buffer.from(text, 'utf8');
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}

async function read(text: string, size: number) {
  const sets: ImportedSet[] = [];
  const detected = detectLog(Buffer.from(text, 'utf8'));
  const summary = await readLog(pieces(text, size), detected, { timeZone: 'UTC' }, (set) => {
    sets.push(set);
  });
  return { sets, summary };
}

describe('readLog', () => {
  const file = `\uFEFF${[
    HEADER,
    row('W', '20', '"a note over\ntwo lines; with ""quotes"""'),
    row('1', '-5'),
    row('1', '60', 'Pâte à choux'),
    '',
    row('2', '62,5'),
    row('Rest Timer', ''),
    row('3', 'heavy'),
  ].join('\r\n')}\r\n`;

  it.each([1, 7, 64, 65_536])(
    'reads the same sets and lines whatever the chunks (%i bytes)',
    async (size) => {
      const { sets, summary } = await read(file, size);
      expect(sets.map((set) => [set.setType, set.weight, set.notes])).toEqual([
        ['warmup', 20, 'a note over\ntwo lines; with "quotes"'],
        ['normal', 60, 'Pâte à choux'],
        ['normal', 62.5, null],
      ]);
      // Lines as a text editor numbers them: the quoted note takes two.
      expect(summary.rejected.map((r) => r.line)).toEqual([4, 9]);
      expect(summary).toMatchObject({ rows: 6, skipped: 1, rejectedCount: 2 });
    },
  );

  it('answers a 400 for a quote never closed, after the rows before it', async () => {
    const sets: ImportedSet[] = [];
    const text = `${HEADER}\n${row('1', '60')}\n${row('2', '60', '"never closed')}\n`;
    const reading = readLog(
      pieces(text, 16),
      detectLog(Buffer.from(text)),
      { timeZone: 'UTC' },
      (set) => {
        sets.push(set);
      },
    );
    await expect(reading).rejects.toSatisfy(
      (error) => error instanceof HttpError && error.statusCode === 400,
    );
    expect(sets).toHaveLength(1);
  });

  it('waits for the promise a set answers before the next set', async () => {
    const order: string[] = [];
    const text = `${HEADER}\n${row('1', '60')}\n${row('2', '62')}\n`;
    await readLog(pieces(text, 1024), detectLog(Buffer.from(text)), { timeZone: 'UTC' }, (set) => {
      order.push(`start ${set.setOrder}`);
      return new Promise<void>((resolve) =>
        setTimeout(() => {
          order.push(`end ${set.setOrder}`);
          resolve();
        }, 5),
      );
    });
    expect(order).toEqual(['start 1', 'end 1', 'start 2', 'end 2']);
  });
});
