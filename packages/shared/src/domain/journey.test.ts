import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays } from './dates.ts';
import {
  SPEC_JOURNEY_START,
  daysBetween,
  journeyWeek,
  newJourneyStart,
  nextMonday,
  phaseForWeek,
  startWindow,
} from './journey.ts';
import { journeyDay } from './programme/programme.ts';

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
    expect(journeyWeek(SPEC_JOURNEY_START, today)).toBe(week);
  });

  it('is always within 1..52', () => {
    fc.assert(
      fc.property(fc.integer({ min: -2000, max: 2000 }), (offset) => {
        const today = new Date(Date.parse('2025-08-03T00:00:00Z') + offset * 86_400_000)
          .toISOString()
          .slice(0, 10);
        const week = journeyWeek(SPEC_JOURNEY_START, today);
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

describe('a new journey (decision 019)', () => {
  it.each([
    ['2026-11-23', '2026-11-23', '2026-11-30'], // a Monday starts that day
    ['2026-11-25', '2026-11-23', '2026-11-30'], // a Wednesday
    ['2026-11-29', '2026-11-23', '2026-11-30'], // a Sunday belongs to the week before it
    ['2027-01-01', '2026-12-28', '2027-01-04'], // across a year
    ['2024-03-01', '2024-02-26', '2024-03-04'], // across 29 February
  ])('signing up on %s starts on %s; next Monday is %s', (today, monday, next) => {
    expect(newJourneyStart(today)).toBe(monday);
    expect(nextMonday(today)).toBe(next);
  });

  it('puts sign-up day in week 1, on the day of its weekday (Monday = day 1)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000 }), (offset) => {
        const today = addDays('1990-01-01', offset);
        const start = newJourneyStart(today);
        const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
        expect(new Date(`${start}T00:00:00Z`).getUTCDay()).toBe(1);
        expect(journeyDay(start, today)).toEqual({ week: 1, day: ((weekday + 6) % 7) + 1 });
        expect(daysBetween(today, nextMonday(today))).toBeGreaterThanOrEqual(1);
        expect(daysBetween(today, nextMonday(today))).toBeLessThanOrEqual(7);
      }),
    );
  });

  it('allows a start from 4 weeks before today to a year after, with slack for time zones', () => {
    expect(startWindow('2026-11-25')).toEqual({ earliest: '2026-10-28', latest: '2027-11-25' });
    expect(startWindow('2026-11-25', 1)).toEqual({ earliest: '2026-10-27', latest: '2027-11-26' });
  });
});
