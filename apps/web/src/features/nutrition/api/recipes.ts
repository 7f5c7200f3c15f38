import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  GeneratedMeal,
  SaveRecipeInput,
  SavedRecipe,
} from '@grandfit/shared/schemas/nutrition.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { CACHE_PRESETS } from '../../../lib/cache-presets.ts';
import { FOOD_URL } from '../../../lib/food/get-recent-meals.ts';

export const RECIPES_URL = `${FOOD_URL}/recipes`;

/** GET /api/food/recipes: the user's saved recipes, newest first. */
export async function getRecipes(): Promise<SavedRecipe[]> {
  const res = await apiRequest('GET', RECIPES_URL);
  return (await res.json()) as SavedRecipe[];
}

export function getRecipesQueryOptions() {
  return queryOptions({
    queryKey: [FOOD_URL, 'recipes'] as const,
    queryFn: getRecipes,
    ...CACHE_PRESETS.user,
  });
}

export function useRecipes(enabled = true) {
  return useQuery({ ...getRecipesQueryOptions(), enabled });
}

/** The generated meal as 'Save & Close' sends it; the server recomputes nutrition and categories. */
export function toSaveRecipe(meal: GeneratedMeal, clientId: string): SaveRecipeInput {
  return {
    clientId,
    recipe: {
      name: meal.name,
      description: meal.description,
      cookingTime: meal.cookingTime,
      mealType: meal.mealType,
      servings: meal.servings,
      ingredientItems: meal.ingredientItems.map(({ foodId, grams, amount }) => ({
        foodId,
        grams,
        amount,
      })),
      instructions: meal.instructions,
      source: meal.source,
    },
  };
}

/**
 * POST /api/food/recipes ('Save & Close', docs/product.md#meal-generator). Idempotent on clientId.
 */
export async function saveRecipe(input: SaveRecipeInput): Promise<SavedRecipe> {
  const res = await apiRequest('POST', RECIPES_URL, input);
  return (await res.json()) as SavedRecipe;
}

export function useSaveRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRecipe,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getRecipesQueryOptions().queryKey }),
  });
}
