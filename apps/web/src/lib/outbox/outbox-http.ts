import { ApiError } from '../api-client.ts';
import type { OutboxWrite } from './outbox-db.ts';

/**
 * A request that hangs (one bar of signal in a basement gym) would hold the replay, and with it
 * every later write, forever. Giving up is safe: the server upserts on the write's client id, so
 * a request that did arrive is harmless to send again.
 */
export const REQUEST_TIMEOUT_MS = 15_000;

export type SendOutcome =
  | { kind: 'sent'; response: Response }
  /** No answer, or one that says "try later" (408, 429, 5xx). */
  | { kind: 'retry'; status?: number; error: string }
  /** The session is gone; nothing can be sent until the user signs in again. */
  | { kind: 'unauthorized'; status: 401; error: string; text: string }
  /** The server refused this write for good (any other 4xx). */
  | { kind: 'rejected'; status: number; error: string; text: string };

/**
 * Sends one write with the same rules as lib/api-client.ts apiRequest (cookies, a JSON body and
 * its content type only when there is a payload: the server's CSRF check wants the JSON type).
 * It does not call apiRequest because the outbox needs the response's outcome, not an exception.
 */
export async function sendWrite(
  write: Pick<OutboxWrite, 'method' | 'url' | 'body'>,
): Promise<SendOutcome> {
  const init: RequestInit = { method: write.method, credentials: 'include' };
  if (write.body !== undefined) {
    init.headers = { 'Content-Type': 'application/json' };
    init.body = JSON.stringify(write.body);
  }
  let response: Response;
  try {
    response = await fetchWithTimeout(write.url, init);
  } catch (error) {
    return { kind: 'retry', error: describeNetworkError(error) };
  }
  if (response.ok) return { kind: 'sent', response };

  // A delete answered 404 has reached its goal: the row is gone (an earlier attempt whose answer
  // was lost, or another device). Deletes answer 404 for an absent id (owner-only routes), so a
  // replayed delete must not land in the rejected list.
  if (write.method === 'DELETE' && response.status === 404) {
    return { kind: 'sent', response: new Response(null, { status: 204 }) };
  }
  const text = (await response.text().catch(() => '')) || response.statusText;
  const answer = ApiError.fromText(response.status, response.statusText, text);
  // Shown in the outbox's list: the status, then the server's words when it gave some.
  const error = answer.hasMessage ? `${response.status}: ${answer.message}` : answer.message;
  if (response.status === 401) return { kind: 'unauthorized', status: 401, error, text };
  if (isRetryableStatus(response.status)) return { kind: 'retry', status: response.status, error };
  return { kind: 'rejected', status: response.status, error, text };
}

/** 408/429/5xx say "later". A non-2xx below 400 (an unfollowed redirect) is no verdict either. */
export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 429 || status >= 500 || status < 400;
}

export async function fetchWithTimeout(url: string, init: RequestInit = {}): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new TimeoutError()), REQUEST_TIMEOUT_MS);
  try {
    return await fetch(url, { ...init, signal: controller.signal });
  } finally {
    clearTimeout(timer);
  }
}

class TimeoutError extends Error {
  constructor() {
    super(`timed out after ${REQUEST_TIMEOUT_MS / 1000} s`);
    this.name = 'TimeoutError';
  }
}

function describeNetworkError(error: unknown): string {
  const detail = error instanceof Error ? error.message : String(error);
  return `Network error (${detail})`;
}
