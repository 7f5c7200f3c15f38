import { enqueue, hasPendingFor, type OutboxEntry, type OutboxWrite } from './outbox.ts';
import { ApiError } from '../api-client.ts';
import { sendWrite } from './outbox-http.ts';

export type WriteResult<T> = { status: 'sent'; data: T } | { status: 'queued'; entry: OutboxEntry };

// Writes from this tab go one after another, so a slow first write cannot be overtaken by a
// second one that fails fast and reaches the queue first.
let tail: Promise<unknown> = Promise.resolve();

/**
 * One call for a screen that must keep going without a connection: sends the write now when it
 * can, otherwise keeps it in the outbox and resolves as 'queued'. It is queued when offline, on
 * a network failure or timeout, on 408/429/5xx, and whenever earlier writes of the same user still
 * wait (sending it directly would overtake them). A 401 or another 4xx rejects with an ApiError,
 * as apiRequest does: the user is there to see it, so it does not go to the rejected list.
 *
 * The body must carry the client-generated id the server upserts on: a write that reached the
 * server just before its connection dropped will be sent again.
 */
export function sendOrQueue<T = unknown>(write: OutboxWrite): Promise<WriteResult<T>> {
  const result = tail.then(() => attempt<T>(write));
  tail = result.catch(() => undefined);
  return result;
}

async function attempt<T>(write: OutboxWrite): Promise<WriteResult<T>> {
  if (isOffline() || (await queueIsBusy(write.userId))) return queue(write);

  const outcome = await sendWrite(write);
  switch (outcome.kind) {
    case 'sent':
      return { status: 'sent', data: (await readBody(outcome.response)) as T };
    case 'retry':
      return queue(write, outcome.error);
    case 'unauthorized':
    case 'rejected':
      throw ApiError.fromText(outcome.status, '', outcome.text);
  }
}

async function queue<T>(write: OutboxWrite, sendError?: string): Promise<WriteResult<T>> {
  try {
    return { status: 'queued', entry: await enqueue(write) };
  } catch (error) {
    // No IndexedDB (storage blocked or full): the write is lost unless the screen says so.
    throw new Error(sendError ?? 'Could not keep the change for later', { cause: error });
  }
}

async function queueIsBusy(userId: string | undefined): Promise<boolean> {
  try {
    return await hasPendingFor(userId);
  } catch {
    // Without IndexedDB nothing can be queued ahead of this write.
    return false;
  }
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}
