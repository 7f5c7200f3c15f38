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
 * "Sunday, November 22, 2026" in the local time zone: what Intl.DateTimeFormat('en-US', { weekday,
 * month: 'long', day, year }) gives. Written out because the first Intl.DateTimeFormat a page
 * creates costs 25-40 ms of main thread (ICU data loading, measured in Chromium 156), which
 * showed up as blocking time on the first screen after sign-in.
 */
export function formatLongDate(date: Date): string {
  return `${WEEKDAYS[date.getDay()]}, ${MONTH_NAMES[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

const SHORT_WEEKDAYS = WEEKDAYS.map((day) => day.slice(0, 3));
/** Jan to Dec. */
export const SHORT_MONTH_NAMES = MONTH_NAMES.map((month) => month.slice(0, 3));

/** "Mon, Aug 4" in the local time zone (Intl's en-US weekday short, month short, day). */
export function formatShortDate(date: Date): string {
  return `${SHORT_WEEKDAYS[date.getDay()]}, ${SHORT_MONTH_NAMES[date.getMonth()]} ${date.getDate()}`;
}

/**
 * "Tue, Nov 4, 2025" for the calendar day 2025-11-04 (Intl's en-US): month before day, as Today's
 * "Tuesday, November 4, 2025" and every "Nov 4" of the app (History wrote "Tue, 4 Nov 2025").
 */
export function formatCalendarDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return `${SHORT_WEEKDAYS[date.getUTCDay()]}, ${SHORT_MONTH_NAMES[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** "Nov 27" in the local time zone (Intl's en-US month short, day). */
export function formatMonthDay(date: Date): string {
  return `${SHORT_MONTH_NAMES[date.getMonth()]} ${date.getDate()}`;
}

/** "Nov 27, 2026" in the local time zone (Intl's en-US month short, day, year). */
export function formatMediumDate(date: Date): string {
  return `${SHORT_MONTH_NAMES[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
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
