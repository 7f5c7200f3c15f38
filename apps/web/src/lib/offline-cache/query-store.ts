import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import { mergePersistedClients } from './persisted-state.ts';

export const QUERY_CACHE_DB_NAME = 'grandfit-query-cache';
const QUERY_CACHE_DB_VERSION = 1;
/** Saves are coalesced: a burst of answers (a screen's first load) is written once. */
const SAVE_DELAY_MS = 500;

interface QueryCacheSchema extends DBSchema {
  /** One offline copy per user, under the user's id. */
  clients: { key: string; value: PersistedClient };
}

let dbPromise: Promise<IDBPDatabase<QueryCacheSchema>> | undefined;

function openQueryCacheDb() {
  dbPromise ??= openDB<QueryCacheSchema>(QUERY_CACHE_DB_NAME, QUERY_CACHE_DB_VERSION, {
    upgrade(db) {
      db.createObjectStore('clients');
    },
    blocking() {
      void dbPromise?.then((db) => db.close());
      dbPromise = undefined;
    },
    terminated() {
      dbPromise = undefined;
    },
  });
  return dbPromise;
}

/** Forgets every user's offline copy (sign-out, or another user on this device). */
export async function clearQueryStore(): Promise<void> {
  const db = await openQueryCacheDb();
  await db.clear('clients');
}

export interface UserPersister extends Persister {
  /** Writes a save that is still waiting, e.g. when the page is being hidden. */
  flush: () => Promise<void>;
  /** Drops a waiting save; nothing more is written by this persister. */
  close: () => void;
}

/**
 * A TanStack Query persister over IndexedDB for one user. Each save merges into the stored copy
 * (persisted-state.ts), so answers that left memory stay available offline until `maxAge`.
 */
export function userPersister(userId: string, maxAge: number): UserPersister {
  let waiting: PersistedClient | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;
  let writing = Promise.resolve();

  async function write(next: PersistedClient) {
    const db = await openQueryCacheDb();
    const tx = db.transaction('clients', 'readwrite');
    const previous = await tx.store.get(userId);
    await tx.store.put(mergePersistedClients(previous, next, maxAge), userId);
    await tx.done;
  }

  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = undefined;
    const next = waiting;
    waiting = undefined;
    if (!next || closed) return writing;
    // One write at a time, in order: a later save never lands under an earlier one.
    writing = writing.then(() => write(next)).catch(() => undefined);
    return writing;
  }

  return {
    persistClient(client) {
      if (closed) return;
      waiting = client;
      timer ??= setTimeout(() => void flush(), SAVE_DELAY_MS);
    },
    async restoreClient() {
      const db = await openQueryCacheDb();
      return db.get('clients', userId);
    },
    async removeClient() {
      const db = await openQueryCacheDb();
      await db.delete('clients', userId);
    },
    flush,
    close() {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      waiting = undefined;
    },
  };
}
