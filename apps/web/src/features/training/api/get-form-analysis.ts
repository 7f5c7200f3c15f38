import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FormAnalysisView } from '@grandfit/shared/schemas/coach.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { CACHE_PRESETS } from '../../../lib/cache-presets.ts';

const URL = '/api/ai/form-analysis';

/** The coach's read of the user's form from the logged sets (docs/product.md#ai-coach-dialog). */
export async function getFormAnalysis(exerciseId: string): Promise<FormAnalysisView> {
  const res = await apiRequest('GET', `${URL}/${encodeURIComponent(exerciseId)}`);
  return (await res.json()) as FormAnalysisView;
}

export function getFormAnalysisQueryOptions(exerciseId: string) {
  return queryOptions({
    queryKey: [URL, exerciseId] as const,
    queryFn: () => getFormAnalysis(exerciseId),
    ...CACHE_PRESETS.ai,
  });
}

export function useFormAnalysis(exerciseId: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getFormAnalysisQueryOptions(exerciseId), enabled: options.enabled ?? true });
}
