import { LRUCache } from 'lru-cache';
import type { UserChanges } from '../../db/user-changes.ts';

/** As long as a client keeps workout data fresh (docs/product.md#cache-times: workout, 30 s). */
export const TODAY_CACHE_TTL_MS = 30_000;

interface Entry<T> {
  /** The user's local date the answer is for: one per user, the one their screens ask about. */
  date: string;
  today: T;
}

/**
 * Today's workouts per user, kept until the user's data changes (on any instance: UserChanges) or
 * for 30 s, whichever comes first. Reading today costs four to five queries and the coach over up
 * to 2,000 sets, and the screen asks for it on every visit; the answer only moves when the user
 * logs, completes, checks in, enters health data or edits settings (docs/decisions/013).
 */
export function todayCache<T extends object | string = string>(
  changes: UserChanges,
  options = { ttlMs: TODAY_CACHE_TTL_MS },
) {
  const entries = new LRUCache<string, Entry<T>>({ max: 10_000, ttl: options.ttlMs });
  // Bumped at every change, so that a read that started before a change never stores its result.
  const generations = new LRUCache<string, number>({ max: 100_000 });
  let gapGeneration = 0;

  changes.subscribe((userId) => {
    if (userId === null) {
      gapGeneration++;
      generations.clear();
      entries.clear();
      return;
    }
    generations.set(userId, (generations.get(userId) ?? 0) + 1);
    entries.delete(userId);
  });

  const generationOf = (userId: string) => `${gapGeneration}:${generations.get(userId) ?? 0}`;

  return {
    async get(userId: string, date: string, compute: () => Promise<T>): Promise<T> {
      const cached = entries.get(userId);
      if (cached?.date === date) return cached.today;
      const before = generationOf(userId);
      const today = await compute();
      if (generationOf(userId) === before) entries.set(userId, { date, today });
      return today;
    },
  };
}
/** Today's answers as JSON text: a hit then costs neither the queries nor serialising again. */
export type TodayCache = ReturnType<typeof todayCache<string>>;
