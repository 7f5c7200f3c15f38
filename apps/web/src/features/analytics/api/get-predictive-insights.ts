import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PredictiveInsights } from '@grandfit/shared/schemas/analytics.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { CACHE_PRESETS } from '../../../lib/cache-presets.ts';

export const PREDICTIVE_INSIGHTS_URL = '/api/ai/predictive-insights';

export async function getPredictiveInsights(): Promise<PredictiveInsights> {
  const res = await apiRequest('GET', PREDICTIVE_INSIGHTS_URL);
  return (await res.json()) as PredictiveInsights;
}

export function getPredictiveInsightsQueryOptions() {
  return queryOptions({
    queryKey: [PREDICTIVE_INSIGHTS_URL] as const,
    queryFn: getPredictiveInsights,
    ...CACHE_PRESETS.analytics,
  });
}

export function usePredictiveInsights() {
  return useQuery(getPredictiveInsightsQueryOptions());
}
