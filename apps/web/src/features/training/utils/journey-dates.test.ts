import { describe, expect, it } from 'vitest';
import {
  daysUntil,
  formatDayDate,
  formatLongIsoDate,
  formatMediumDate,
  formatShortDate,
  formatWeekRange,
  isDateInWeek,
  journeyCaption,
  journeyStartFromToday,
  journeyStartOf,
  journeyStatus,
  parseIsoDate,
} from './journey-dates.ts';
import { setDeviceLanguage } from '../../../test/device-language.ts';

describe('journey dates', () => {
  it('reads a calendar day as local midnight, whatever the time zone', () => {
    const date = parseIsoDate('2025-08-03');
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours()]).toEqual([
      2025, 7, 3, 0,
    ]);
  });

  it('formats the short, medium, day and long forms without Intl', () => {
    expect(formatShortDate('2025-08-03')).toBe('Aug 3');
    expect(formatShortDate('2025-08-03', 2025)).toBe('Aug 3');
    expect(formatShortDate('2025-08-03', 2026)).toBe('Aug 3, 2025');
    expect(formatMediumDate('2026-11-22')).toBe('Nov 22, 2026');
    expect(formatDayDate('2025-08-03')).toBe('Sun, Aug 3');
    expect(formatLongIsoDate('2026-09-06')).toBe('Sunday, September 6, 2026');
    expect(formatWeekRange('2025-12-28', '2026-01-03')).toBe('Dec 28 – Jan 3');
  });

  it('writes the day first where the device does, as Workouts, Today and the journey cards show it', () => {
    setDeviceLanguage('en-GB');
    expect(formatShortDate('2025-08-03')).toBe('3 Aug');
    expect(formatShortDate('2025-08-03', 2026)).toBe('3 Aug 2025');
    expect(formatMediumDate('2026-11-22')).toBe('22 Nov 2026');
    expect(formatDayDate('2026-11-30')).toBe('Mon 30 Nov');
    expect(formatLongIsoDate('2026-11-30')).toBe('Monday, 30 November 2026');
    expect(formatWeekRange('2026-11-30', '2026-12-06')).toBe('30 Nov – 6 Dec');
  });

  it("finds the journey start from any week's first day", () => {
    expect(journeyStartOf({ week: 1, startDate: '2025-08-03' })).toBe('2025-08-03');
    expect(journeyStartOf({ week: 52, startDate: '2026-07-26' })).toBe('2025-08-03');
  });

  it("finds the journey start from today's answer while it tells", () => {
    const today = { date: '2026-11-25', journeyEnded: false, journeyNotStarted: false };
    expect(journeyStartFromToday({ ...today, week: 1, day: 4, workout: null })).toBe('2026-11-22');
    expect(journeyStartFromToday({ ...today, week: 3, day: 1, workout: null })).toBe('2026-11-11');
    expect(
      journeyStartFromToday({
        ...today,
        week: 1,
        day: 1,
        journeyNotStarted: true,
        workout: { date: '2026-12-06' },
      }),
    ).toBe('2026-12-06');
    expect(
      journeyStartFromToday({ ...today, week: 52, day: 2, journeyEnded: true, workout: null }),
    ).toBeUndefined();
  });

  it('tells ended, not started and active apart', () => {
    expect(journeyStatus({ journeyEnded: true, journeyNotStarted: false })).toBe('ended');
    expect(journeyStatus({ journeyEnded: false, journeyNotStarted: true })).toBe('not-started');
    expect(journeyStatus({ journeyEnded: false, journeyNotStarted: false })).toBe('active');
  });

  it('knows whether a day is inside a week and how many days remain to a start', () => {
    const week = { startDate: '2026-11-22', endDate: '2026-11-28' };
    expect(isDateInWeek('2026-11-22', week)).toBe(true);
    expect(isDateInWeek('2026-11-28', week)).toBe(true);
    expect(isDateInWeek('2026-11-29', week)).toBe(false);
    expect(daysUntil('2026-12-01', '2026-11-22')).toBe(9);
  });

  it("captions the Training Starts tile with the journey's state", () => {
    expect(journeyCaption('active', 5, -28)).toBe('Week 5 of 52');
    expect(journeyCaption('not-started', 1, 1)).toBe('Tomorrow');
    expect(journeyCaption('not-started', 1, 14)).toBe('In 14 days');
    expect(journeyCaption('ended', 52, -476)).toBe('All 52 weeks done');
  });
});
