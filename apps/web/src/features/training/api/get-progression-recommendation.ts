import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProgressionRecommendationView } from '@grandfit/shared/schemas/coach.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { CACHE_PRESETS } from '../../../lib/cache-presets.ts';

const URL = '/api/ai/progression-recommendation';

/** Whether to add load, hold or deload next (docs/product.md#progression-advice). */
export async function getProgressionRecommendation(
  exerciseId: string,
): Promise<ProgressionRecommendationView> {
  const res = await apiRequest('GET', `${URL}/${encodeURIComponent(exerciseId)}`);
  return (await res.json()) as ProgressionRecommendationView;
}

export function getProgressionRecommendationQueryOptions(exerciseId: string) {
  return queryOptions({
    queryKey: [URL, exerciseId] as const,
    queryFn: () => getProgressionRecommendation(exerciseId),
    ...CACHE_PRESETS.ai,
  });
}

export function useProgressionRecommendation(
  exerciseId: string,
  options: { enabled?: boolean } = {},
) {
  return useQuery({
    ...getProgressionRecommendationQueryOptions(exerciseId),
    enabled: options.enabled ?? true,
  });
}
