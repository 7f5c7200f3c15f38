import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MANTRAS,
  MANTRA_CATEGORIES,
  WEEKDAY_CATEGORIES,
  fnv1a,
  mantraCategoryFor,
  mantraFor,
} from './mantras.ts';

const USER = '6f1c2d7e-0b7a-4c55-9f0e-1a2b3c4d5e6f';
const day = fc
  .integer({ min: 0, max: 20_000 })
  .map((n) => new Date(Date.UTC(2000, 0, 1) + n * 86_400_000).toISOString().slice(0, 10));

describe('mantras', () => {
  it('has about 40 quotes in 7 weekday categories plus engineering, none repeated', () => {
    const all = MANTRA_CATEGORIES.flatMap((category) => MANTRAS[category]);
    expect(all.length).toBeGreaterThanOrEqual(35);
    expect(all.length).toBeLessThanOrEqual(45);
    expect(new Set(all).size).toBe(all.length);
    for (const category of MANTRA_CATEGORIES) expect(MANTRAS[category].length).toBeGreaterThan(0);
    expect(WEEKDAY_CATEGORIES).toHaveLength(7);
    expect(WEEKDAY_CATEGORIES).not.toContain('engineering');
  });

  it.each([
    ['2026-11-22', 'strength'], // Sunday
    ['2026-11-23', 'consistency'],
    ['2026-11-24', 'recovery'],
    ['2026-11-25', 'progress'],
    ['2026-11-26', 'action'],
    ['2026-11-27', 'mindset'],
    ['2026-11-28', 'longevity'], // Saturday
  ])('rotates by weekday: %s is %s', (date, category) => {
    expect(mantraCategoryFor(date)).toBe(category);
    expect(mantraFor(USER, date).category).toBe(category);
  });

  it('takes the quote from the day’s category and never from engineering', () => {
    fc.assert(
      fc.property(fc.uuid(), day, (userId, date) => {
        const mantra = mantraFor(userId, date);
        expect(mantra.category).not.toBe('engineering');
        expect(MANTRAS[mantra.category]).toContain(mantra.text);
      }),
    );
  });

  it('is stable for a user and a day (a reload keeps it)', () => {
    fc.assert(
      fc.property(fc.uuid(), day, (userId, date) => {
        expect(mantraFor(userId, date)).toEqual(mantraFor(userId, date));
      }),
    );
  });

  it('spreads the picks over every quote of a category', () => {
    const picked = new Set<string>();
    for (let i = 0; i < 200; i += 1) picked.add(mantraFor(`user-${i}`, '2026-11-22').text);
    expect(picked).toEqual(new Set(MANTRAS.strength));
  });

  it('hashes with FNV-1a', () => {
    // Reference values of 32-bit FNV-1a.
    expect(fnv1a('')).toBe(0x811c9dc5);
    expect(fnv1a('a')).toBe(0xe40c292c);
    expect(fnv1a('foobar')).toBe(0xbf9cf968);
  });
});
