import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ageOn, cmToInches, inchesToCm, kgToLb, lbToKg } from './person.ts';

describe('ageOn', () => {
  it.each([
    ['1981-05-14', '2026-05-13', 44],
    ['1981-05-14', '2026-05-14', 45],
    ['1981-05-14', '2026-11-22', 45],
    ['1980-02-29', '2026-02-28', 45],
    ['1980-02-29', '2026-03-01', 46],
  ])('born %s, on %s is %i', (birth, today, age) => {
    expect(ageOn(birth, today)).toBe(age);
  });
});

describe('unit conversions', () => {
  it('converts exactly by definition', () => {
    expect(lbToKg(100)).toBeCloseTo(45.359237, 9);
    expect(inchesToCm(70)).toBeCloseTo(177.8, 9);
  });

  it('round-trips', () => {
    fc.assert(
      fc.property(fc.double({ min: 1, max: 1000, noNaN: true }), (value) => {
        expect(kgToLb(lbToKg(value))).toBeCloseTo(value, 9);
        expect(cmToInches(inchesToCm(value))).toBeCloseTo(value, 9);
      }),
    );
  });
});
