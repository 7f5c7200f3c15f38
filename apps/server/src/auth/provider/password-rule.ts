import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;
/**
 * zxcvbn's score 3 ("safely unguessable", about 10^8 guesses or more), each guess at Argon2id's
 * memory-hard cost (passwords.ts, docs/decisions/042-argon2id-password-hashes.md), while score 4
 * refuses many passphrases people remember (decision 028).
 */
export const PASSWORD_MIN_SCORE = 3;
/**
 * zxcvbn's matching grows faster than the length: a crafted 200-character password took seconds.
 * Only the start is scored, which can only make a long password look weaker than it is.
 */
const SCORED_LENGTH = 64;

/**
 * zxcvbn runs in a thread of its own: building its dictionaries takes a second or more and one
 * check tens of milliseconds, which on the event loop would hold up every request of the process
 * (a sign-up reached Today in seconds under load: docs/benchmarks.md, "Sign-up and sign-in").
 * The packages are given to the thread by path, so the same code runs from the sources and from
 * the bundle in dist/.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { ZxcvbnFactory } = require(workerData.core);
const common = require(workerData.common);
const en = require(workerData.en);
const factory = new ZxcvbnFactory({
  translations: en.translations,
  graphs: common.adjacencyGraphs,
  dictionary: { ...common.dictionary, ...en.dictionary },
  maxLength: workerData.maxLength,
});
parentPort.on('message', ({ id, password, userInputs }) => {
  try {
    const { score, feedback } = factory.check(password, userInputs);
    parentPort.postMessage({
      id,
      score,
      warning: feedback.warning,
      suggestion: feedback.suggestions[0] ?? null,
    });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error) });
  }
});
`;

interface Scored {
  score: number;
  warning: string | null;
  suggestion: string | null;
}

type Pending = { resolve: (scored: Scored) => void; reject: (error: Error) => void };

let worker: Worker | undefined;
const pending = new Map<number, Pending>();
let nextId = 0;

function failAll(error: Error) {
  for (const waiting of pending.values()) waiting.reject(error);
  pending.clear();
}

function strengthWorker(): Worker {
  if (worker) return worker;
  const require = createRequire(import.meta.url);
  const started = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: {
      core: require.resolve('@zxcvbn-ts/core'),
      common: require.resolve('@zxcvbn-ts/language-common'),
      en: require.resolve('@zxcvbn-ts/language-en'),
      maxLength: SCORED_LENGTH,
    },
  });
  // An idle thread must not keep a process (a test, the CLI) alive; a waiting check does.
  started.unref();
  started.on('message', (message: Scored & { id: number; error?: string }) => {
    const waiting = pending.get(message.id);
    if (!waiting) return;
    pending.delete(message.id);
    if (pending.size === 0) started.unref();
    if (message.error) waiting.reject(new Error(`password check failed: ${message.error}`));
    else waiting.resolve(message);
  });
  // A crashed thread is replaced at the next check.
  started.on('error', (error) => {
    if (worker === started) worker = undefined;
    failAll(error);
  });
  started.on('exit', (code) => {
    if (worker === started) worker = undefined;
    failAll(new Error(`password check thread exited (${code})`));
  });
  worker = started;
  return started;
}

/** Starts the checking thread, so that the first sign-up does not wait for the dictionaries. */
export function preparePasswordRule(): void {
  strengthWorker();
}

function score(password: string, userInputs: string[]): Promise<Scored> {
  const thread = strengthWorker();
  const id = nextId++;
  return new Promise<Scored>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    thread.ref();
    thread.postMessage({ id, password, userInputs });
  });
}

export type PasswordVerdict = { ok: true } | { ok: false; reason: string };

/**
 * The one rule for a new password (sign-up, reset), enforced by the server and shown at the field.
 * `userInputs` (the e-mail, the name) count as known words, so "samcarter2026" is weak for Sam.
 */
export async function checkNewPassword(
  password: string,
  userInputs: string[] = [],
): Promise<PasswordVerdict> {
  if (password.length < PASSWORD_MIN_LENGTH) {
    return { ok: false, reason: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.` };
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    return { ok: false, reason: 'Password is too long.' };
  }
  const inputs = userInputs.flatMap((input) => input.toLowerCase().split(/[^\p{L}\p{N}]+/u));
  const result = await score(
    password,
    inputs.filter((word) => word.length >= 3),
  );
  if (result.score >= PASSWORD_MIN_SCORE) return { ok: true };
  const why = result.warning ?? 'This password is easy to guess.';
  const suggestion = result.suggestion ?? 'Add more words that are less common.';
  return { ok: false, reason: `${why} ${suggestion}` };
}
