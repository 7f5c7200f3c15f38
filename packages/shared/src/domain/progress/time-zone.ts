/**
 * The user's time zone for the Progress figures (docs/progress.md "Days, months and time zones"):
 * a completion time becomes the calendar day the user lived it on.
 */
export const DEFAULT_TIME_ZONE = 'UTC';

/**
 * An IANA zone name ("Europe/Paris", "America/Argentina/Buenos_Aires", "Etc/GMT+5", "UTC").
 * Offsets such as "+02:00" are refused: PostgreSQL reads them with the POSIX sign (east negative),
 * the opposite of ISO 8601, so the same string would mean two different zones.
 */
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/;

/** A zone name both spelled as IANA names are and known to this runtime's Intl. */
export function isTimeZone(value: string): boolean {
  if (value.length > 64 || !ZONE_NAME.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The calendar day (YYYY-MM-DD) of an instant (ms) in a time zone. One formatter per zone, kept:
 * creating it is the slow part, and the figures place every completed session on a day.
 */
export function dayInTimeZone(time: number, timeZone: string): string {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // en-CA formats as YYYY-MM-DD; parts keep it independent of the locale's punctuation anyway.
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  const parts = formatter.formatToParts(time);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((item) => item.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The calendar day (YYYY-MM-DD) of an instant in a time zone. */
export function dateInTimeZone(instant: Date, timeZone: string): string {
  return dayInTimeZone(instant.getTime(), timeZone);
}
