import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TrainingPhaseAnalysis } from '@grandfit/shared/schemas/analytics.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { CACHE_PRESETS } from '../../../lib/cache-presets.ts';
import { useDeviceTimeZone } from '../../../lib/time-zone.ts';

export const TRAINING_PHASE_ANALYSIS_URL = '/api/ai/training-phase-analysis';

export async function getTrainingPhaseAnalysis(tz: string): Promise<TrainingPhaseAnalysis> {
  const res = await apiRequest(
    'GET',
    `${TRAINING_PHASE_ANALYSIS_URL}?tz=${encodeURIComponent(tz)}`,
  );
  return (await res.json()) as TrainingPhaseAnalysis;
}

export function getTrainingPhaseAnalysisQueryOptions(tz: string) {
  return queryOptions({
    queryKey: [TRAINING_PHASE_ANALYSIS_URL, tz] as const,
    queryFn: () => getTrainingPhaseAnalysis(tz),
    ...CACHE_PRESETS.analytics,
  });
}

export function useTrainingPhaseAnalysis() {
  return useQuery(getTrainingPhaseAnalysisQueryOptions(useDeviceTimeZone()));
}
