/**
 * Guards for values that zod's basic checks let through but the database or the product cannot
 * take (issue 16, "Bad input and safety"): a NUL character (PostgreSQL text refuses it, which
 * would surface as a 500), an instant in year 0000 or far in the future (timestamptz refuses year
 * 0; a meal eaten in 2999 is a typo), and a subnormal number such as 1e-320 (no measurement).
 */
import { z } from 'zod';

export const NO_NUL_MESSAGE = 'Text must not contain NUL characters';

export const hasNoNul = (value: string) => !value.includes('\u0000');

/** The earliest instant a logged meal, symptom or health day may carry. */
export const EARLIEST_LOGGED = '1900-01-01T00:00:00Z';
/** A client clock may run a little ahead; beyond a day it is a typo. */
export const MAX_FUTURE_MS = 86_400_000;

/**
 * An ISO timestamp with an offset, from 1900 up to one day after `now()` (checked when parsed).
 * Back-dating is what corrections are for; the far past and the future are typos.
 */
export function loggedInstantSchema(label: string) {
  return z.iso
    .datetime({ offset: true, message: `${label} must be a date and time (ISO 8601)` })
    .refine((value) => Date.parse(value) >= Date.parse(EARLIEST_LOGGED), {
      message: `${label} must be in 1900 or later`,
    })
    .refine((value) => Date.parse(value) <= Date.now() + MAX_FUTURE_MS, {
      message: `${label} cannot be in the future`,
    });
}

/** A number that is 0 or at least `min` in size: 1e-320 is no measurement. */
export const notSubnormal = (min: number) => (value: number | null | undefined) =>
  value === null || value === undefined || value === 0 || Math.abs(value) >= min;
