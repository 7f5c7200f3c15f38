/**
 * Dates in the device's order (decision 097): "Nov 27", "Mon, Aug 4", "Sunday, November 22, 2026"
 * where the device's language names a region that writes the month first, "27 Nov", "Mon 4 Aug",
 * "Sunday, 22 November 2026" elsewhere. English words either way (the app is in English), written
 * out without Intl (decision 043). The web app formats every date through this module; the forms
 * themselves are the pure ones of `domain/dates.ts`, which the server uses month first.
 */
/* eslint-disable no-restricted-imports -- the one module that picks the web app's date order */
import {
  formatCalendarDay as writeCalendarDay,
  formatLongDate as writeLongDate,
  formatMediumDate as writeMedium,
  formatMonthDay as writeMonthDayOf,
  formatShortDate as writeShortDate,
  writeMediumDate,
  writeMonthDay,
  type DateOrder,
} from '@grandfit/shared/domain/dates.ts';
/* eslint-enable no-restricted-imports */
import { languageParts, perDeviceLanguage } from './device-language.ts';

/**
 * Regions whose dates read month before day, so written as in the US. CLDR's English for the
 * region where it has one (en-US, en-CA, en-PH, en-JP...: these write "Nov 27, 2026"; the other
 * 110 English regions, en-GB to en-ZW, write "27 Nov 2026"), else the region's own language where
 * it puts the month first, mostly as year, month, day (zh-CN "2026年11月27日", ko-KR). A test
 * holds the list to Intl for every region. Decision 097 has the list's reasons.
 */
const MONTH_FIRST_REGIONS = new Set([
  // The US and its territories, and the Marshall Islands (CLDR's en-MH).
  'US',
  'AS',
  'GU',
  'MP',
  'PR',
  'UM',
  'VI',
  'MH',
  // Canada, the Philippines, Japan and Burundi: CLDR's English for them writes month first.
  'CA',
  'PH',
  'JP',
  'BI',
  // No English of their own in CLDR; their languages write the month before the day.
  'CN',
  'TW',
  'KR',
  'KP',
  'MN',
  'MM',
  'NP',
  'LK',
  'BT',
  'GL',
  'ET',
  'SO',
]);

/**
 * Languages named without a region ("en", "ja") whose likely region (CLDR's likely subtags) writes
 * the month first: plain "en" is the US, as for the clock.
 */
const MONTH_FIRST_LANGUAGES = new Set([
  'en',
  'chr',
  'haw',
  'lkt',
  'csw',
  'fil',
  'ceb',
  'ja',
  'rn',
  'zh',
  'bo',
  'ii',
  'ug',
  'za',
  'ko',
  'mn',
  'my',
  'shn',
  'ne',
  'si',
  'dz',
  'kl',
  'am',
  'om',
  'ti',
  'so',
]);

/** The order of a date's day and month where the device's language is `language` ("en-GB"). */
export function dateOrderOf(language: string): DateOrder {
  const { language: lang, region } = languageParts(language);
  const monthFirst = region ? MONTH_FIRST_REGIONS.has(region) : MONTH_FIRST_LANGUAGES.has(lang);
  return monthFirst ? 'month-first' : 'day-first';
}

/** The order of the device's dates: "Nov 27" or "27 Nov". */
export const deviceDateOrder = perDeviceLanguage(dateOrderOf);

/** "Sunday, November 22, 2026" or "Sunday, 22 November 2026", in the local time zone. */
export const formatLongDate = (date: Date) => writeLongDate(date, deviceDateOrder());

/** "Mon, Aug 4" or "Mon 4 Aug", in the local time zone. */
export const formatShortDate = (date: Date) => writeShortDate(date, deviceDateOrder());

/** "Tue, Nov 4, 2025" or "Tue, 4 Nov 2025" for the calendar day 2025-11-04. */
export const formatCalendarDay = (day: string) => writeCalendarDay(day, deviceDateOrder());

/** "Nov 27" or "27 Nov", in the local time zone. */
export const formatMonthDay = (date: Date) => writeMonthDayOf(date, deviceDateOrder());

/** "Nov 27, 2026" or "27 Nov 2026", in the local time zone. */
export const formatMediumDate = (date: Date) => writeMedium(date, deviceDateOrder());

/**
 * The calendar day 2025-11-18 (read as written: no time zone can shift it) as "Nov 18" or
 * "18 Nov"; with its year ("Nov 18, 2024", "18 Nov 2024") when that is not `currentYear`.
 * Undefined `currentYear` leaves the year out.
 */
export function formatDay(day: string, currentYear?: number): string {
  const [year, month, date] = dayParts(day);
  return currentYear === undefined || year === currentYear
    ? writeMonthDay(month, date, deviceDateOrder())
    : writeMediumDate(year, month, date, deviceDateOrder());
}

/** The calendar day 2025-11-18 as "Nov 18, 2025" or "18 Nov 2025"; text that is not one as is. */
export function formatMediumDay(day: string): string {
  const [year, month, date] = dayParts(day);
  if (!year || !date || !(month >= 0 && month < 12)) return day;
  return writeMediumDate(year, month, date, deviceDateOrder());
}

/** Year, month (0-based) and day of YYYY-MM-DD. */
function dayParts(day: string): [number, number, number] {
  return [Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))];
}
