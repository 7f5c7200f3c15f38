import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  formatCalendarDay,
  formatLongDate,
  formatMediumDate,
  formatMonthDay,
  formatShortDate,
  formatTimeOfDay,
} from './dates.ts';

const intlLongDate = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});

describe('formatLongDate', () => {
  it('writes the long US English date', () => {
    expect(formatLongDate(new Date(2026, 10, 22, 9, 30))).toBe('Sunday, November 22, 2026');
    expect(formatLongDate(new Date(2025, 7, 3))).toBe('Sunday, August 3, 2025');
  });

  it('matches Intl.DateTimeFormat for any date from 1970 to 2200', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(1970, 0, 1), max: new Date(2200, 0, 1), noInvalidDate: true }),
        (date) => {
          expect(formatLongDate(date)).toBe(intlLongDate.format(date));
        },
      ),
    );
  });
});

const anyDate = fc.date({
  min: new Date(1970, 0, 1),
  max: new Date(2200, 0, 1),
  noInvalidDate: true,
});
// ICU puts a narrow no-break space before AM/PM; the written form has a plain one.
const spaced = (text: string) => text.replace(/\u202f/g, ' ');

describe('the short date and time of day', () => {
  it('write what Intl writes in US English, on either clock', () => {
    const shortDate = new Intl.DateTimeFormat('en-US', {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
    });
    const monthDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
    const medium = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
    });
    const twelve = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
    const twentyFour = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });
    fc.assert(
      fc.property(anyDate, (date) => {
        expect(formatShortDate(date)).toBe(shortDate.format(date));
        expect(formatMonthDay(date)).toBe(monthDay.format(date));
        expect(formatMediumDate(date)).toBe(medium.format(date));
        expect(formatTimeOfDay(date, true)).toBe(spaced(twelve.format(date)));
        expect(formatTimeOfDay(date, false)).toBe(twentyFour.format(date));
      }),
    );
    expect(formatTimeOfDay(new Date(2026, 10, 27, 0, 5), true)).toBe('12:05 AM');
    expect(formatTimeOfDay(new Date(2026, 10, 27, 12, 0), true)).toBe('12:00 PM');
    expect(formatTimeOfDay(new Date(2026, 10, 27, 7, 42), false)).toBe('07:42');
  });

  it('writes a calendar day month first, as en-US does', () => {
    const american = new Intl.DateTimeFormat('en-US', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    fc.assert(
      fc.property(anyDate, (date) => {
        const day = date.toISOString().slice(0, 10);
        const intl = american.format(new Date(`${day}T00:00:00Z`));
        expect(formatCalendarDay(day)).toBe(intl);
      }),
    );
    expect(formatCalendarDay('not a day')).toBe('not a day');
  });
});

describe('addDays', () => {
  it('moves across months, years and leap days', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2026-11-22', 0)).toBe('2026-11-22');
  });
});
