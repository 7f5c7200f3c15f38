import { useMutation } from '@tanstack/react-query';
import type {
  IdentifiedFoods,
  IdentifyPhoto,
  IdentifyVoice,
} from '@grandfit/shared/schemas/nutrition.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { FOOD_URL } from '../../../lib/food/get-recent-meals.ts';

/**
 * POST /api/food/identify-photo. Without an AI provider the server answers 503 with
 * PHOTO_NEEDS_AI_PROVIDER, which the wizard shows as is (docs/product.md#food-identification).
 */
export async function identifyPhoto(input: IdentifyPhoto): Promise<IdentifiedFoods> {
  const res = await apiRequest('POST', `${FOOD_URL}/identify-photo`, input);
  return (await res.json()) as IdentifiedFoods;
}

/** POST /api/food/identify-voice: the server reads quantities and foods against the food table. */
export async function identifyVoice(input: IdentifyVoice): Promise<IdentifiedFoods> {
  const res = await apiRequest('POST', `${FOOD_URL}/identify-voice`, input);
  return (await res.json()) as IdentifiedFoods;
}

/**
 * Nothing is stored by identifying, so nothing is invalidated; the write retry of
 * docs/product.md#request-and-retry-rules applies.
 */
export const useIdentifyPhoto = () => useMutation({ mutationFn: identifyPhoto });
export const useIdentifyVoice = () => useMutation({ mutationFn: identifyVoice });
