import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../dates.ts';
import { dayStreak } from './streak.ts';

describe('dayStreak', () => {
  it('counts consecutive trained days back from today', () => {
    expect(dayStreak(['2026-11-20', '2026-11-21', '2026-11-22'], '2026-11-22')).toBe(3);
  });

  it('keeps a streak alive through today until today is over', () => {
    expect(dayStreak(['2026-11-20', '2026-11-21'], '2026-11-22')).toBe(2);
  });

  it('is broken by a missed day and is 0 without training', () => {
    expect(dayStreak(['2026-11-18', '2026-11-20', '2026-11-21'], '2026-11-22')).toBe(2);
    expect(dayStreak(['2026-11-19'], '2026-11-22')).toBe(0);
    expect(dayStreak([], '2026-11-22')).toBe(0);
  });

  it('counts each day once, however many workouts it had', () => {
    expect(dayStreak(['2026-11-22', '2026-11-22', '2026-11-21'], '2026-11-22')).toBe(2);
  });

  it('equals the length of an unbroken run ending today', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 }), (length) => {
        const days = Array.from({ length }, (_, i) => addDays('2026-11-22', -i));
        expect(dayStreak(days, '2026-11-22')).toBe(length);
      }),
    );
  });
});
