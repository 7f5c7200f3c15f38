import { useMutation } from '@tanstack/react-query';
import type { GenerateMealInput, GeneratedMeal } from '@grandfit/shared/schemas/nutrition.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const GENERATE_MEAL_URL = '/api/ai/generate-meal';

/**
 * POST /api/ai/generate-meal (docs/product.md#meal-generator). A non-OK answer throws 'Failed to
 * generate meal'; the server's own words travel as the error's cause so the dialog can say why (no
 * green foods yet).
 */
export async function generateMeal(input: GenerateMealInput): Promise<GeneratedMeal> {
  let res: Response;
  try {
    res = await apiRequest('POST', GENERATE_MEAL_URL, input);
  } catch (error) {
    throw new Error('Failed to generate meal', { cause: error });
  }
  return (await res.json()) as GeneratedMeal;
}

/** No automatic retry (docs/product.md#meal-generator); 'New Recipe' is the user's retry. */
export function useGenerateMeal() {
  return useMutation({ mutationFn: generateMeal, retry: false });
}
