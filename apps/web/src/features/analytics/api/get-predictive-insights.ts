import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PredictiveInsights } from '@grandfit/shared/schemas/analytics.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { CACHE_PRESETS } from '../../../lib/cache-presets.ts';
import { useDeviceTimeZone } from '../../../lib/time-zone.ts';

export const PREDICTIVE_INSIGHTS_URL = '/api/ai/predictive-insights';

export async function getPredictiveInsights(tz: string): Promise<PredictiveInsights> {
  const res = await apiRequest('GET', `${PREDICTIVE_INSIGHTS_URL}?tz=${encodeURIComponent(tz)}`);
  return (await res.json()) as PredictiveInsights;
}

export function getPredictiveInsightsQueryOptions(tz: string) {
  return queryOptions({
    queryKey: [PREDICTIVE_INSIGHTS_URL, tz] as const,
    queryFn: () => getPredictiveInsights(tz),
    ...CACHE_PRESETS.analytics,
  });
}

export function usePredictiveInsights() {
  return useQuery(getPredictiveInsightsQueryOptions(useDeviceTimeZone()));
}
