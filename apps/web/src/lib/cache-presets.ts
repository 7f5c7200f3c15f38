const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Named freshness/retention pairs, fresh / kept, from docs/product.md#cache-times. */
export const CACHE_PRESETS = {
  static: { staleTime: 24 * HOUR, gcTime: 7 * DAY },
  user: { staleTime: 5 * MINUTE, gcTime: HOUR },
  workout: { staleTime: 30 * SECOND, gcTime: 10 * MINUTE },
  recovery: { staleTime: HOUR, gcTime: 24 * HOUR },
  analytics: { staleTime: 15 * MINUTE, gcTime: 2 * HOUR },
  ai: { staleTime: 5 * MINUTE, gcTime: 30 * MINUTE },
} as const satisfies Record<string, { staleTime: number; gcTime: number }>;

export type CachePreset = keyof typeof CACHE_PRESETS;

export const DEFAULT_STALE_TIME = 5 * MINUTE;
export const DEFAULT_GC_TIME = 10 * MINUTE;
