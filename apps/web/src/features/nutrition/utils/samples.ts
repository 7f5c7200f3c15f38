import { foodInsights } from '@grandfit/shared/domain/nutrition/insights.ts';
import { leapCompliance, mealLeapScore } from '@grandfit/shared/domain/nutrition/leap.ts';
import type {
  FoodCorrelation,
  LeapCategory,
  MealType,
} from '@grandfit/shared/schemas/nutrition.ts';
import { formatClockTime } from '../../../lib/clock.ts';

/**
 * The samples of docs/product.md#nutrition-screen, shown only to a user with no data at all and
 * always labelled "Sample": they are never sent, stored or counted anywhere.
 */
export interface SampleMeal {
  id: string;
  mealType: MealType;
  /** The time of day it was eaten, on a 24-hour clock: the card shows it on the device's. */
  at: { hour: number; minute: number };
  leapScore: number;
  foods: Array<{ name: string; leapCategory: LeapCategory }>;
}

type SampleMealContent = Omit<SampleMeal, 'leapScore'>;

const SAMPLE_MEAL_CONTENT: readonly SampleMealContent[] = [
  {
    id: 'sample-breakfast',
    mealType: 'breakfast',
    at: { hour: 7, minute: 30 },
    foods: [
      { name: 'Oatmeal', leapCategory: 'green' },
      { name: 'Blueberries', leapCategory: 'green' },
      { name: 'Almond milk', leapCategory: 'yellow' },
    ],
  },
  {
    id: 'sample-lunch',
    mealType: 'lunch',
    at: { hour: 12, minute: 45 },
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
 * samples have no grams; docs/decisions/034-food-evidence-and-leap-matching.md), not typed-in
 * figures: breakfast 2 of 3 green = 67 %, lunch 3 of 4 = 75 %.
 */
export const SAMPLE_MEALS: readonly SampleMeal[] = SAMPLE_MEAL_CONTENT.map((meal) => ({
  ...meal,
  leapScore:
    mealLeapScore(meal.foods.map((food) => ({ category: food.leapCategory, grams: null }))) ?? 0,
}));

/** "7:30 AM" or "07:30": a sample meal's time on the device's clock, as a logged meal's is. */
export function sampleMealTime(meal: Pick<SampleMeal, 'at'>): string {
  return formatClockTime(new Date(2000, 0, 1, meal.at.hour, meal.at.minute));
}

/**
 * The sample compliance is the sample meals' compliance by the app's formula (`leapCompliance`):
 * round(100 x mean(2/3, 3/4)) = 71. It replaces the original prototype's typed-in 87 (a sample,
 * docs/product.md#nutrition-screen).
 */
export const SAMPLE_COMPLIANCE = leapCompliance(SAMPLE_MEALS.map((meal) => meal.leapScore)) ?? 0;

/**
 * The sample Foods to Watch and Power Foods are what the app's own insights (`foodInsights`,
 * Fisher's exact test over closed 72-hour windows) make of a sample history, not typed-in figures:
 * 20 meals four days apart (every window closed):
 * - meals 0-5 tomatoes, followed by joint pain after 0-4;
 * - meals 6-11 cheddar cheese, followed by bloating after 6-10 and joint pain after 6-9;
 * - meals 12-19 salmon with sweet potato, followed by nothing.
 */
const DAY_MS = 86_400_000;
const SAMPLE_NOW = 100 * DAY_MS;
const sampleFoods = (index: number): string[] =>
  index < 6 ? ['Tomatoes'] : index < 12 ? ['Cheddar cheese'] : ['Salmon', 'Sweet potato'];
const sampleMealAt = (index: number) => index * 4 * DAY_MS;
const computeSampleInsights = () =>
  foodInsights(
    Array.from({ length: 20 }, (_, index) => ({
      loggedAt: sampleMealAt(index),
      foods: sampleFoods(index).map((name) => ({ key: name.toLowerCase(), name, foodId: null })),
    })),
    [
      ...[0, 1, 2, 3, 4, 6, 7, 8, 9].map((index) => ({
        symptom: 'Joint pain',
        severity: 5,
        occurredAt: sampleMealAt(index) + 6 * 3_600_000,
      })),
      ...[6, 7, 8, 9, 10].map((index) => ({
        symptom: 'Bloating',
        severity: 4,
        occurredAt: sampleMealAt(index) + 3 * 3_600_000,
      })),
    ],
    SAMPLE_NOW,
  );

type SampleCorrelation = Pick<
  FoodCorrelation,
  'food' | 'symptom' | 'correlation' | 'occurrences' | 'confidence'
>;

let sampleInsights: ReturnType<typeof computeSampleInsights> | undefined;

/**
 * The sample Foods to Watch and Power Foods, computed when first shown (a user with no meals on
 * the Insights tab). At import they cost every Nutrition visit a Fisher test per pair and ICU's
 * collation data (localeCompare), 50-80 ms of main thread on a slow core (docs/benchmarks.md).
 */
export function sampleCorrelations(): {
  problemFoods: readonly SampleCorrelation[];
  powerFoods: readonly SampleCorrelation[];
} {
  sampleInsights ??= computeSampleInsights();
  return sampleInsights;
}
