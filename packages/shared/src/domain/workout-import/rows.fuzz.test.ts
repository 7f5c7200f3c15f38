import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fitsReal, hasNoNul, isInDateRange, isWellFormedText } from '../../schemas/safe-input.ts';
import { toKg } from '../units/weight.ts';
import { detectWorkoutCsv } from './detect.ts';
import { createRowReaderState, readWorkoutRow } from './rows.ts';
import { IMPORT_LIMITS } from './values.ts';
import { parseCsv } from './test-csv.ts';
import strongSemicolon from './fixtures/strong-semicolon.csv?raw';
import strongComma from './fixtures/strong-comma.csv?raw';
import hevyKg from './fixtures/hevy-kg.csv?raw';
import liftosaur from './fixtures/liftosaur.csv?raw';

const header = (text: string) => {
  const detected = detectWorkoutCsv(text.split('\n', 1)[0] ?? '');
  if (!detected) throw new Error('header');
  return detected;
};

// Cells a crafted or broken file holds: plausible values, near misses and hostile text.
const cell = fc.oneof(
  fc.constantFrom(
    '',
    '0',
    '1',
    'W',
    'D',
    'F',
    'Rest Timer',
    'kg',
    'lbs',
    'mi',
    'warmup',
    'dropset',
    '62,5',
    '-5',
    '1e308',
    '1e-320',
    'NaN',
    'Infinity',
    '1001',
    '9.5',
    '2023-01-15 08:30:00',
    '0000-01-01 00:00:00',
    '2023-03-12 02:30:00',
    '15 Jan 2023, 08:30',
    'May 15, 2026, 7:26 PM',
    '2024-03-05T18:42:11.512Z',
    '1h 5m',
    '\u0000',
    '\ud800',
    "'=cmd",
    'x'.repeat(300),
    'constructor',
    '__proto__',
    'toString',
    'CONSTRUCTOR',
  ),
  fc.string({ maxLength: 30 }),
  fc.double().map(String),
  fc.integer({ min: -5000, max: 5000 }).map(String),
);

describe('readWorkoutRow on arbitrary cells', () => {
  it.each([
    ['strong-semicolon', strongSemicolon],
    ['strong-comma', strongComma],
    ['hevy', hevyKg],
    ['liftosaur', liftosaur],
  ])(
    '%s: never throws, and every set it gives is storable and within the limits',
    (_name, text) => {
      const detected = header(text);
      let sets = 0;
      fc.assert(
        fc.property(
          fc.array(
            fc.oneof(
              fc.array(cell, { maxLength: detected.columns.length + 2 }),
              // A real row with a few cells swapped: most of these are sets, so the checks bite.
              fc
                .tuple(
                  fc.constantFrom(...parseCsv(text, detected.delimiter).slice(1)),
                  fc.array(fc.tuple(fc.nat(detected.columns.length - 1), cell), { maxLength: 3 }),
                )
                .map(([{ fields }, swaps]) => {
                  const copy = [...fields];
                  for (const [i, value] of swaps) copy[i] = value;
                  return copy;
                }),
            ),
            { maxLength: 20 },
          ),
          fc.constantFrom<'kg' | 'lb' | undefined>('kg', 'lb', undefined),
          (rows, unit) => {
            const state = createRowReaderState();
            let kept = 0;
            rows.forEach((fields, i) => {
              const row = readWorkoutRow(detected.format, detected.columns, fields, i + 2, {
                timeZone: 'America/New_York',
                ...(unit ? { unit } : {}),
                state,
              });
              if (row.kind === 'reject') {
                expect(row.line).toBe(i + 2);
                expect(row.reason.length).toBeGreaterThan(0);
                expect(row.reason.length).toBeLessThan(200);
                return;
              }
              if (row.kind === 'skip') return;
              kept += 1;
              const set = row.set;
              expect(isInDateRange(set.startedAt)).toBe(true);
              for (const text of [
                set.exerciseName,
                set.workoutTitle,
                set.notes,
                set.workoutNotes,
              ]) {
                if (text !== null) {
                  expect(hasNoNul(text) && isWellFormedText(text)).toBe(true);
                }
              }
              expect(set.exerciseName.length).toBeGreaterThan(0);
              if (set.weight !== null) {
                expect(fitsReal(set.weight) && set.weight >= 0).toBe(true);
                if (set.weight > 0) {
                  expect(set.weightUnit).not.toBeNull();
                  expect(toKg(set.weight, set.weightUnit ?? 'kg')).toBeLessThanOrEqual(
                    IMPORT_LIMITS.weightKg,
                  );
                }
              }
              if (set.reps !== null) {
                expect(Number.isInteger(set.reps) && set.reps > 0 && set.reps <= 1000).toBe(true);
              }
              if (set.rir !== null) {
                expect(Number.isInteger(set.rir) && set.rir >= 0 && set.rir <= 10).toBe(true);
              }
              if (set.durationSeconds !== null) {
                expect(Number.isInteger(set.durationSeconds)).toBe(true);
                expect(set.durationSeconds).toBeLessThanOrEqual(IMPORT_LIMITS.setSeconds);
              }
              if (set.distanceMeters !== null) {
                expect(fitsReal(set.distanceMeters) && set.distanceMeters > 0).toBe(true);
              }
              expect(set.reps ?? set.durationSeconds ?? set.distanceMeters).not.toBeNull();
              expect(set.setOrder).toBeGreaterThanOrEqual(1);
            });
            sets += kept;
          },
        ),
        { seed: 1919, numRuns: 400 },
      );
      // The runs did reach the set checks, many times.
      expect(sets).toBeGreaterThan(200);
    },
  );
});
