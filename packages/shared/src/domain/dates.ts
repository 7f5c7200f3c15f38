const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
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
  return `${WEEKDAYS[date.getDay()]}, ${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
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
