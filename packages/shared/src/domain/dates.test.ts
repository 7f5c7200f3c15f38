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
  writeMediumDate,
  writeMonthDay,
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

// en-GB's newer ICU writes September "Sept"; the app keeps three letters (decision 043).
const threeLetters = (text: string) => text.replace(/\bSept\b/g, 'Sep');
/** The same words in the same order: without commas, and en-AU's "June" and "July" cut to three. */
const words = (text: string) =>
  text.replace(/,/g, '').replace(/\b(June|July)\b/g, (m) => m.slice(0, 3));

/** Each form's Intl options, as the month-first tests above build them. */
const FORMS = {
  long: { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
  short: { weekday: 'short', month: 'short', day: 'numeric' },
  monthDay: { month: 'short', day: 'numeric' },
  medium: { month: 'short', day: 'numeric', year: 'numeric' },
  calendarDay: {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

/** Every day-first form of `date`, and Intl's for `locale`. */
function dayFirstForms(date: Date, locale: string) {
  const intl = (form: keyof typeof FORMS, value = date) =>
    threeLetters(new Intl.DateTimeFormat(locale, FORMS[form]).format(value));
  const day = date.toISOString().slice(0, 10);
  const utcMidnight = new Date(`${day}T00:00:00Z`);
  return [
    [formatLongDate(date, 'day-first'), intl('long')],
    [formatShortDate(date, 'day-first'), intl('short')],
    [formatMonthDay(date, 'day-first'), intl('monthDay')],
    [formatMediumDate(date, 'day-first'), intl('medium')],
    [formatCalendarDay(day, 'day-first'), intl('calendarDay', utcMidnight)],
  ] as const;
}

describe('the day-first forms', () => {
  it('write the day before the month, in English', () => {
    const date = new Date(2026, 11, 3, 9, 30);
    expect(formatLongDate(date, 'day-first')).toBe('Thursday, 3 December 2026');
    expect(formatShortDate(new Date(2026, 10, 30), 'day-first')).toBe('Mon 30 Nov');
    expect(formatMonthDay(new Date(2026, 10, 30), 'day-first')).toBe('30 Nov');
    expect(formatMediumDate(date, 'day-first')).toBe('3 Dec 2026');
    expect(formatCalendarDay('2025-11-04', 'day-first')).toBe('Tue, 4 Nov 2025');
    expect(formatCalendarDay('2026-09-08', 'day-first')).toBe('Tue, 8 Sep 2026');
    expect(formatCalendarDay('not a day', 'day-first')).toBe('not a day');
    expect(writeMonthDay(10, 30, 'day-first')).toBe('30 Nov');
    expect(writeMediumDate(2027, 2, 3, 'day-first')).toBe('3 Mar 2027');
  });

  it("match Intl's en-GB for any date from 1970 to 2200", () => {
    fc.assert(
      fc.property(anyDate, (date) => {
        for (const [written, intl] of dayFirstForms(date, 'en-GB')) expect(written).toBe(intl);
      }),
    );
  });

  it('put the words in the order of the other day-first Englishes, whose commas differ', () => {
    // en-AU and en-IE write "Thursday 3 December 2026" and "Thu, 3 Dec" (en-AU "1 June"); English
    // in Germany (as the rest of Europe, India, Singapore) "Thu, 3 Dec": the same words in the
    // same order. (en-ZA writes "01 Jan", with a zero.)
    fc.assert(
      fc.property(anyDate, (date) => {
        for (const locale of ['en-AU', 'en-IE', 'en-DE', 'en-IN', 'en-NZ', 'en-SG']) {
          for (const [written, intl] of dayFirstForms(date, locale)) {
            expect(words(written), locale).toBe(words(intl));
          }
        }
      }),
      { numRuns: 30 },
    );
  });
});

describe('the month-first forms', () => {
  it('are the default, and what Intl writes for the other month-first Englishes', () => {
    const date = new Date(2026, 10, 22);
    expect(formatLongDate(date, 'month-first')).toBe(formatLongDate(date));
    expect(writeMonthDay(10, 27, 'month-first')).toBe('Nov 27');
    expect(writeMediumDate(2026, 10, 27, 'month-first')).toBe('Nov 27, 2026');
    fc.assert(
      fc.property(anyDate, (date) => {
        const day = date.toISOString().slice(0, 10);
        for (const locale of ['en-CA', 'en-PH', 'en-JP']) {
          const intl = (form: keyof typeof FORMS, value = date) =>
            threeLetters(new Intl.DateTimeFormat(locale, FORMS[form]).format(value));
          expect(formatLongDate(date, 'month-first'), locale).toBe(intl('long'));
          expect(formatShortDate(date, 'month-first'), locale).toBe(intl('short'));
          expect(formatMonthDay(date, 'month-first'), locale).toBe(intl('monthDay'));
          expect(formatMediumDate(date, 'month-first'), locale).toBe(intl('medium'));
          expect(formatCalendarDay(day, 'month-first'), locale).toBe(
            intl('calendarDay', new Date(`${day}T00:00:00Z`)),
          );
        }
      }),
      { numRuns: 30 },
    );
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
