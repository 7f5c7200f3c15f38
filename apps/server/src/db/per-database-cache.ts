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
