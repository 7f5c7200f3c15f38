import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RecentMeal } from '@grandfit/shared/schemas/nutrition.ts';
import { apiRequest } from '../api-client.ts';
import { CACHE_PRESETS } from '../cache-presets.ts';

/*
 * GET /api/food/recent-meals. It lives in lib rather than features/nutrition because Today's
 * Progress Overview shows the user's meals too, and features must not import each other
 * (README.md#layout).
 */
export const FOOD_URL = '/api/food';

/**
 * The prefix of every nutrition query key (docs/product.md#cache-times: meals, insights,
 * intolerances, LEAP compliance). A logged meal, a symptom or a LEAP list change moves all of
 * them, so writes invalidate this root.
 */
export const nutritionQueryKeyRoot = [FOOD_URL] as const;

/** GET /api/food/recent-meals, newest first. */
export async function getRecentMeals(): Promise<RecentMeal[]> {
  const res = await apiRequest('GET', `${FOOD_URL}/recent-meals`);
  return (await res.json()) as RecentMeal[];
}

export function getRecentMealsQueryOptions() {
  return queryOptions({
    queryKey: [FOOD_URL, 'recent-meals'] as const,
    queryFn: getRecentMeals,
    ...CACHE_PRESETS.user,
  });
}

export function useRecentMeals() {
  return useQuery(getRecentMealsQueryOptions());
}
