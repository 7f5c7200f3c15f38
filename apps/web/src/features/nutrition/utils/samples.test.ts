import { describe, expect, it } from 'vitest';
import { SAMPLE_COMPLIANCE, SAMPLE_MEALS } from './samples.ts';

describe('sample content', () => {
  it("scores the sample meals with the app's own formula, not typed-in figures", () => {
    // Breakfast: oatmeal and blueberries green, almond milk yellow: 2 of 3 by count.
    // Lunch: chicken, quinoa, spinach green, olive oil yellow: 3 of 4.
    expect(SAMPLE_MEALS.map((meal) => meal.leapScore)).toEqual([2 / 3, 3 / 4]);
    // round(100 x mean(0.667, 0.75)) = round(70.8) = 71, where the spec typed 87.
    expect(SAMPLE_COMPLIANCE).toBe(71);
  });
});
