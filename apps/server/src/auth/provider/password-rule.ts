import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;
/**
 * zxcvbn's score 3 ("safely unguessable", about 10^8 guesses or more): with scrypt at N=2^15 that
 * is years of offline guessing per account, while score 4 refuses many passphrases people
 * remember (decision 028).
 */
export const PASSWORD_MIN_SCORE = 3;

// Built once: loading the dictionaries is the slow part, a check takes a few milliseconds.
let factory: ZxcvbnFactory | undefined;
function zxcvbn(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    translations: en.translations,
    graphs: common.adjacencyGraphs,
    dictionary: { ...common.dictionary, ...en.dictionary },
  });
  return factory;
}

export type PasswordVerdict = { ok: true } | { ok: false; reason: string };

/**
 * The one rule for a new password (sign-up, reset), enforced by the server and shown at the field.
 * `userInputs` (the e-mail, the name) count as known words, so "samcarter2026" is weak for Sam.
 */
export function checkNewPassword(password: string, userInputs: string[] = []): PasswordVerdict {
  if (password.length < PASSWORD_MIN_LENGTH) {
    return { ok: false, reason: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.` };
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    return { ok: false, reason: 'Password is too long.' };
  }
  const inputs = userInputs.flatMap((input) => input.toLowerCase().split(/[^\p{L}\p{N}]+/u));
  const result = zxcvbn().check(
    password,
    inputs.filter((word) => word.length >= 3),
  );
  if (result.score >= PASSWORD_MIN_SCORE) return { ok: true };
  const why = result.feedback.warning ?? 'This password is easy to guess.';
  const suggestion = result.feedback.suggestions[0] ?? 'Add more words that are less common.';
  return { ok: false, reason: `${why} ${suggestion}` };
}
