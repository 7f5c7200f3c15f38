import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatGrouped } from './numbers.ts';

describe('formatGrouped', () => {
  it("writes what toLocaleString('en-US') writes, for any number and decimals", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double({ min: -1e9, max: 1e9, noNaN: true }),
          fc.integer({ min: -10_000_000, max: 10_000_000 }).map((n) => n / 100),
        ),
        fc.integer({ min: 0, max: 3 }),
        (value, decimals) => {
          const intl = value.toLocaleString('en-US', { maximumFractionDigits: decimals });
          // Intl keeps the sign of a negative that rounds to 0 ("-0"); "0" reads better.
          expect(formatGrouped(value, decimals)).toBe(intl === '-0' ? '0' : intl);
        },
      ),
    );
  });

  it('groups thousands and drops trailing zeros', () => {
    expect(formatGrouped(1250)).toBe('1,250');
    expect(formatGrouped(220.5, 2)).toBe('220.5');
    expect(formatGrouped(-1234567.891, 1)).toBe('-1,234,567.9');
    expect(formatGrouped(7.0, 2)).toBe('7');
  });
});
