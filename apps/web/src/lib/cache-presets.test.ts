import { describe, expect, it } from 'vitest';
import { CACHE_PRESETS, DEFAULT_GC_TIME, DEFAULT_STALE_TIME } from './cache-presets.ts';

const s = 1000;
const min = 60 * s;
const h = 60 * min;
const d = 24 * h;

describe('cache presets (docs/product.md#cache-times)', () => {
  it.each([
    ['static', 24 * h, 7 * d],
    ['user', 5 * min, h],
    ['workout', 30 * s, 10 * min],
    ['recovery', h, 24 * h],
    ['analytics', 15 * min, 2 * h],
    ['ai', 5 * min, 30 * min],
  ] as const)('%s is fresh for %i ms and kept for %i ms', (name, staleTime, gcTime) => {
    expect(CACHE_PRESETS[name]).toEqual({ staleTime, gcTime });
  });

  it('has exactly the six named presets', () => {
    expect(Object.keys(CACHE_PRESETS).sort()).toEqual([
      'ai',
      'analytics',
      'recovery',
      'static',
      'user',
      'workout',
    ]);
  });

  it('defaults to 5 minutes fresh and 10 minutes kept', () => {
    expect(DEFAULT_STALE_TIME).toBe(5 * min);
    expect(DEFAULT_GC_TIME).toBe(10 * min);
  });
});
