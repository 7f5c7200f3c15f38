import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exerciseHistory } from './exercise-history.ts';
import { exerciseRecords, type RecordSet, type Scoring } from './records.ts';
import {
  bestVolume,
  exerciseSessionStats,
  historyFromStats,
  mergeStats,
  setStats,
  type SessionStats,
} from './session-stats.ts';

const rowArb = fc.record({
  session: fc.integer({ min: 0, max: 4 }),
  minute: fc.integer({ min: 0, max: 90 }),
  weight: fc.oneof(
    fc.constant(null),
    fc.integer({ min: 0, max: 80 }).map((n) => n * 2.5),
  ),
  unit: fc.constantFrom('kg' as const, 'lb' as const),
  reps: fc.oneof(fc.constant(null), fc.integer({ min: 0, max: 12 })),
  rir: fc.oneof(fc.constant(null), fc.integer({ min: 0, max: 4 })),
  skipped: fc.boolean(),
  warmup: fc.boolean(),
});

type Row = typeof rowArb extends fc.Arbitrary<infer T> ? T : never;

const toSets = (rows: Row[]): RecordSet[] =>
  rows.map((row, index) => ({
    id: `id-${String(index).padStart(4, '0')}`,
    sessionId: `session-${row.session}`,
    performedAt: row.session * 86_400_000 + row.minute * 60_000 + index,
    weight: row.weight,
    weightUnit: row.unit,
    reps: row.reps,
    rir: row.rir,
    skipped: row.skipped,
    setType: row.warmup ? 'warmup' : 'normal',
  }));

describe('session stats', () => {
  it('give the chart and best load per rep count of the fold over the sets', () => {
    fc.assert(
      fc.property(
        fc.array(rowArb, { maxLength: 40 }),
        fc.constantFrom<Scoring>('reps', 'bodyweight', 'assisted', 'seconds', 'minutes'),
        (rows, scoring) => {
          const sets = toSets(rows);
          const { bestE1rm: _, ...whole } = exerciseHistory(sets, scoring);
          const stats = exerciseSessionStats(sets, scoring);
          expect(historyFromStats(stats, scoring)).toEqual(whole);
          const volume = exerciseRecords(sets, scoring).bests.find(
            (best) => best.kind === 'volume',
          );
          expect(bestVolume(stats)).toEqual(
            volume
              ? { sessionId: volume.sessionId, valueKg: volume.value, at: volume.achievedAt }
              : null,
          );
        },
      ),
    );
  });

  it('merged one set at a time, in any order, equal the whole session', () => {
    fc.assert(
      fc.property(
        fc.array(rowArb, { minLength: 1, maxLength: 30 }),
        fc.nat(),
        fc.constantFrom<Scoring>('reps', 'bodyweight'),
        (rows, seed, scoring) => {
          const sets = toSets(rows.map((row) => ({ ...row, session: 0 })));
          const shuffled = [...sets].sort(
            (a, b) =>
              ((Number(a.performedAt) * 7919 + seed) % 97) -
              ((Number(b.performedAt) * 7919 + seed) % 97),
          );
          let running: SessionStats | null = null;
          for (const set of shuffled) {
            const own = setStats(set, scoring);
            running = running ? mergeStats(running, own) : own;
          }
          const [whole] = exerciseSessionStats(sets, scoring);
          expect({ ...running!, volumeKg: Math.round(running!.volumeKg * 1e3) }).toEqual({
            ...whole!,
            volumeKg: Math.round(whole!.volumeKg * 1e3),
          });
        },
      ),
    );
  });
});
