/**
 * The primitives every request schema builds on
 * (docs/decisions/025-training-log-history-records-corrections.md,
 * docs/decisions/030-input-primitives-and-logged-errors.md): values that zod's basic checks let
 * through but PostgreSQL or the product cannot take, so they answer 400 here instead of 500 from
 * the database.
 * - Text: PostgreSQL text and jsonb refuse a NUL character; a lone UTF-16 surrogate is no
 *   character at all (it would be stored as U+FFFD, silently changing what the user typed).
 * - Dates and instants: PostgreSQL has no year 0, and a day past 9999 cannot be written as
 *   YYYY-MM-DD; the product needs 1900 (a birth date, an old health record) to 2200 (a journey
 *   planned ahead, a milestone at 120). The Apple Health parser keeps the same years.
 * - Numbers: PostgreSQL real holds about 1.2e-38 to 3.4e38; 1e-320 (a subnormal double) is out of
 *   its range, and no measurement either.
 */
import { z } from 'zod';
import { DATE_RANGE, DATE_RANGE_MESSAGE } from '../domain/date-range.ts';

export const NO_NUL_MESSAGE = 'Text must not contain NUL characters';
export const LONE_SURROGATE_MESSAGE = 'Text must not contain broken characters (lone surrogates)';

export const hasNoNul = (value: string) => !value.includes('\u0000');

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const isWellFormedText = (value: string) => !LONE_SURROGATE.test(value);

/** A schema-wide message for a value of the wrong type only: each check keeps its own. */
const onlyType = (message: string) => (issue: { code: string }) =>
  issue.code === 'invalid_type' ? message : undefined;

export interface TextOptions {
  /** Most characters allowed (after trimming, unless `trim` is false). */
  max: number;
  /** Fewest characters required (after trimming); 0 by default. */
  min?: number;
  /** Trim surrounding white space first (default); false keeps a password or a file as sent. */
  trim?: boolean;
  /** The messages to show instead of the default "<label> is required" / "... at most N ...". */
  minMessage?: string;
  maxMessage?: string;
}

/**
 * Text from a person or a client: trimmed, within its length, with no NUL and no lone surrogate.
 * The one text primitive of every request schema; format checks (a regex) may be chained on.
 */
export function textSchema(label: string, options: TextOptions) {
  const { max, min = 0, trim = true } = options;
  const base = z.string({ error: onlyType(`${label} must be text`) });
  const trimmed = trim ? base.trim() : base;
  const bounded =
    min > 0 ? trimmed.min(min, options.minMessage ?? `${label} is required`) : trimmed;
  return bounded
    .max(max, options.maxMessage ?? `${label} must be at most ${max} characters`)
    .refine(hasNoNul, NO_NUL_MESSAGE)
    .refine(isWellFormedText, LONE_SURROGATE_MESSAGE);
}

/** The years a date or an instant may fall in (see the header). */
export { DATE_RANGE, DATE_RANGE_MESSAGE };
const EARLIEST_MS = Date.parse(`${DATE_RANGE.min}T00:00:00Z`);
const LATEST_MS = Date.parse(`${DATE_RANGE.max}T23:59:59.999Z`);

/**
 * A calendar day as YYYY-MM-DD that exists (2026-02-30 does not), from 1900 to 2200. The one date
 * primitive of every schema. A field with a narrower window inside those years (a birth date)
 * passes it as `within`, so the message names the field's own rule.
 */
export function calendarDateSchema(
  label?: string,
  within?: { test: (day: string) => boolean; message: string },
) {
  const inRange = (day: string) => day >= DATE_RANGE.min && day <= DATE_RANGE.max;
  return z.iso
    .date({ message: label ? `${label} must be a date as YYYY-MM-DD` : 'Use a date as YYYY-MM-DD' })
    .refine((day) => inRange(day) && (within?.test(day) ?? true), {
      message: within?.message ?? `${label ?? 'The date'} ${DATE_RANGE_MESSAGE}`,
    });
}

/** Whether an instant (ms since the epoch) is inside DATE_RANGE. */
export const isInDateRange = (ms: number) => ms >= EARLIEST_MS && ms <= LATEST_MS;

/** An ISO 8601 date and time with its offset, from 1900 to 2200 (in UTC). */
export function instantSchema(label: string) {
  return z.iso
    .datetime({ offset: true, message: `${label} must be a date and time (ISO 8601)` })
    .refine((value) => isInDateRange(Date.parse(value)), {
      message: `${label} ${DATE_RANGE_MESSAGE}`,
    });
}

/** The earliest instant a logged meal, symptom or health day may carry. */
export const EARLIEST_LOGGED = `${DATE_RANGE.min}T00:00:00Z`;
/** A client clock may run a little ahead; beyond a day it is a typo. */
export const MAX_FUTURE_MS = 86_400_000;

/**
 * An instant from 1900 up to one day after `now()` (checked when parsed): back-dating is what
 * corrections are for; the future is a typo.
 */
export function loggedInstantSchema(label: string) {
  return instantSchema(label).refine((value) => Date.parse(value) <= Date.now() + MAX_FUTURE_MS, {
    message: `${label} cannot be in the future`,
  });
}

/** PostgreSQL real's range: the smallest normal magnitude (rounded up) and the largest. */
export const REAL_LIMITS = { minMagnitude: 1e-37, maxMagnitude: 3.4e38 } as const;

/** Whether a number can be stored as a PostgreSQL real: 0, or a finite normal magnitude. */
export const fitsReal = (value: number) =>
  value === 0 ||
  (Number.isFinite(value) &&
    Math.abs(value) >= REAL_LIMITS.minMagnitude &&
    Math.abs(value) <= REAL_LIMITS.maxMagnitude);

/**
 * A finite number PostgreSQL real can hold (no NaN, no infinity, no subnormal such as 1e-320).
 * The one number primitive of every schema; chain `.int()`, `.min()` and `.max()` on it.
 */
export function numberSchema(label: string) {
  return z
    .number({ error: onlyType(`${label} must be a number`) })
    .refine(fitsReal, { message: `${label} is too small or too large to store` });
}

/** A number that is 0 or at least `min` in size: 1e-320 is no measurement. */
export const notSubnormal = (min: number) => (value: number | null | undefined) =>
  value === null || value === undefined || value === 0 || Math.abs(value) >= min;
