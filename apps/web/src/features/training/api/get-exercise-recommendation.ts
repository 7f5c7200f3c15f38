import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExerciseRecommendationView } from '@grandfit/shared/schemas/coach.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { CACHE_PRESETS } from '../../../lib/cache-presets.ts';

const URL = '/api/ai/exercise-recommendation';

export interface ExerciseRecommendationParams {
  exerciseId: string;
  /** The prescription it is for: the workout's exercise at this position, on this local day. */
  workoutId: string;
  exerciseIndex: number;
  date: string;
}

/** The coach's weight for the exercise's next set (docs/product.md#weight-recommendation). */
export async function getExerciseRecommendation({
  exerciseId,
  workoutId,
  exerciseIndex,
  date,
}: ExerciseRecommendationParams): Promise<ExerciseRecommendationView> {
  const params = new URLSearchParams({ workoutId, exerciseIndex: String(exerciseIndex), date });
  const res = await apiRequest('GET', `${URL}/${encodeURIComponent(exerciseId)}?${params}`);
  return (await res.json()) as ExerciseRecommendationView;
}

export function getExerciseRecommendationQueryOptions(params: ExerciseRecommendationParams) {
  const { exerciseId, workoutId, exerciseIndex, date } = params;
  return queryOptions({
    queryKey: [URL, exerciseId, { workoutId, exerciseIndex, date }] as const,
    queryFn: () => getExerciseRecommendation(params),
    ...CACHE_PRESETS.ai,
  });
}

/** Not for the demo (docs/product.md#active-workout): the demo passes `enabled: false`. */
export function useExerciseRecommendation(
  params: ExerciseRecommendationParams,
  options: { enabled?: boolean } = {},
) {
  return useQuery({
    ...getExerciseRecommendationQueryOptions(params),
    enabled: options.enabled ?? true,
  });
}
