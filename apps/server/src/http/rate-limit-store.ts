import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimitCounters } from '../db/schema/auth.ts';

/** How often one instance deletes the counters whose window has passed. */
const SWEEP_EVERY_MS = 60_000;

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * Counts one hit on `key` in a fixed window of `windowMs`, on the database's clock so that every
 * instance agrees: one atomic upsert starts a window or adds to the live one. Answers the hits in
 * the window and the milliseconds until it ends.
 */
export async function countHit(
  db: Db,
  key: string,
  windowMs: number,
): Promise<{ current: number; ttl: number }> {
  const ended = sql`${rateLimitCounters.resetsAt} <= now()`;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, hits: 1, resetsAt: sql`now() + ${windowMs} * interval '1 millisecond'` })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        hits: sql`CASE WHEN ${ended} THEN 1 ELSE ${rateLimitCounters.hits} + 1 END`,
        resetsAt: sql`CASE WHEN ${ended} THEN excluded.resets_at ELSE ${rateLimitCounters.resetsAt} END`,
      },
    })
    .returning({
      hits: rateLimitCounters.hits,
      ttlMs: sql<number>`(extract(epoch from ${rateLimitCounters.resetsAt} - now()) * 1000)::float8`,
    });
  if (!row) throw new Error('counting a rate-limit hit returned no row');
  return { current: row.hits, ttl: Math.max(0, Math.ceil(row.ttlMs)) };
}

/**
 * A store for @fastify/rate-limit that keeps its counters in the database, so that every instance
 * behind a load balancer counts against one limit (docs/decisions/027). A route's limit is counted
 * per route, as the plugin's own stores do; a limiter made with createRateLimit names what it
 * counts in its key (the sign-in limiter counts sign-in and sign-up together).
 */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  let lastSweep = 0;

  async function sweep(): Promise<void> {
    const now = Date.now();
    if (now - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = now;
    await db.delete(rateLimitCounters).where(lt(rateLimitCounters.resetsAt, sql`now()`));
  }

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    constructor(_options: unknown, prefix = '') {
      this.prefix = prefix;
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      countHit(db, this.prefix + key, timeWindow)
        .then(async (result) => {
          await sweep();
          callback(null, result);
        })
        .catch((error: unknown) => callback(error as Error));
    }

    child(routeOptions: unknown): FastifyRateLimitStore {
      // The plugin hands the route's merged limit options, the route itself under routeInfo.
      const route = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
      const prefix = typeof route?.url === 'string' ? `${String(route.method)} ${route.url} ` : '';
      return new DatabaseRateLimitStore(undefined, prefix);
    }
  }
  return DatabaseRateLimitStore;
}
