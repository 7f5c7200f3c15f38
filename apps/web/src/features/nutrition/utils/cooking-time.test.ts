import { describe, expect, it } from 'vitest';
import { parseCookingTime } from './cooking-time.ts';

describe('parseCookingTime (docs/product.md#meal-generator)', () => {
  it('keeps a number within 5-120', () => {
    expect(parseCookingTime('45')).toBe(45);
    expect(parseCookingTime('5')).toBe(5);
    expect(parseCookingTime('120')).toBe(120);
    expect(parseCookingTime(60)).toBe(60);
  });

  it('falls back to 30 for anything non-numeric', () => {
    expect(parseCookingTime('')).toBe(30);
    expect(parseCookingTime('   ')).toBe(30);
    expect(parseCookingTime('quick')).toBe(30);
    expect(parseCookingTime(Number.NaN)).toBe(30);
  });

  it('brings a number outside the bounds inside them, in whole minutes', () => {
    expect(parseCookingTime('2')).toBe(5);
    expect(parseCookingTime('-10')).toBe(5);
    expect(parseCookingTime('500')).toBe(120);
    expect(parseCookingTime('22.6')).toBe(23);
  });
});
