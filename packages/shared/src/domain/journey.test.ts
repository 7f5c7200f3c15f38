import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_JOURNEY_START, daysBetween, journeyWeek, phaseForWeek } from './journey.ts';

describe('journey week', () => {
  it.each([
    ['2025-07-01', 1],
    ['2025-08-03', 1],
    ['2025-08-09', 1],
    ['2025-08-10', 2],
    ['2025-10-25', 12],
    ['2025-10-26', 13],
    ['2026-08-01', 52],
    ['2027-01-01', 52],
  ])('on %s is week %i', (today, week) => {
    expect(journeyWeek(DEFAULT_JOURNEY_START, today)).toBe(week);
  });

  it('is always within 1..52', () => {
    fc.assert(
      fc.property(fc.integer({ min: -2000, max: 2000 }), (offset) => {
        const today = new Date(Date.parse('2025-08-03T00:00:00Z') + offset * 86_400_000)
          .toISOString()
          .slice(0, 10);
        const week = journeyWeek(DEFAULT_JOURNEY_START, today);
        expect(week).toBeGreaterThanOrEqual(1);
        expect(week).toBeLessThanOrEqual(52);
      }),
    );
  });

  it('counts whole calendar days across a daylight-saving change', () => {
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
  });
});

describe('phase by week', () => {
  it.each([
    [1, 'Foundation', 'blue'],
    [12, 'Foundation', 'blue'],
    [13, 'Strength', 'green'],
    [24, 'Strength', 'green'],
    [25, 'Integration', 'purple'],
    [36, 'Integration', 'purple'],
    [37, 'Mastery', 'yellow'],
    [52, 'Mastery', 'yellow'],
  ])('week %i is %s (%s)', (week, name, color) => {
    expect(phaseForWeek(week)).toMatchObject({ name, color });
  });
});
