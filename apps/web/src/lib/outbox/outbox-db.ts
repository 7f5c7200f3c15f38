import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

export type OutboxMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What a screen hands to the outbox: one API write, replayed as is. */
export interface OutboxWrite {
  method: OutboxMethod;
  url: string;
  /** Stored after a JSON round trip, so what is queued is exactly what will be sent. */
  body?: unknown;
  /**
   * The signed-in user who made the write. The replay only sends it under that user's session;
   * a write without one is sent under whichever session is current.
   */
  userId?: string;
  /** Human words for the rejected list ("Set 3 of Bench press"); the URL is shown otherwise. */
  label?: string;
}

export interface OutboxEntry extends OutboxWrite {
  /** Auto-increment key: the insertion order, which is the replay order. */
  seq: number;
  id: string;
  createdAt: string;
  attempts: number;
  lastError?: string;
}

/** A write the server refused for good (4xx other than 401/408/429), kept for the user to see. */
export interface RejectedEntry extends OutboxEntry {
  status: number;
  rejectedAt: string;
}

export const OUTBOX_DB_NAME = 'grandfit-outbox';
const OUTBOX_DB_VERSION = 1;

interface OutboxSchema extends DBSchema {
  pending: { key: number; value: OutboxEntry };
  rejected: { key: number; value: RejectedEntry };
}

export type OutboxDb = IDBPDatabase<OutboxSchema>;

let dbPromise: Promise<OutboxDb> | undefined;

export function openOutboxDb(): Promise<OutboxDb> {
  dbPromise ??= openDB<OutboxSchema>(OUTBOX_DB_NAME, OUTBOX_DB_VERSION, {
    upgrade(db) {
      db.createObjectStore('pending', { keyPath: 'seq', autoIncrement: true });
      // Rejected entries keep their original seq so the list reads in the order they were made.
      db.createObjectStore('rejected', { keyPath: 'seq' });
    },
    blocking() {
      // A newer deploy in another tab wants to upgrade the schema: let it, reopen on next use.
      void closeOutboxDb();
    },
    terminated() {
      // The browser dropped the connection (storage cleared, crash): reopen on next use.
      dbPromise = undefined;
    },
  }).catch((error: unknown) => {
    // A failed open (private mode, quota) must not stick: the next call tries again.
    dbPromise = undefined;
    throw error;
  });
  return dbPromise;
}

export async function closeOutboxDb(): Promise<void> {
  const pending = dbPromise;
  dbPromise = undefined;
  if (!pending) return;
  try {
    (await pending).close();
  } catch {
    // It never opened; nothing to close.
  }
}

/** Adds a write at the end of the queue; IndexedDB assigns `seq`. */
export async function addEntry(draft: Omit<OutboxEntry, 'seq'>): Promise<OutboxEntry> {
  const db = await openOutboxDb();
  // The store's key generator fills in `seq`; idb's typing wants the full value.
  const seq = await db.add('pending', draft as OutboxEntry);
  return { ...draft, seq };
}

/** The oldest entry after `afterSeq` that `accept` takes, read fresh so new writes are seen. */
export async function nextEntry(
  afterSeq: number,
  accept: (entry: OutboxEntry) => boolean,
): Promise<OutboxEntry | undefined> {
  const db = await openOutboxDb();
  const tx = db.transaction('pending', 'readonly');
  let cursor = await tx.store.openCursor(IDBKeyRange.lowerBound(afterSeq, true));
  while (cursor) {
    if (accept(cursor.value)) return cursor.value;
    cursor = await cursor.continue();
  }
  return undefined;
}

export async function deleteEntry(seq: number): Promise<void> {
  const db = await openOutboxDb();
  await db.delete('pending', seq);
}

/** Counts a failed attempt on the stored entry, if it is still there. */
export async function recordFailure(seq: number, error: string): Promise<void> {
  const db = await openOutboxDb();
  const tx = db.transaction('pending', 'readwrite');
  const entry = await tx.store.get(seq);
  if (entry) await tx.store.put({ ...entry, attempts: entry.attempts + 1, lastError: error });
  await tx.done;
}

/** Moves an entry to the rejected store in one transaction, so it is never in both or neither. */
export async function rejectEntry(
  entry: OutboxEntry,
  status: number,
  error: string,
): Promise<void> {
  const db = await openOutboxDb();
  const tx = db.transaction(['pending', 'rejected'], 'readwrite');
  const rejected: RejectedEntry = {
    ...entry,
    attempts: entry.attempts + 1,
    lastError: error,
    status,
    rejectedAt: new Date().toISOString(),
  };
  await Promise.all([
    tx.objectStore('pending').delete(entry.seq),
    tx.objectStore('rejected').put(rejected),
    tx.done,
  ]);
}

export async function readAll(): Promise<{ pending: OutboxEntry[]; rejected: RejectedEntry[] }> {
  const db = await openOutboxDb();
  const tx = db.transaction(['pending', 'rejected'], 'readonly');
  const [pending, rejected] = await Promise.all([
    tx.objectStore('pending').getAll(),
    tx.objectStore('rejected').getAll(),
    tx.done,
  ]);
  return { pending, rejected };
}

export async function deleteRejected(accept: (entry: RejectedEntry) => boolean): Promise<number> {
  const db = await openOutboxDb();
  const tx = db.transaction('rejected', 'readwrite');
  let removed = 0;
  let cursor = await tx.store.openCursor();
  while (cursor) {
    if (accept(cursor.value)) {
      await cursor.delete();
      removed += 1;
    }
    cursor = await cursor.continue();
  }
  await tx.done;
  return removed;
}
