import { LRUCache } from 'lru-cache';
import type { Db } from './client.ts';

/**
 * A short-lived, bounded cache of values read from one database, one cache per database so that
 * test servers (each on its own database) never see each other's entries.
 */
export function perDatabaseCache<V extends object>(options: { ttlMs: number; max: number }) {
  const caches = new WeakMap<Db, LRUCache<string, V>>();
  return (db: Db): LRUCache<string, V> => {
    let cache = caches.get(db);
    if (!cache) {
      cache = new LRUCache<string, V>({ max: options.max, ttl: options.ttlMs });
      caches.set(db, cache);
    }
    return cache;
  };
}

/**
 * Counts the invalidations of a per-database cache, so that a read which began before one (and may
 * have read the old row) does not store its result after it: compare `current(db)` before and after.
 */
export function invalidationCounter() {
  const counts = new WeakMap<Db, number>();
  return {
    current: (db: Db): number => counts.get(db) ?? 0,
    bump: (db: Db): void => {
      counts.set(db, (counts.get(db) ?? 0) + 1);
    },
  };
}
