const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
/** January to December. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * Which comes first in a written date: the month ("Nov 27", "Sunday, November 22, 2026": the US,
 * its territories, Canada, the Philippines) or the day ("27 Nov", "Sunday, 22 November 2026": the
 * UK, Ireland, Australia, India, Europe). The web app takes it from the device's language
 * (`lib/dates.ts`, decision 097); without one, as on the server, a date is written month first.
 */
export type DateOrder = 'month-first' | 'day-first';

/**
 * "Sunday, November 22, 2026" (or "Sunday, 22 November 2026" day first) in the local time zone:
 * what Intl.DateTimeFormat('en-US' or 'en-GB', { weekday: 'long', month: 'long', day, year })
 * gives. Written out because the first Intl.DateTimeFormat a page creates costs 25-40 ms of main
 * thread (ICU data loading, measured in Chromium 156), which showed up as blocking time on the
 * first screen after sign-in (decision 043).
 */
export function formatLongDate(date: Date, order: DateOrder = 'month-first'): string {
  const weekday = WEEKDAYS[date.getDay()];
  const month = MONTH_NAMES[date.getMonth()];
  return order === 'day-first'
    ? `${weekday}, ${date.getDate()} ${month} ${date.getFullYear()}`
    : `${weekday}, ${month} ${date.getDate()}, ${date.getFullYear()}`;
}

const SHORT_WEEKDAYS = WEEKDAYS.map((day) => day.slice(0, 3));
/** Jan to Dec (three letters everywhere: "Sep", where en-GB's newer ICU writes "Sept"). */
export const SHORT_MONTH_NAMES = MONTH_NAMES.map((month) => month.slice(0, 3));

/** "Nov 27" or "27 Nov" for month 10 (0-based, as Date's) day 27. */
export function writeMonthDay(monthIndex: number, day: number, order: DateOrder): string {
  const month = SHORT_MONTH_NAMES[monthIndex];
  return order === 'day-first' ? `${day} ${month}` : `${month} ${day}`;
}

/** "Nov 27, 2026" or "27 Nov 2026" for 2026, month 10 (0-based, as Date's), day 27. */
export function writeMediumDate(
  year: number,
  monthIndex: number,
  day: number,
  order: DateOrder,
): string {
  const monthDay = writeMonthDay(monthIndex, day, order);
  return order === 'day-first' ? `${monthDay} ${year}` : `${monthDay}, ${year}`;
}

/**
 * "Mon, Aug 4" (or "Mon 4 Aug" day first) in the local time zone: Intl's en-US or en-GB weekday
 * short, month short, day.
 */
export function formatShortDate(date: Date, order: DateOrder = 'month-first'): string {
  const weekday = SHORT_WEEKDAYS[date.getDay()];
  const monthDay = writeMonthDay(date.getMonth(), date.getDate(), order);
  return order === 'day-first' ? `${weekday} ${monthDay}` : `${weekday}, ${monthDay}`;
}

/**
 * "Tue, Nov 4, 2025" (or "Tue, 4 Nov 2025" day first) for the calendar day 2025-11-04: Intl's
 * en-US or en-GB weekday short, day, month short, year. History's date, and Today's notices'.
 */
export function formatCalendarDay(day: string, order: DateOrder = 'month-first'): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  const medium = writeMediumDate(
    date.getUTCFullYear(),
    date.getUTCMonth(),
    date.getUTCDate(),
    order,
  );
  return `${SHORT_WEEKDAYS[date.getUTCDay()]}, ${medium}`;
}

/** "Nov 27" (or "27 Nov") in the local time zone (Intl's en-US or en-GB month short, day). */
export function formatMonthDay(date: Date, order: DateOrder = 'month-first'): string {
  return writeMonthDay(date.getMonth(), date.getDate(), order);
}

/**
 * "Nov 27, 2026" (or "27 Nov 2026") in the local time zone (Intl's en-US or en-GB month short,
 * day, year).
 */
export function formatMediumDate(date: Date, order: DateOrder = 'month-first'): string {
  return writeMediumDate(date.getFullYear(), date.getMonth(), date.getDate(), order);
}

/** "7:42 PM" on a 12-hour clock, "19:42" on a 24-hour one, in the local time zone. */
export function formatTimeOfDay(date: Date, twelveHour: boolean): string {
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, '0');
  if (!twelveHour) return `${String(hours).padStart(2, '0')}:${minutes}`;
  return `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** The calendar day `days` after `date` (both YYYY-MM-DD; negative goes back). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The Monday of the Monday-to-Sunday week holding `date` (YYYY-MM-DD; ISO 8601 weeks). */
export function mondayOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}
