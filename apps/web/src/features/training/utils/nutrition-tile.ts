import { toLocalIsoDate } from '@grandfit/shared/domain/journey.ts';
import type { LeapCompliance, RecentMeal } from '@grandfit/shared/schemas/nutrition.ts';

/**
 * Today's Progress Overview 'Nutrition' tile (docs/product.md#progress-overview: the original
 * prototype's static 'Ready' made the user's own): the meals logged today and the 7-day LEAP
 * compliance of GET /api/food/leap-compliance (docs/nutrition.md). With no meal ever logged, the
 * honest empty state: 'Ready', inviting the first meal.
 */
export interface NutritionTile {
  value: string;
  caption: string | null;
  link: string;
}

export function nutritionTile(
  meals: readonly Pick<RecentMeal, 'loggedAt'>[],
  compliance: Pick<LeapCompliance, 'overallScore'> | undefined,
  today: string,
): NutritionTile {
  if (meals.length === 0) return { value: 'Ready', caption: null, link: 'Log your first meal' };
  const count = meals.filter((meal) => toLocalIsoDate(new Date(meal.loggedAt)) === today).length;
  const score = compliance?.overallScore ?? null;
  return {
    value: `${count} ${count === 1 ? 'meal' : 'meals'}`,
    caption: score === null ? 'Logged today' : `Today · LEAP ${score}% over 7 days`,
    link: 'Log a meal',
  };
}
