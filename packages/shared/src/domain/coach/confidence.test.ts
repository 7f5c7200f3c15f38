import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CONFIDENCE_DEFAULT,
  CONFIDENCE_FLOOR,
  CONFIDENCE_MAX,
  dataAmountOf,
  dataConfidence,
  type DataAmount,
} from './confidence.ts';
import { NOW, session } from './fixtures.ts';
import { cleanSets, groupSessions } from './history.ts';

const amount = fc.record({
  sessions: fc.integer({ min: 0, max: 20 }),
  ratedSets: fc.integer({ min: 0, max: 60 }),
  daysSinceLast: fc.option(fc.double({ min: 0, max: 400, noNaN: true }), { nil: null }),
});

describe('data confidence', () => {
  it('is the floor without data and the default 0.8 with a solid recent history', () => {
    expect(dataConfidence({ sessions: 0, ratedSets: 0, daysSinceLast: null })).toBe(0.3);
    expect(dataConfidence({ sessions: 3, ratedSets: 9, daysSinceLast: 2 })).toBe(0.8);
    // 8 sessions but only 6 rated sets: n = min(8, 3) = 3, still the default.
    expect(dataConfidence({ sessions: 8, ratedSets: 6, daysSinceLast: 0 })).toBe(0.8);
  });

  it('grows past the 0.8 default with more evidence (a default, not a ceiling)', () => {
    // n = min(6, 18 / 2) = 6: 1 - 0.2 · √(3/6) = 0.8586
    expect(dataConfidence({ sessions: 6, ratedSets: 18, daysSinceLast: 1 })).toBe(0.86);
    // n = 12 (four weeks at 3 a week): 1 - 0.2 · √(1/4) = 0.9
    expect(dataConfidence({ sessions: 12, ratedSets: 36, daysSinceLast: 2 })).toBe(0.9);
    // n = 18 (six weeks at 3 a week): 1 - 0.2 · √(1/6) = 0.918
    expect(dataConfidence({ sessions: 18, ratedSets: 54, daysSinceLast: 2 })).toBe(0.92);
    // Older evidence counts for less: 0.3 + (0.9 - 0.3) · 0.8 at 21 days = 0.78
    expect(dataConfidence({ sessions: 12, ratedSets: 36, daysSinceLast: 21 })).toBe(0.78);
    // It never reaches certainty.
    expect(dataConfidence({ sessions: 1000, ratedSets: 5000, daysSinceLast: 0 })).toBe(
      CONFIDENCE_MAX,
    );
    expect(CONFIDENCE_DEFAULT).toBe(0.8);
  });

  it('computes worked examples', () => {
    // amount 0.75 · 1/3 + 0.25 · 3/6 = 0.375; 0.3 + 0.5 · 0.375 = 0.4875
    expect(dataConfidence({ sessions: 1, ratedSets: 3, daysSinceLast: 1 })).toBe(0.49);
    // recency at 21 days: 1 - 0.5 · 14 / 35 = 0.8; 0.3 + 0.5 · 1 · 0.8 = 0.7
    expect(dataConfidence({ sessions: 3, ratedSets: 6, daysSinceLast: 21 })).toBe(0.7);
    // Older than the 6-week window: no recent data.
    expect(dataConfidence({ sessions: 3, ratedSets: 6, daysSinceLast: 50 })).toBe(0.3);
  });

  it('lies within 0.3..0.95', () => {
    fc.assert(
      fc.property(amount, (data) => {
        const c = dataConfidence(data);
        expect(c).toBeGreaterThanOrEqual(CONFIDENCE_FLOOR);
        expect(c).toBeLessThanOrEqual(CONFIDENCE_MAX);
      }),
    );
  });

  it('never falls with more sessions, more rated sets or fresher data', () => {
    const more = (
      data: DataAmount,
      extraSessions: number,
      extraRated: number,
      fresher: number,
    ) => ({
      sessions: data.sessions + extraSessions,
      ratedSets: data.ratedSets + extraRated,
      daysSinceLast: data.daysSinceLast === null ? null : Math.max(0, data.daysSinceLast - fresher),
    });
    fc.assert(
      fc.property(
        amount,
        fc.nat(5),
        fc.nat(10),
        fc.double({ min: 0, max: 100, noNaN: true }),
        (data, s, r, d) => {
          expect(dataConfidence(more(data, s, r, d))).toBeGreaterThanOrEqual(dataConfidence(data));
        },
      ),
    );
  });

  it('never falls when a newer session is logged', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 120 }), { maxLength: 8 }),
        fc.integer({ min: 0, max: 120 }),
        fc.boolean(),
        (ages, newAge, rated) => {
          const history = ages.flatMap((age) => session(age));
          const newest = Math.min(newAge, ...ages.map((a) => a - 1));
          const added = [...history, ...session(Math.max(0, newest), { rir: rated ? 2 : null })];
          const confidenceOf = (h: typeof history) =>
            dataConfidence(dataAmountOf(groupSessions(cleanSets(h)), Date.parse(NOW)));
          expect(confidenceOf(added)).toBeGreaterThanOrEqual(confidenceOf(history));
        },
      ),
    );
  });
});
