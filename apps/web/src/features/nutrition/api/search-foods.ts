import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Food, FoodSearchResult } from '@grandfit/shared/schemas/nutrition.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { CACHE_PRESETS } from '../../../lib/cache-presets.ts';
import { FOOD_URL } from '../../../lib/food/get-recent-meals.ts';

export const SEARCH_MIN_LENGTH = 2;
const SEARCH_LIMIT = 8;

/** GET /api/food/search: typo-tolerant search of the food table, whole foods first. */
export async function searchFoods(q: string, signal?: AbortSignal): Promise<Food[]> {
  const params = new URLSearchParams({ q, limit: String(SEARCH_LIMIT) });
  const res = await fetch(`${FOOD_URL}/search?${params}`, { credentials: 'include', signal });
  if (!res.ok) throw await ApiError.of(res);
  return ((await res.json()) as FoodSearchResult).foods;
}

export function getFoodSearchQueryOptions(q: string) {
  const term = q.trim().toLowerCase();
  return queryOptions({
    // Under the nutrition root: each result carries the user's LEAP category, which a list
    // change invalidates.
    queryKey: [FOOD_URL, 'search', term] as const,
    queryFn: ({ signal }) => searchFoods(term, signal),
    ...CACHE_PRESETS.user,
  });
}

/** Results for a (debounced) term; the previous results stay while the next ones load. */
export function useFoodSearch(q: string) {
  const term = q.trim();
  return useQuery({
    ...getFoodSearchQueryOptions(term),
    enabled: term.length >= SEARCH_MIN_LENGTH,
    placeholderData: keepPreviousData,
  });
}
