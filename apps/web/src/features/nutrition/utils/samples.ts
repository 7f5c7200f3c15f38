import type {
  FoodCorrelation,
  LeapCategory,
  MealType,
} from '@grandfit/shared/schemas/nutrition.ts';

/**
 * Spec 2 fallbacks, shown only to a user with no data at all and always labelled "Sample"
 * (DESIGN 4.3): they are never sent, stored or counted anywhere.
 */
export interface SampleMeal {
  id: string;
  mealType: MealType;
  time: string;
  leapScore: number;
  foods: Array<{ name: string; leapCategory: LeapCategory }>;
}

export const SAMPLE_MEALS: readonly SampleMeal[] = [
  {
    id: 'sample-breakfast',
    mealType: 'breakfast',
    time: '7:30 AM',
    leapScore: 0.92,
    foods: [
      { name: 'Oatmeal', leapCategory: 'green' },
      { name: 'Blueberries', leapCategory: 'green' },
      { name: 'Almond milk', leapCategory: 'yellow' },
    ],
  },
  {
    id: 'sample-lunch',
    mealType: 'lunch',
    time: '12:45 PM',
    leapScore: 0.85,
    foods: [
      { name: 'Grilled chicken', leapCategory: 'green' },
      { name: 'Quinoa', leapCategory: 'green' },
      { name: 'Spinach', leapCategory: 'green' },
      { name: 'Olive oil', leapCategory: 'yellow' },
    ],
  },
];

/** Spec 9 "Nutrition": the fallback compliance is 87 (a sample, DESIGN 4.3). */
export const SAMPLE_COMPLIANCE = 87;

type SampleCorrelation = Pick<FoodCorrelation, 'food' | 'symptom' | 'correlation' | 'occurrences'>;

export const SAMPLE_PROBLEM_FOODS: readonly SampleCorrelation[] = [
  { food: 'Tomatoes', symptom: 'Joint pain', correlation: 0.78, occurrences: 6 },
  { food: 'Cheddar cheese', symptom: 'Bloating', correlation: 0.65, occurrences: 4 },
];

export const SAMPLE_POWER_FOODS: readonly SampleCorrelation[] = [
  { food: 'Salmon', symptom: 'Energy', correlation: 0.89, occurrences: 8 },
  { food: 'Sweet potato', symptom: 'Digestion', correlation: 0.82, occurrences: 5 },
];
