import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { breathingReadiness, breathingTrends, withBreathing } from './recovery.ts';

describe('breathing toward recovery', () => {
  it('adds up to 3 readiness points, a whole 10 minutes earning them all', () => {
    expect(breathingReadiness(0, 0)).toEqual({ minutes: 0, sessions: 0, part: null, points: 0 });
    expect(breathingReadiness(5, 1)).toEqual({ minutes: 5, sessions: 1, part: 0.5, points: 2 });
    expect(breathingReadiness(10, 1)).toMatchObject({ part: 1, points: 3 });
    expect(breathingReadiness(25, 3)).toMatchObject({ part: 1, points: 3 });
    expect(breathingReadiness(1, 1)).toMatchObject({ part: 0.1, points: 0 });
  });

  it('never makes a score on its own and never goes above 100', () => {
    const full = breathingReadiness(10, 1);
    expect(withBreathing(null, full)).toBeNull();
    expect(withBreathing(72, full)).toBe(75);
    expect(withBreathing(99, full)).toBe(100);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100 }),
        fc.double({ min: 0, max: 600, noNaN: true }),
        (score, minutes) => {
          const result = withBreathing(score, breathingReadiness(minutes, 1))!;
          expect(result).toBeGreaterThanOrEqual(score);
          expect(result - score).toBeLessThanOrEqual(3);
          expect(result).toBeLessThanOrEqual(100);
        },
      ),
    );
  });

  it('lists the range days and sums the last 7 days against the 7 before', () => {
    const trends = breathingTrends(
      [
        { date: '2026-03-10', minutes: 10, sessions: 1, strapRmssd: 48.26 },
        { date: '2026-03-02', minutes: 5, sessions: 1, strapRmssd: null },
        { date: '2026-03-04', minutes: 4.96, sessions: 2, strapRmssd: null },
        { date: '2026-02-20', minutes: 30, sessions: 3, strapRmssd: null },
      ],
      { start: '2026-03-01', end: '2026-03-10' },
    );
    expect(trends.days).toEqual([
      { date: '2026-03-02', minutes: 5, sessions: 1, strapRmssd: null },
      { date: '2026-03-04', minutes: 5, sessions: 2, strapRmssd: null },
      { date: '2026-03-10', minutes: 10, sessions: 1, strapRmssd: 48.3 },
    ]);
    // 03-04..03-10 and 02-25..03-03.
    expect(trends.minutes7).toBe(15);
    expect(trends.previousMinutes7).toBe(5);
  });
});
