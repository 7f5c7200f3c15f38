import { leapCompliance, mealLeapScore } from '@grandfit/shared/domain/nutrition/leap.ts';
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

type SampleMealContent = Omit<SampleMeal, 'leapScore'>;

const SAMPLE_MEAL_CONTENT: readonly SampleMealContent[] = [
  {
    id: 'sample-breakfast',
    mealType: 'breakfast',
    time: '7:30 AM',
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
    foods: [
      { name: 'Grilled chicken', leapCategory: 'green' },
      { name: 'Quinoa', leapCategory: 'green' },
      { name: 'Spinach', leapCategory: 'green' },
      { name: 'Olive oil', leapCategory: 'yellow' },
    ],
  },
];

/**
 * The sample meals' scores come from the app's own formula (`mealLeapScore`, by count since the
 * samples have no grams; issue 18 item 10), not typed-in figures: breakfast 2 of 3 green = 67 %,
 * lunch 3 of 4 = 75 %.
 */
export const SAMPLE_MEALS: readonly SampleMeal[] = SAMPLE_MEAL_CONTENT.map((meal) => ({
  ...meal,
  leapScore:
    mealLeapScore(meal.foods.map((food) => ({ category: food.leapCategory, grams: null }))) ?? 0,
}));

/**
 * The sample compliance is the sample meals' compliance by the app's formula (`leapCompliance`):
 * round(100 x mean(2/3, 3/4)) = 71. It replaces the spec's typed-in 87 (a sample, DESIGN 4.3).
 */
export const SAMPLE_COMPLIANCE = leapCompliance(SAMPLE_MEALS.map((meal) => meal.leapScore)) ?? 0;

type SampleCorrelation = Pick<FoodCorrelation, 'food' | 'symptom' | 'correlation' | 'occurrences'>;

export const SAMPLE_PROBLEM_FOODS: readonly SampleCorrelation[] = [
  { food: 'Tomatoes', symptom: 'Joint pain', correlation: 0.78, occurrences: 6 },
  { food: 'Cheddar cheese', symptom: 'Bloating', correlation: 0.65, occurrences: 4 },
];

export const SAMPLE_POWER_FOODS: readonly SampleCorrelation[] = [
  { food: 'Salmon', symptom: 'Energy', correlation: 0.89, occurrences: 8 },
  { food: 'Sweet potato', symptom: 'Digestion', correlation: 0.82, occurrences: 5 },
];
