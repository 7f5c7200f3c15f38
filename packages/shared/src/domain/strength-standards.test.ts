import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { kgToLb } from './person.ts';
import {
  AGE_TABLE,
  INTERMEDIATE_MULTIPLES,
  SEXES,
  ageCoefficient,
  dotsCoefficient,
  strengthStandard,
} from './strength-standards.ts';

const deadlift = (sex: (typeof SEXES)[number] | null, age: number | null, bodyWeightKg: number) =>
  strengthStandard('deadlift', { sex, age, bodyWeightKg })!;

describe('strength standards', () => {
  it('anchors at 2.0 × body weight for an 80 kg man in the open age class', () => {
    expect(deadlift('male', 30, 80)).toEqual({
      lift: 'deadlift',
      kg: 160,
      lb: 352.7,
      multiple: 2,
      basis: 'Intermediate for men, age 30, 80 kg body weight',
    });
    expect(strengthStandard('squat', { sex: 'male', age: 30, bodyWeightKg: 80 })!.kg).toBe(120);
    expect(strengthStandard('pull-up', { sex: 'male', age: 30, bodyWeightKg: 80 })).toBeNull();
    expect(strengthStandard('deadlift', { sex: 'male', age: 30, bodyWeightKg: null })).toBeNull();
  });

  it('grades by age with the McCulloch coefficients: 45 → 1.055, 60 → 1.34', () => {
    // 160 / 1.055 = 151.66 kg
    expect(deadlift('male', 45, 80)).toMatchObject({ kg: 151.7, lb: 334.4, multiple: 1.9 });
    // 160 / 1.34 = 119.4 kg
    expect(deadlift('male', 60, 80).kg).toBe(119.4);
    expect(ageCoefficient(40)).toBe(1);
    expect(ageCoefficient(50)).toBe(1.13);
    expect(ageCoefficient(null)).toBe(1);
    // Outside the table the nearest end is used.
    expect(ageCoefficient(120)).toBe(ageCoefficient(90));
    expect(ageCoefficient(13)).toBe(ageCoefficient(14));
  });

  it('grades by sex and body weight with DOTS: equal points, not equal multiples', () => {
    // DOTS men at 80 kg = 0.68955 (a 500 kg total is 344.8 points); women at 65 kg = 1.05548.
    expect(dotsCoefficient('male', 80)).toBeCloseTo(0.68955, 4);
    expect(dotsCoefficient('female', 65)).toBeCloseTo(1.05548, 4);
    // A woman of 30 at 65 kg: 160 · 0.68955 / 1.05548 = 104.5 kg, 1.61 × body weight.
    const woman = deadlift('female', 30, 65);
    expect(woman.kg).toBe(104.5);
    expect(woman.multiple).toBe(1.61);
    // A heavier man lifts more but a smaller multiple: 100 kg at 45 → 1.7 ×.
    expect(deadlift('male', 45, 100)).toMatchObject({ kg: 169.9, multiple: 1.7 });
  });

  it('takes the mean of both sexes for "prefer not to say" or no answer, and says so', () => {
    const man = deadlift('male', 45, 80).kg;
    const woman = deadlift('female', 45, 80).kg;
    const neither = deadlift('prefer-not-to-say', 45, 80);
    expect(neither.kg).toBeCloseTo((man + woman) / 2, 0);
    expect(neither.basis).toContain('the mean of the men’s and women’s standards (sex not given)');
    expect(deadlift(null, 45, 80).kg).toBe(neither.kg);
    expect(deadlift('male', null, 80).basis).toContain('the open age class (no birth date)');
  });

  it('replaces the two old deadlift standards with one', () => {
    // Before: Method 1.5 × (265 lb at 80 kg) and Analytics 2.0 × (352.7 lb), both "men".
    const one = deadlift('male', 45, 80);
    expect(one.lb).toBeCloseTo(kgToLb(one.kg), 0);
    expect(INTERMEDIATE_MULTIPLES.deadlift).toBe(2);
  });

  it('never rises with age from 23 to the end of the table, and rises through the junior years', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SEXES, null),
        fc.integer({ min: 23, max: AGE_TABLE.last - 1 }),
        fc.integer({ min: 1, max: 30 }),
        fc.double({ min: 40, max: 200, noNaN: true }),
        (sex, age, later, bodyWeightKg) => {
          const older = Math.min(AGE_TABLE.last, age + later);
          expect(deadlift(sex, older, bodyWeightKg).kg).toBeLessThanOrEqual(
            deadlift(sex, age, bodyWeightKg).kg,
          );
        },
      ),
    );
    for (let age = AGE_TABLE.first; age < 23; age++) {
      expect(deadlift('female', age + 1, 60).kg).toBeGreaterThanOrEqual(
        deadlift('female', age, 60).kg,
      );
    }
  });

  it('puts the men’s standard above the women’s at the same age and weight', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 14, max: 100 }),
        fc.double({ min: 40, max: 150, noNaN: true }),
        (age, kg) => {
          expect(deadlift('male', age, kg).kg).toBeGreaterThan(deadlift('female', age, kg).kg);
        },
      ),
    );
  });
});
