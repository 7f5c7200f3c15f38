import fc from 'fast-check';
import { toLocalIsoDate } from '@grandfit/shared/domain/journey.ts';
import { describe, expect, it } from 'vitest';
import {
  dateOrderOf,
  deviceDateOrder,
  formatCalendarDay,
  formatDay,
  formatLongDate,
  formatMediumDate,
  formatMediumDay,
  formatMonthDay,
  formatShortDate,
} from './dates.ts';
import { formatClockTime } from './clock.ts';
import { setDeviceLanguage } from '../test/device-language.ts';

const NOV_27 = new Date(2026, 10, 27);

/** Whether Intl writes the month before the day for `locale`, with the year and without. */
function intlMonthFirst(locale: string): boolean | 'mixed' {
  const first = (options: Intl.DateTimeFormatOptions) => {
    const types = new Intl.DateTimeFormat(locale, options).formatToParts(NOV_27).map((p) => p.type);
    return types.indexOf('month') < types.indexOf('day');
  };
  const withoutYear = first({ month: 'short', day: 'numeric' });
  const withYear = first({ month: 'short', day: 'numeric', year: 'numeric' });
  return withoutYear === withYear ? withoutYear : 'mixed';
}

/** ICU has this locale's own data (it does not fall back to its parent or to "en"). */
const hasOwnData = (locale: string) =>
  new Intl.DateTimeFormat(locale).resolvedOptions().locale === locale;

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const regionNames = new Intl.DisplayNames('en', { type: 'region', fallback: 'none' });
/** Every region code CLDR names and has not replaced (not BU, DD, UK...). */
const REGIONS = [...LETTERS]
  .flatMap((a) => [...LETTERS].map((b) => a + b))
  .filter((region) => {
    try {
      if (!regionNames.of(region)) return false;
    } catch {
      return false;
    }
    return Intl.getCanonicalLocales(`und-${region}`)[0] === `und-${region}`;
  });

describe('dateOrderOf', () => {
  it('writes the month first in the US and where its English does, the day first elsewhere', () => {
    for (const language of ['en-US', 'en', 'es-US', 'en-CA', 'fr-CA', 'en-PH', 'ja', 'zh-CN']) {
      expect(dateOrderOf(language), language).toBe('month-first');
    }
    for (const language of ['en-GB', 'en-IE', 'en-AU', 'en-NZ', 'en-IN', 'de', 'de-DE', 'fr']) {
      expect(dateOrderOf(language), language).toBe('day-first');
    }
    expect(dateOrderOf('zh-Hant-TW')).toBe('month-first');
    expect(dateOrderOf('zh-Hant-HK')).toBe('day-first');
    expect(dateOrderOf('es-419')).toBe('day-first');
    expect(dateOrderOf('en-001')).toBe('day-first');
    expect(dateOrderOf('en_GB')).toBe('day-first');
    expect(dateOrderOf('EN-us')).toBe('month-first');
    expect(dateOrderOf('')).toBe('day-first');
  });

  it("agrees with Intl for every region: its English where CLDR has one, else its own language's", () => {
    let checked = 0;
    for (const region of REGIONS) {
      let locale = `en-${region}`;
      if (!hasOwnData(locale)) {
        // No English of its own (en-KR is plain "en"): the region's language, when ICU has it.
        const { language } = new Intl.Locale(`und-${region}`).maximize();
        locale = `${language}-${region}`;
        if (language === 'en' || !hasOwnData(locale)) continue;
      }
      const intl = intlMonthFirst(locale);
      if (intl === 'mixed') continue; // ha-NE: "Nov 27" but "27 Nov 2026"
      expect(dateOrderOf(`en-${region}`), locale).toBe(intl ? 'month-first' : 'day-first');
      checked += 1;
    }
    expect(checked).toBeGreaterThan(230);
  });

  it("reads a language without a region as its likely region's (CLDR's likely subtags)", () => {
    const languages = [...LETTERS.toLowerCase()].flatMap((a) =>
      [...LETTERS.toLowerCase()].flatMap((b) => [
        a + b,
        ...[...LETTERS.toLowerCase()].map((c) => a + b + c),
      ]),
    );
    let checked = 0;
    for (const language of languages) {
      if (Intl.DateTimeFormat.supportedLocalesOf([language]).length === 0) continue;
      if (!hasOwnData(language)) continue;
      const { region } = new Intl.Locale(language).maximize();
      if (!region) continue;
      expect(dateOrderOf(language), language).toBe(dateOrderOf(`${language}-${region}`));
      checked += 1;
    }
    expect(checked).toBeGreaterThan(100);
  });
});

/** en-GB's newer ICU writes "Sept"; the app keeps three letters (decision 043). */
const threeLetters = (text: string) => text.replace(/\bSept\b/g, 'Sep');
const anyDate = fc.date({
  min: new Date(1970, 0, 1),
  max: new Date(2200, 0, 1),
  noInvalidDate: true,
});

describe("the device's dates", () => {
  it("are month first under the tests' en-US, as every component test expects", () => {
    expect(navigator.language).toBe('en-US');
    expect(deviceDateOrder()).toBe('month-first');
    expect(formatLongDate(new Date(2026, 11, 3))).toBe('Thursday, December 3, 2026');
    expect(formatShortDate(new Date(2026, 10, 30))).toBe('Mon, Nov 30');
    expect(formatDay('2026-11-30')).toBe('Nov 30');
    expect(formatDay('2025-11-30', 2026)).toBe('Nov 30, 2025');
    expect(formatMediumDay('2027-03-03')).toBe('Mar 3, 2027');
    expect(formatCalendarDay('2026-12-03')).toBe('Thu, Dec 3, 2026');
  });

  it('follow a British device, and change with its language', () => {
    setDeviceLanguage('en-GB');
    expect(formatLongDate(new Date(2026, 11, 3))).toBe('Thursday, 3 December 2026');
    expect(formatShortDate(new Date(2026, 10, 30))).toBe('Mon 30 Nov');
    expect(formatMonthDay(new Date(2026, 10, 30))).toBe('30 Nov');
    expect(formatMediumDate(new Date(2026, 11, 3))).toBe('3 Dec 2026');
    expect(formatDay('2026-11-30')).toBe('30 Nov');
    expect(formatDay('2026-11-30', 2026)).toBe('30 Nov');
    expect(formatDay('2025-11-30', 2026)).toBe('30 Nov 2025');
    expect(formatMediumDay('2027-03-03')).toBe('3 Mar 2027');
    expect(formatMediumDay('not a day')).toBe('not a day');
    expect(formatCalendarDay('2026-12-03')).toBe('Thu, 3 Dec 2026');
    expect(formatClockTime(new Date(2026, 11, 3, 19, 31))).toBe('19:31');
    setDeviceLanguage('en-US');
    expect(formatDay('2026-11-30')).toBe('Nov 30');
    expect(formatClockTime(new Date(2026, 11, 3, 19, 31))).toBe('7:31 PM');
  });

  it("write a calendar day as Intl's en-GB does, for a British device", () => {
    setDeviceLanguage('en-GB');
    const monthDay = new Intl.DateTimeFormat('en-GB', { month: 'short', day: 'numeric' });
    const medium = new Intl.DateTimeFormat('en-GB', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
    });
    fc.assert(
      fc.property(anyDate, (date) => {
        const day = toLocalIsoDate(date);
        expect(formatDay(day)).toBe(threeLetters(monthDay.format(date)));
        expect(formatDay(day, date.getFullYear())).toBe(threeLetters(monthDay.format(date)));
        expect(formatDay(day, date.getFullYear() + 1)).toBe(threeLetters(medium.format(date)));
        expect(formatMediumDay(day)).toBe(threeLetters(medium.format(date)));
      }),
    );
  });
});
