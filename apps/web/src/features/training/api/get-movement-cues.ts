import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MovementCuesView } from '@grandfit/shared/schemas/coach.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { CACHE_PRESETS } from '../../../lib/cache-presets.ts';

const URL = '/api/ai/movement-cues';

/** How to perform the exercise, cue by cue (docs/product.md#ai-coach-dialog). */
export async function getMovementCues(exerciseId: string): Promise<MovementCuesView> {
  const res = await apiRequest('GET', `${URL}/${encodeURIComponent(exerciseId)}/execution`);
  return (await res.json()) as MovementCuesView;
}

export function getMovementCuesQueryOptions(exerciseId: string) {
  return queryOptions({
    queryKey: [URL, exerciseId, 'execution'] as const,
    queryFn: () => getMovementCues(exerciseId),
    ...CACHE_PRESETS.ai,
  });
}

export function useMovementCues(exerciseId: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getMovementCuesQueryOptions(exerciseId), enabled: options.enabled ?? true });
}
