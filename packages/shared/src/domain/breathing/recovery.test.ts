import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { breathingHabit, breathingTrends } from './recovery.ts';

describe('breathing toward recovery', () => {
  it('is a habit: minutes, sessions and a bar toward 10 minutes, with no readiness points', () => {
    expect(breathingHabit(0, 0)).toEqual({ minutes: 0, sessions: 0, part: null });
    expect(breathingHabit(5, 1)).toEqual({ minutes: 5, sessions: 1, part: 0.5 });
    expect(breathingHabit(10, 1)).toEqual({ minutes: 10, sessions: 1, part: 1 });
    expect(breathingHabit(25, 3)).toEqual({ minutes: 25, sessions: 3, part: 1 });
    expect(breathingHabit(1.04, 1)).toMatchObject({ minutes: 1, sessions: 1 });
    expect(breathingHabit(1.04, 1).part).toBeCloseTo(0.104, 10);
    fc.assert(
      fc.property(fc.double({ min: 0, max: 600, noNaN: true }), fc.nat(5), (minutes, sessions) => {
        const habit = breathingHabit(minutes, sessions);
        expect(Object.keys(habit).sort()).toEqual(['minutes', 'part', 'sessions']);
        if (habit.part !== null) expect(habit.part).toBeLessThanOrEqual(1);
      }),
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
