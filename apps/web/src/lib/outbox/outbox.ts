import { AUTH_USER_URL } from '../auth-user.ts';
import { ApiError } from '../api-client.ts';
import { newClientId } from './client-id.ts';
import {
  addEntry,
  closeOutboxDb,
  deleteEntry,
  deleteRejected,
  nextEntry,
  readAll,
  recordFailure,
  rejectEntry,
  type OutboxEntry,
  type OutboxWrite,
  type RejectedEntry,
} from './outbox-db.ts';
import { fetchWithTimeout, sendWrite } from './outbox-http.ts';

export type { OutboxEntry, OutboxMethod, OutboxWrite, RejectedEntry } from './outbox-db.ts';

/*
 * The outbox keeps API writes made without a connection in IndexedDB and replays them, oldest
 * first, until the server acknowledges each one. "Exactly once" rests on the server: every write
 * the outbox may repeat carries a client-generated id the server upserts on
 * (docs/product.md#idempotency), so the outbox only has to deliver at least once, in order, and
 * never skip one.
 */

const LOCK_NAME = 'grandfit-outbox';
const CHANNEL_NAME = 'grandfit-outbox';
const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 30_000;

export interface OutboxState {
  /** False until the first read from IndexedDB has answered. */
  ready: boolean;
  /** Every queued write on this device, oldest first, whoever made it. */
  pending: readonly OutboxEntry[];
  rejected: readonly RejectedEntry[];
  /** This tab is replaying (or waiting for another tab's replay to finish first). */
  flushing: boolean;
  /** Why the last replay stopped; cleared once the queue drains. */
  lastError?: string;
  /** The session is gone (401): the queue waits until the user signs in again. */
  needsSignIn: boolean;
}

/** How a flush ended. 'retry' means a retry is scheduled with backoff. */
export type FlushResult = 'done' | 'offline' | 'retry' | 'signed-out';

export interface OutboxOptions {
  /**
   * Who is signed in right now, or null when nobody is. Asked once per replay, and only when
   * something waits, so a queue is never sent under another user's session (another tab may
   * have signed in as someone else). Defaults to GET /api/auth/user.
   */
  resolveUserId?: () => Promise<string | null>;
}

type ChannelMessage = { type: 'changed' } | { type: 'delivered'; entry: OutboxEntry };

let state: OutboxState = {
  ready: false,
  pending: [],
  rejected: [],
  flushing: false,
  needsSignIn: false,
};
const stateListeners = new Set<(state: OutboxState) => void>();
const deliveredListeners = new Set<(entry: OutboxEntry) => void>();
let resolveUserId: () => Promise<string | null> = fetchCurrentUserId;
let channel: BroadcastChannel | undefined;
let started = false;
let running: Promise<FlushResult> | undefined;
let rerun = false;
let failures = 0;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let refreshToken = 0;

/** Stores the write first (a crash right after loses nothing), then tries to send it. */
export async function enqueue(write: OutboxWrite): Promise<OutboxEntry> {
  const entry = await addEntry({
    id: newClientId(),
    method: write.method,
    url: write.url,
    // The JSON round trip fails early on what cannot be sent (cycles, BigInt) and stores exactly
    // what JSON.stringify will put on the wire (a Date becomes its ISO string now, not later).
    body:
      write.body === undefined ? undefined : (JSON.parse(JSON.stringify(write.body)) as unknown),
    userId: write.userId,
    label: write.label,
    createdAt: new Date().toISOString(),
    attempts: 0,
  });
  changed();
  void flush();
  return entry;
}

/**
 * Replays the queue. Single flight: a call while a replay runs joins it (and makes it look once
 * more for entries added meanwhile); across tabs a Web Lock makes the other tabs wait their turn.
 */
export function flush(): Promise<FlushResult> {
  if (running) {
    rerun = true;
    return running;
  }
  running = runFlush();
  return running;
}

async function runFlush(): Promise<FlushResult> {
  clearRetryTimer();
  setState({ flushing: true });
  let result: FlushResult;
  try {
    do {
      rerun = false;
      result = await withCrossTabLock(replay);
    } while (rerun && result === 'done');
  } catch (error) {
    // IndexedDB itself failed (quota, storage cleared mid-way): try again later like a network error.
    setState({ lastError: describe(error) });
    result = 'retry';
  }
  // No await between the loop's last check and this line, so a flush() call from here on starts
  // a new run instead of joining one that has already decided to stop.
  running = undefined;
  if (result === 'retry') scheduleRetry();
  if (result === 'done') {
    failures = 0;
    setState({ flushing: false, lastError: undefined, needsSignIn: false });
  } else {
    setState({ flushing: false });
  }
  return result;
}

async function replay(): Promise<FlushResult> {
  if (isOffline()) return 'offline';
  // Nothing waits: no need to ask the server who is signed in.
  if (!(await nextEntry(0, () => true))) return 'done';

  let userId: string | null;
  try {
    userId = await resolveUserId();
  } catch (error) {
    setState({ lastError: describe(error) });
    return 'retry';
  }
  if (userId === null) {
    setState({ needsSignIn: true, lastError: '401: Sign in again to send the waiting changes' });
    return 'signed-out';
  }

  let afterSeq = 0;
  for (;;) {
    // Read fresh each time: writes queued meanwhile (here or in another tab) go out in this run.
    const entry = await nextEntry(afterSeq, (candidate) => belongsTo(candidate, userId));
    if (!entry) return 'done';
    afterSeq = entry.seq;

    const outcome = await sendWrite(entry);
    switch (outcome.kind) {
      case 'sent':
        // Deleted only now: a crash before this line means one harmless repeat, never a loss.
        await deleteEntry(entry.seq);
        failures = 0;
        changed();
        emitDelivered(entry, true);
        break;
      case 'rejected':
        await rejectEntry(entry, outcome.status, outcome.error);
        changed();
        break;
      case 'unauthorized':
        await recordFailure(entry.seq, outcome.error);
        setState({ needsSignIn: true, lastError: outcome.error });
        changed();
        return 'signed-out';
      case 'retry':
        await recordFailure(entry.seq, outcome.error);
        setState({ lastError: outcome.error });
        changed();
        return 'retry';
    }
  }
}

function withCrossTabLock<T>(task: () => Promise<T>): Promise<T> {
  // navigator.locks is missing in insecure contexts (plain http on a LAN) and old browsers; the
  // in-tab single flight still holds there, and a second tab's repeat is harmless (upserts).
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return task();
  return locks.request(LOCK_NAME, task) as Promise<T>;
}

/** 1 s, 2 s, 4 s, ... capped at 30 s; `failures` counts consecutive failed replays from 1. */
export function retryDelayMs(failures: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(failures - 1, 0), MAX_RETRY_MS);
}

function scheduleRetry() {
  clearRetryTimer();
  failures += 1;
  retryTimer = setTimeout(() => {
    retryTimer = undefined;
    void flush();
  }, retryDelayMs(failures));
}

function clearRetryTimer() {
  if (retryTimer !== undefined) clearTimeout(retryTimer);
  retryTimer = undefined;
}

/**
 * Called once from the app's boot (idempotent, so StrictMode's double effects are fine): replays
 * what an earlier visit left, and again whenever the connection returns or the tab comes back.
 */
export function startOutbox(options: OutboxOptions = {}): void {
  if (options.resolveUserId) resolveUserId = options.resolveUserId;
  if (!started) {
    started = true;
    window.addEventListener('online', onOnline);
    document.addEventListener('visibilitychange', onVisibilityChange);
    openChannel();
  }
  void flush();
}

/** Undoes startOutbox and lets go of IndexedDB and the channel (tests, hot reload). */
export async function stopOutbox(): Promise<void> {
  if (started) {
    window.removeEventListener('online', onOnline);
    document.removeEventListener('visibilitychange', onVisibilityChange);
    started = false;
  }
  clearRetryTimer();
  channel?.close();
  channel = undefined;
  // A replay still running reopens the database for its next step; its writes are safe either way.
  await closeOutboxDb();
}

function onOnline() {
  // A new connection owes nothing to the old one's failures: start the backoff again.
  failures = 0;
  void flush();
}

function onVisibilityChange() {
  if (document.visibilityState === 'visible') void flush();
}

/** Listens to state changes made here or in other tabs. Returns the unsubscribe function. */
export function subscribe(listener: (state: OutboxState) => void): () => void {
  stateListeners.add(listener);
  openChannel();
  // Nobody listened before, so no change was read meanwhile: read the stores now.
  if (stateListeners.size === 1) void refresh();
  return () => {
    stateListeners.delete(listener);
  };
}

export function getState(): OutboxState {
  return state;
}

/** What the UI shows: one user's share of the queue. */
export interface OutboxSummary {
  pending: number;
  rejected: RejectedEntry[];
  flushing: boolean;
  lastError?: string;
  needsSignIn: boolean;
}

export function summarize(current: OutboxState, userId?: string): OutboxSummary {
  return {
    pending: current.pending.filter((entry) => belongsTo(entry, userId)).length,
    rejected: current.rejected.filter((entry) => belongsTo(entry, userId)),
    flushing: current.flushing,
    lastError: current.lastError,
    needsSignIn: current.needsSignIn,
  };
}

/**
 * Runs after the server acknowledged a queued write, in every tab (the others hear it over the
 * BroadcastChannel), e.g. to invalidate the queries that write changes.
 */
export function onDelivered(listener: (entry: OutboxEntry) => void): () => void {
  deliveredListeners.add(listener);
  openChannel();
  return () => {
    deliveredListeners.delete(listener);
  };
}

/** The queued writes under a URL prefix, oldest first, for a screen to merge into what it shows. */
export async function pendingFor(urlPrefix: string, userId?: string): Promise<OutboxEntry[]> {
  const { pending } = await readAll();
  return selectPending(pending, urlPrefix, userId);
}

export function selectPending(
  pending: readonly OutboxEntry[],
  urlPrefix: string,
  userId?: string,
): OutboxEntry[] {
  return pending.filter((entry) => entry.url.startsWith(urlPrefix) && belongsTo(entry, userId));
}

/** Forgets rejected writes once the user has seen them: all of them, one user's, or some. */
export async function clearRejected(
  filter: { userId?: string; seqs?: readonly number[] } = {},
): Promise<void> {
  const seqs = filter.seqs ? new Set(filter.seqs) : undefined;
  const removed = await deleteRejected(
    (entry) =>
      (filter.userId === undefined || entry.userId === filter.userId) &&
      (seqs === undefined || seqs.has(entry.seq)),
  );
  if (removed > 0) changed();
}

/**
 * Whether a user's view (or replay) includes the entry. An entry queued without a user goes
 * under any session; no user given means every entry.
 */
function belongsTo(entry: OutboxEntry, userId: string | undefined): boolean {
  return userId === undefined || entry.userId === undefined || entry.userId === userId;
}

/** True when there is a queued write a new write of this user must not overtake. */
export async function hasPendingFor(userId?: string): Promise<boolean> {
  return (await nextEntry(0, (entry) => belongsTo(entry, userId))) !== undefined;
}

async function fetchCurrentUserId(): Promise<string | null> {
  const res = await fetchWithTimeout(AUTH_USER_URL, { credentials: 'include' });
  if (res.status === 401) return null;
  if (!res.ok) throw await ApiError.of(res);
  const user = (await res.json()) as { id?: unknown } | null;
  return typeof user?.id === 'string' ? user.id : null;
}

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** A local change: re-read the stores for this tab's listeners and tell the other tabs. */
function changed() {
  if (stateListeners.size > 0) void refresh();
  post({ type: 'changed' });
}

async function refresh(): Promise<void> {
  // Reads may answer out of order; only the one started last may win.
  const token = ++refreshToken;
  try {
    const { pending, rejected } = await readAll();
    if (token === refreshToken) setState({ ready: true, pending, rejected });
  } catch (error) {
    if (token === refreshToken) setState({ ready: true, lastError: describe(error) });
  }
}

function setState(patch: Partial<OutboxState>) {
  state = { ...state, ...patch };
  for (const listener of stateListeners) notify(() => listener(state));
}

function emitDelivered(entry: OutboxEntry, local: boolean) {
  for (const listener of deliveredListeners) notify(() => listener(entry));
  if (local) post({ type: 'delivered', entry });
}

/** A throwing listener must not stop the replay; its error still reaches the console. */
function notify(call: () => void) {
  try {
    call();
  } catch (error) {
    queueMicrotask(() => {
      throw error;
    });
  }
}

function openChannel() {
  if (channel || typeof BroadcastChannel === 'undefined') return;
  channel = new BroadcastChannel(CHANNEL_NAME);
  channel.onmessage = (event: MessageEvent<ChannelMessage>) => {
    if (event.data.type === 'changed') {
      if (stateListeners.size > 0) void refresh();
    } else {
      emitDelivered(event.data.entry, false);
    }
  };
}

function post(message: ChannelMessage) {
  openChannel();
  channel?.postMessage(message);
}
