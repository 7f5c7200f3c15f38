import { describe, expect, it } from 'vitest';
import { SAMPLE_COMPLIANCE, SAMPLE_MEALS, sampleCorrelations } from './samples.ts';

describe('sample content', () => {
  it("scores the sample meals with the app's own formula, not typed-in figures", () => {
    // Breakfast: oatmeal and blueberries green, almond milk yellow: 2 of 3 by count.
    // Lunch: chicken, quinoa, spinach green, olive oil yellow: 3 of 4.
    expect(SAMPLE_MEALS.map((meal) => meal.leapScore)).toEqual([2 / 3, 3 / 4]);
    // round(100 x mean(0.667, 0.75)) = round(70.8) = 71, where the original prototype typed 87.
    expect(SAMPLE_COMPLIANCE).toBe(71);
  });
});

describe('sample insights', () => {
  it("are the app's own insights of the sample history, not typed-in figures", () => {
    const line = (row: ReturnType<typeof sampleCorrelations>['problemFoods'][number]) => [
      row.food,
      row.symptom,
      Number(row.correlation.toFixed(3)),
      row.occurrences,
      Number(row.confidence.toFixed(5)),
    ];
    // Cheddar: bloating after 5 of 6, after 0 of the 14 other meals: (5/6 - 0) / 1 = 0.833;
    // Fisher P(A >= 5) = C(15, 1) / C(20, 6) = 15/38760, confidence 0.99961.
    // Tomatoes: joint pain after 5 of 6 against 4 of 14: (0.833 - 0.286) / 0.714 = 0.767.
    expect(sampleCorrelations().problemFoods.map(line)).toEqual([
      ['Cheddar cheese', 'Bloating', 0.833, 6, 0.99961],
      ['Tomatoes', 'Joint pain', 0.767, 6, 0.96207],
    ]);
    // Salmon and sweet potato: joint pain after 0 of 8 against 9 of 12: 1;
    // P(A <= 0) = C(11, 8) / C(20, 8) = 165/125970, confidence 0.99869.
    expect(sampleCorrelations().powerFoods.map(line)).toEqual([
      ['Salmon', 'Joint pain', 1, 8, 0.99869],
      ['Sweet potato', 'Joint pain', 1, 8, 0.99869],
    ]);
  });
});
