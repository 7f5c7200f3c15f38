/**
 * The cell readers every format shares: numbers (decimal commas included), wall-clock dates,
 * Strong's durations, units and text. Each returns a value or a reason, never throws: a bad cell
 * rejects its row with that reason, and the import goes on.
 */
// eslint-disable-next-line no-restricted-imports -- the server's import reads cells with the limits its schemas apply
import {
  DATE_RANGE,
  REAL_LIMITS,
  hasNoNul,
  isInDateRange,
  isWellFormedText,
} from '../../schemas/safe-input.ts';
import type { LocalDateTime } from '../time-zone.ts';
import type { WeightUnit } from '../units/weight.ts';
import { MONTH_NAMES } from '../dates.ts';
import { formatGrouped } from '../numbers.ts';

export type Read<T> = { ok: true; value: T } | { ok: false; reason: string };

export const ok = <T>(value: T): Read<T> => ({ ok: true, value });
export const fail = (reason: string): Read<never> => ({ ok: false, reason });

/**
 * What a row may hold. Weights: the heaviest loads lifted (a 500 kg deadlift, a 1,000+ lb leg
 * press sled) stay far below 1,500 kg; anything above is a typo or a crafted file. Reps: the
 * issue's bound. A set lasts at most a day; a distance at most 1,000 km (an ultra).
 */
export const IMPORT_LIMITS = {
  weightKg: 1500,
  reps: 1000,
  setSeconds: 86_400,
  workoutSeconds: 7 * 86_400,
  distanceMeters: 1_000_000,
  rpe: { min: 1, max: 10 },
  nameLength: 200,
  notesLength: 5000,
} as const;

/**
 * The longest date, time or duration cell read: real ones are under 30 characters. Checked before
 * any pattern runs, so a crafted 16 KB cell costs nothing (and no pattern can backtrack on it).
 */
const SHORT_CELL = 40;

// Plain decimals only: digits with one optional '.' or ',' decimal mark and an exponent. No
// thousands separators (none of the three apps writes them), no hex, no 'Infinity'.
const DECIMAL = /^[+-]?(?:\d+(?:[.,]\d*)?|[.,]\d+)(?:[eE][+-]?\d+)?$/;

/**
 * A number cell: empty is null; "62,5" (a European decimal comma, in a semicolon file or quoted
 * in a comma file) is 62.5. Magnitudes too small for PostgreSQL real (1e-320, a subnormal) are 0:
 * no measurement is that small, and the database could not keep it (safe-input.ts). Non-finite
 * values are refused; huge finite ones are left to each column's limit, which names the unit.
 */
export function readNumber(raw: string | undefined, label: string): Read<number | null> {
  const text = (raw ?? '').trim();
  if (text === '') return ok(null);
  if (text.length > SHORT_CELL || !DECIMAL.test(text)) {
    return fail(`${label} "${clip(text)}" is not a number`);
  }
  const value = Number(text.replace(',', '.'));
  if (!Number.isFinite(value)) return fail(`${label} "${clip(text)}" is not a finite number`);
  if (Math.abs(value) < REAL_LIMITS.minMagnitude) return ok(0);
  return ok(value);
}

/** C0 controls (but tab), DEL, and U+FFFD (what a decoder makes of a binary file's bytes). */
export const isControl = (code: number) =>
  (code < 32 && code !== 9) || code === 127 || code === 0xfffd;

/** A cell quoted back in a reason, cut so a 100 k character cell does not flood the report. */
export function clip(text: string, max = 40): string {
  let safe = '';
  let count = 0;
  // By code point, so a cut never splits a pair; a lone surrogate or a control shows as '?'.
  for (const char of text) {
    if (count === max) return `${safe}...`;
    const code = char.codePointAt(0) ?? 0;
    safe += isControl(code) || (code >= 0xd800 && code <= 0xdfff) ? '?' : char;
    count += 1;
  }
  return safe;
}

/** A count (reps, an index): a whole number from 0 to `max`; "8.0" is 8. */
export function readCount(
  raw: string | undefined,
  label: string,
  max: number,
): Read<number | null> {
  const read = readNumber(raw, label);
  if (!read.ok || read.value === null) return read;
  const value = read.value;
  if (value < 0) return fail(`${label} cannot be negative (${value})`);
  if (!Number.isInteger(value)) return fail(`${label} must be a whole number (${value})`);
  if (value > max) return fail(`${label} over ${formatGrouped(max)} (${value})`);
  return ok(value);
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

const MIN_YEAR = Number(DATE_RANGE.min.slice(0, 4));
const MAX_YEAR = Number(DATE_RANGE.max.slice(0, 4));

/** A reading that exists on the calendar and the clock, within the app's years (1900-2200). */
export function checkLocalDateTime(
  clock: LocalDateTime,
  label: string,
  raw: string,
): Read<LocalDateTime> {
  const { year, month, day, hour, minute, second } = clock;
  if (year < MIN_YEAR || year > MAX_YEAR) {
    return fail(`${label} "${clip(raw)}" must be from ${MIN_YEAR} to ${MAX_YEAR}`);
  }
  const monthDays = month === 2 && isLeap(year) ? 29 : DAYS_IN_MONTH[month - 1];
  if (monthDays === undefined || day < 1 || day > monthDays) {
    return fail(`${label} "${clip(raw)}" is not a calendar date`);
  }
  if (hour > 23 || minute > 59 || second > 59)
    return fail(`${label} "${clip(raw)}" is not a time of day`);
  return ok(clock);
}

const STRONG_DATE = /^(\d{4})-(\d{1,2})-(\d{1,2})[ T](\d{1,2}):(\d{2})(?::(\d{2}))?$/;

/** Strong's "2023-01-15 08:30:00" (seconds optional; a 'T' tolerated): a wall clock. */
export function readIsoLocal(raw: string | undefined, label: string): Read<LocalDateTime> {
  const text = (raw ?? '').trim();
  const match = text.length > SHORT_CELL ? null : STRONG_DATE.exec(text);
  if (!match) return fail(`${label} "${clip(text)}" is not a date and time (YYYY-MM-DD HH:MM:SS)`);
  const [, year, month, day, hour, minute, second] = match;
  return checkLocalDateTime(
    {
      year: Number(year),
      month: Number(month),
      day: Number(day),
      hour: Number(hour),
      minute: Number(minute),
      second: Number(second ?? 0),
    },
    label,
    text,
  );
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

function monthNumber(name: string): number {
  const key = name.toLowerCase();
  // "Sep", "Sept", "September": the first three letters name it, the rest must spell it out.
  const index = MONTHS.indexOf(key.slice(0, 3));
  if (index < 0) return 0;
  const full = MONTH_NAMES[index]!.toLowerCase();
  return key === 'sept' || full.startsWith(key) ? index + 1 : 0;
}

// Hevy writes its times in the phone's language settings: "12 Sep 2024, 21:46" (day first) or
// "May 15, 2026, 7:26 PM" (US English, month first, 12-hour clock).
const MERIDIEM = String.raw`(?:\s?([AaPp])\.?[Mm]\.?)?`;
const HEVY_DAY_FIRST = new RegExp(
  String.raw`^(\d{1,2}) ([A-Za-z]{3,9})\.? (\d{4}),? (\d{1,2}):(\d{2})(?::(\d{2}))?` +
    MERIDIEM +
    '$',
);
const HEVY_MONTH_FIRST = new RegExp(
  String.raw`^([A-Za-z]{3,9})\.? (\d{1,2}),? (\d{4}),? (\d{1,2}):(\d{2})(?::(\d{2}))?` +
    MERIDIEM +
    '$',
);

/** 12 AM is 0, 12 PM is 12; null for an hour a 12-hour clock does not show. */
function hour24(hour: number, meridiem: string | undefined): number | null {
  if (!meridiem) return hour;
  if (hour < 1 || hour > 12) return null;
  return (hour % 12) + (meridiem.toLowerCase() === 'p' ? 12 : 0);
}

/** Hevy's start_time / end_time (a wall clock): see the two patterns above; ISO also read. */
export function readHevyTime(raw: string | undefined, label: string): Read<LocalDateTime> {
  const trimmed = (raw ?? '').trim();
  if (trimmed.length > SHORT_CELL * 2) {
    return fail(`${label} "${clip(trimmed)}" is not a date and time (like "15 Jan 2023, 08:30")`);
  }
  const text = trimmed.replace(/\s+/g, ' ');
  let year: number;
  let month: number;
  let day: number;
  let hour: number | null;
  let minute: number;
  let second: number;
  let dayFirst: RegExpExecArray | null;
  let monthFirst: RegExpExecArray | null;
  if ((dayFirst = HEVY_DAY_FIRST.exec(text))) {
    day = Number(dayFirst[1]);
    month = monthNumber(dayFirst[2] ?? '');
    year = Number(dayFirst[3]);
    hour = hour24(Number(dayFirst[4]), dayFirst[7]);
    minute = Number(dayFirst[5]);
    second = Number(dayFirst[6] ?? 0);
  } else if ((monthFirst = HEVY_MONTH_FIRST.exec(text))) {
    month = monthNumber(monthFirst[1] ?? '');
    day = Number(monthFirst[2]);
    year = Number(monthFirst[3]);
    hour = hour24(Number(monthFirst[4]), monthFirst[7]);
    minute = Number(monthFirst[5]);
    second = Number(monthFirst[6] ?? 0);
  } else {
    const iso = readIsoLocal(text, label);
    if (iso.ok) return iso;
    return fail(`${label} "${clip(text)}" is not a date and time (like "15 Jan 2023, 08:30")`);
  }
  if (hour === null) return fail(`${label} "${clip(text)}" is not a time of day`);
  if (month === 0) return fail(`${label} "${clip(text)}" has no month name we know`);
  return checkLocalDateTime({ year, month, day, hour, minute, second }, label, text);
}

const ISO_INSTANT =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})$/;

/** An ISO 8601 instant with its offset (Liftosaur's `toISOString()`), within 1900-2200. */
export function readInstant(raw: string | undefined, label: string): Read<number> {
  const text = (raw ?? '').trim();
  const match = text.length > SHORT_CELL ? null : ISO_INSTANT.exec(text);
  if (!match) return fail(`${label} "${clip(text)}" is not an ISO 8601 date and time`);
  const [, year, month, day, hour, minute, second] = match;
  const checked = checkLocalDateTime(
    {
      year: Number(year),
      month: Number(month),
      day: Number(day),
      hour: Number(hour),
      minute: Number(minute),
      second: Number(second ?? 0),
    },
    label,
    text,
  );
  if (!checked.ok) return checked;
  const time = Date.parse(text);
  if (!Number.isFinite(time) || !isInDateRange(time)) {
    return fail(`${label} "${clip(text)}" must be from ${MIN_YEAR} to ${MAX_YEAR}`);
  }
  return ok(time);
}

const DURATION_PARTS = /^(?:(\d{1,3})\s*h)?\s*(?:(\d{1,5})\s*m(?:in)?)?\s*(?:(\d{1,7})\s*s)?$/i;
const CLOCK_DURATION = /^(\d{1,3}):(\d{2})(?::(\d{2}))?$/;

/**
 * A workout's length as Strong writes it: "1h 5m", "45m", "30s", "2h" (and "1h 5m 30s", what the
 * exporter writes), a clock "1:05:00", or plain seconds ("Duration (sec)"). Empty is null.
 */
export function readDuration(raw: string | undefined, label: string): Read<number | null> {
  const text = (raw ?? '').trim();
  if (text === '') return ok(null);
  if (text.length > SHORT_CELL)
    return fail(`${label} "${clip(text)}" is not a duration (like "1h 5m")`);
  let seconds: number | null = null;
  if (/^\d{1,9}$/.test(text)) seconds = Number(text);
  const clock = CLOCK_DURATION.exec(text);
  if (clock) {
    const [, first, second, third] = clock;
    seconds =
      third === undefined
        ? Number(first) * 60 + Number(second)
        : Number(first) * 3600 + Number(second) * 60 + Number(third);
  }
  const parts = seconds === null && /[hms]/i.test(text) ? DURATION_PARTS.exec(text) : null;
  if (parts) {
    seconds = Number(parts[1] ?? 0) * 3600 + Number(parts[2] ?? 0) * 60 + Number(parts[3] ?? 0);
  }
  if (seconds === null) return fail(`${label} "${clip(text)}" is not a duration (like "1h 5m")`);
  if (seconds > IMPORT_LIMITS.workoutSeconds)
    return fail(`${label} "${clip(text)}" is longer than a week`);
  return ok(seconds);
}

/** "kg", "lbs", "lb", "pounds", "kilograms": the file's weight unit. */
export function readWeightUnit(raw: string | undefined): WeightUnit | null | 'unknown' {
  const text = (raw ?? '').trim().toLowerCase().replace(/\.$/, '');
  if (text === '') return null;
  if (['kg', 'kgs', 'kilogram', 'kilograms'].includes(text)) return 'kg';
  if (['lb', 'lbs', 'pound', 'pounds'].includes(text)) return 'lb';
  return 'unknown';
}

/** Meters in one of each distance unit: the international yard (1959), exact. */
export const METERS_PER = {
  m: 1,
  km: 1000,
  mi: 1609.344,
  ft: 0.3048,
  yd: 0.9144,
} as const;
export type DistanceUnit = keyof typeof METERS_PER;

// A Map, not an object literal: "constructor" or "__proto__" in a unit cell must find nothing.
const DISTANCE_UNITS = new Map<string, DistanceUnit>([
  ...(['m', 'meter', 'meters', 'metre', 'metres'] as const).map((name) => [name, 'm'] as const),
  ...(['km', 'kilometer', 'kilometers', 'kilometre', 'kilometres'] as const).map(
    (name) => [name, 'km'] as const,
  ),
  ...(['mi', 'mile', 'miles'] as const).map((name) => [name, 'mi'] as const),
  ...(['ft', 'feet', 'foot'] as const).map((name) => [name, 'ft'] as const),
  ...(['yd', 'yds', 'yard', 'yards'] as const).map((name) => [name, 'yd'] as const),
]);

export function readDistanceUnit(raw: string | undefined): DistanceUnit | null | 'unknown' {
  const text = (raw ?? '').trim().toLowerCase().replace(/\.$/, '');
  if (text === '') return null;
  return DISTANCE_UNITS.get(text) ?? 'unknown';
}

/**
 * Meters, to the micrometre: the factors are exact decimals (1 mile is 1609.344 m, 1 yard 0.9144
 * m), so rounding there removes only float noise: 3 mi is 4828.032, not 4828.031999999999.
 */
export const toMeters = (value: number, unit: DistanceUnit) =>
  Math.round(value * METERS_PER[unit] * 1e6) / 1e6;

// A leading quote the exporter adds so a spreadsheet does not run the cell as a formula.
const FORMULA_GUARD = /^'(?=[=+\-@\t\r])/;

/**
 * Text from the file: trimmed, with the exporter's formula guard removed, refused when it holds a
 * NUL or a lone surrogate (PostgreSQL text cannot keep the first; the second is no character).
 */
export function readText(raw: string | undefined, label: string, max: number): Read<string | null> {
  const text = (raw ?? '').trim().replace(FORMULA_GUARD, '');
  if (text === '') return ok(null);
  if (!hasNoNul(text)) return fail(`${label} contains a NUL character`);
  if (!isWellFormedText(text)) return fail(`${label} contains broken characters`);
  if (text.length > max) return fail(`${label} is longer than ${formatGrouped(max)} characters`);
  return ok(text);
}

/**
 * Notes as Strong and Hevy escape them: a literal "\n" is a line break. Trimmed, then cut at
 * `max`: a workout's at the import's notes limit, a set's at SET_NOTE_MAX (what History keeps).
 */
export function readNotes(
  raw: string | undefined,
  label: string,
  max: number = IMPORT_LIMITS.notesLength,
): Read<string | null> {
  const text = (raw ?? '').replace(/\\n/g, '\n').trim();
  let end = Math.min(text.length, max);
  // Never between the two halves of an emoji: that would leave a lone surrogate.
  const last = text.charCodeAt(end - 1);
  if (end < text.length && last >= 0xd800 && last <= 0xdbff) end -= 1;
  const cut = text.slice(0, end);
  return readText(cut, label, max);
}
