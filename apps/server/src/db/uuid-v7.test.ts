import { describe, expect, it } from 'vitest';
import { increasingUuidV7s, uuidV7At, uuidV7Time } from './uuid-v7.ts';

const V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const counterOf = (id: string) => Number.parseInt(id.slice(15, 18), 16);

describe('UUID v7', () => {
  it('dates itself', () => {
    const at = Date.UTC(2026, 10, 26, 7, 30);
    const id = uuidV7At(at);
    expect(id).toMatch(V7);
    expect(uuidV7Time(id)).toBe(at);
    expect(uuidV7Time(crypto.randomUUID())).toBeNull();
    expect(uuidV7Time('not an id')).toBeNull();
  });

  it('only increases, within a millisecond and past the counter running out', () => {
    const at = Date.UTC(2026, 10, 28, 5, 0);
    const next = increasingUuidV7s(() => at);
    const ids = Array.from({ length: 10_000 }, next);
    for (const id of ids) expect(id).toMatch(V7);
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
    // 10,000 ids in one millisecond need more than 4,096 counter values: time moved on.
    expect(uuidV7Time(ids[0]!)).toBe(at);
    expect(uuidV7Time(ids.at(-1)!)).toBeGreaterThan(at);
  });

  it('starts each millisecond at a random counter in the lower half, and ignores a clock that goes back', () => {
    let now = Date.UTC(2026, 10, 28, 5, 0);
    const next = increasingUuidV7s(() => now);
    const first = next();
    expect(counterOf(first)).toBeLessThan(0x800);
    now -= 1000;
    const afterBack = next();
    expect(afterBack > first).toBe(true);
    expect(uuidV7Time(afterBack)).toBe(uuidV7Time(first));
    now += 2000;
    const later = next();
    expect(uuidV7Time(later)).toBe(now);
    expect(later > afterBack).toBe(true);
  });
});
