/**
 * The user's calendar: the one rule that turns an instant into the day (and clock time) the user
 * lived it on, used by every figure that counts days or weeks: Progress, Method, Analytics, the
 * notifications and the Apple Health sleep nights (docs/decisions/035-local-days-acwr-and-sleep.md).
 * Before it, Analytics used UTC days, Method a fixed offset and Progress the IANA zone, so a
 * Saturday evening in Los Angeles (already Sunday in UTC) was journey week 13 on one screen and
 * week 12 on the others.
 */

/** Until the user's device has reported its zone. */
export const DEFAULT_TIME_ZONE = 'UTC';

/** Largest UTC offset in use (UTC+14, Kiribati) and smallest (UTC-12), in minutes, with a margin. */
export const MAX_UTC_OFFSET_MINUTES = 840;

/**
 * Where the user is: an IANA zone name ("America/Los_Angeles", daylight saving included), or, for
 * a client that sends only its offset (Method's `utcOffset`), a fixed offset in minutes east of
 * UTC (-Date#getTimezoneOffset()). A fixed offset is today's, so an instant within an hour of
 * midnight across a daylight-saving change may land on the neighbouring day; a zone name never does.
 */
export type UserZone = string | { utcOffsetMinutes: number };

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

export interface LocalClock {
  /** YYYY-MM-DD on the user's calendar. */
  date: string;
  /** Minutes since the user's local midnight (0-1439). */
  minutes: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

// One formatter per zone, kept: creating it is the slow part, and Progress places every completed
// session on a day.
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** The wall clock in `zone` at the instant `time` (ms). */
export function localClock(time: number, zone: UserZone): LocalClock {
  if (typeof zone !== 'string') {
    const shifted = new Date(time + zone.utcOffsetMinutes * 60_000);
    return {
      date: shifted.toISOString().slice(0, 10),
      minutes: shifted.getUTCHours() * 60 + shifted.getUTCMinutes(),
    };
  }
  let year = '';
  let month = '';
  let day = '';
  let hour = 0;
  let minute = 0;
  for (const part of formatterFor(zone).formatToParts(time)) {
    if (part.type === 'year') year = part.value;
    else if (part.type === 'month') month = part.value;
    else if (part.type === 'day') day = part.value;
    else if (part.type === 'hour') hour = Number(part.value) % 24;
    else if (part.type === 'minute') minute = Number(part.value);
  }
  // Years before 1000 come back unpadded; the app keeps 1900-2200 but the rule should not care.
  return { date: `${pad(Number(year), 4)}-${month}-${day}`, minutes: hour * 60 + minute };
}

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar day (YYYY-MM-DD) the user lived the instant `time` (ms) on, in `zone`. */
export function localDay(time: number, zone: UserZone): string {
  if (typeof zone !== 'string') return localClock(time, zone).date;
  // A day-only formatter: a quarter faster than the clock's, and Progress dates every session.
  let formatter = dayFormatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormatters.set(zone, formatter);
  }
  let year = '';
  let month = '';
  let day = '';
  for (const part of formatter.formatToParts(time)) {
    if (part.type === 'year') year = part.value;
    else if (part.type === 'month') month = part.value;
    else if (part.type === 'day') day = part.value;
  }
  return `${pad(Number(year), 4)}-${month}-${day}`;
}

/** The instant (ms) the user's day `date` (YYYY-MM-DD) begins in `zone`: local midnight. */
export function startOfLocalDay(date: string, zone: UserZone): number {
  const utcMidnight = Date.parse(`${date}T00:00:00Z`);
  if (typeof zone !== 'string') return utcMidnight - zone.utcOffsetMinutes * 60_000;
  // The zone's offset at a guess, applied twice so a guess on the far side of a DST change settles.
  let guess = utcMidnight;
  for (let i = 0; i < 2; i += 1) {
    const clock = localClock(guess, zone);
    const shownAsUtc = Date.parse(`${clock.date}T00:00:00Z`) + clock.minutes * 60_000;
    guess = utcMidnight - (shownAsUtc - guess);
  }
  return guess;
}
