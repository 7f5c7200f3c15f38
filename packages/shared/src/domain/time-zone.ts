/* eslint-disable no-restricted-syntax -- a zone's offsets come from Intl's tz data; the web app asks Temporal first (lib/time-zone.ts) */
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

/** A wall-clock reading to the second: what a file without an offset says ("2023-01-15 08:30:00"). */
export interface LocalDateTime {
  year: number;
  /** 1-12. */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const secondFormatters = new Map<string, Intl.DateTimeFormat>();

// Seconds included: zones kept offsets with seconds into the 20th century (Amsterdam +00:19:32
// until 1937), and an export must write back the second it read.
function secondFormatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = secondFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      era: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    secondFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall clock in `zone` at the instant `time` (ms), to the second (milliseconds dropped). */
export function localDateTime(time: number, zone: UserZone): LocalDateTime {
  if (typeof zone !== 'string') {
    const shifted = new Date(Math.floor(time / 1000) * 1000 + zone.utcOffsetMinutes * 60_000);
    return {
      year: shifted.getUTCFullYear(),
      month: shifted.getUTCMonth() + 1,
      day: shifted.getUTCDate(),
      hour: shifted.getUTCHours(),
      minute: shifted.getUTCMinutes(),
      second: shifted.getUTCSeconds(),
    };
  }
  const clock: LocalDateTime = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  let bc = false;
  for (const part of secondFormatterFor(zone).formatToParts(time)) {
    if (part.type === 'era') bc = part.value.startsWith('B');
    else if (part.type === 'year') clock.year = Number(part.value);
    else if (part.type === 'month') clock.month = Number(part.value);
    else if (part.type === 'day') clock.day = Number(part.value);
    else if (part.type === 'hour') clock.hour = Number(part.value) % 24;
    else if (part.type === 'minute') clock.minute = Number(part.value);
    else if (part.type === 'second') clock.second = Number(part.value);
  }
  if (bc) clock.year = 1 - clock.year;
  return clock;
}

/** "2023-01-15 08:30:00": the wall clock as Strong writes it. */
export function formatLocalDateTime(clock: LocalDateTime): string {
  return (
    `${pad(clock.year, 4)}-${pad(clock.month)}-${pad(clock.day)} ` +
    `${pad(clock.hour)}:${pad(clock.minute)}:${pad(clock.second)}`
  );
}

function wallAsUtc(clock: LocalDateTime): number {
  const date = new Date(0);
  date.setUTCFullYear(clock.year, clock.month - 1, clock.day);
  date.setUTCHours(clock.hour, clock.minute, clock.second, 0);
  return date.getTime();
}

/** The zone's offset (ms east of UTC) at the instant `time`. */
function offsetAt(time: number, zone: string): number {
  const whole = Math.floor(time / 1000) * 1000;
  return wallAsUtc(localDateTime(whole, zone)) - whole;
}

/**
 * The instant a wall-clock reading in `zone` names. Daylight saving makes two cases, resolved as
 * Temporal's 'compatible' disambiguation (and Strong, Hevy and the browsers' Date) do: a reading
 * in the hour skipped in spring is moved forward by the gap (02:30 on a 02:00 -> 03:00 night is
 * 03:30), and a reading in the hour repeated in autumn is its first occurrence.
 */
export function instantOfLocalDateTime(clock: LocalDateTime, zone: UserZone): number {
  const wall = wallAsUtc(clock);
  if (typeof zone !== 'string') return wall - zone.utcOffsetMinutes * 60_000;
  // The offsets in force around the reading: a day either side covers any transition there.
  const before = offsetAt(wall - 86_400_000, zone);
  const after = offsetAt(wall + 86_400_000, zone);
  const candidates = new Set([before, offsetAt(wall, zone), after]);
  let earliest: number | null = null;
  for (const offset of candidates) {
    const time = wall - offset;
    if (offsetAt(time, zone) === offset && (earliest === null || time < earliest)) earliest = time;
  }
  // No offset shows this reading: it is in a spring-forward gap; the offset before it moves it on.
  return earliest ?? wall - before;
}
