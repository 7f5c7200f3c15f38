import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PerformanceMetrics } from '@grandfit/shared/schemas/analytics.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { CACHE_PRESETS } from '../../../lib/cache-presets.ts';

export const PERFORMANCE_METRICS_URL = '/api/ai/performance-metrics';

export async function getPerformanceMetrics(days: number): Promise<PerformanceMetrics> {
  const res = await apiRequest('GET', `${PERFORMANCE_METRICS_URL}?days=${days}`);
  return (await res.json()) as PerformanceMetrics;
}

/** Spec 7: the data key holds the day range; the analytics preset (15 min fresh, spec 9). */
export function getPerformanceMetricsQueryOptions(days: number) {
  return queryOptions({
    queryKey: [PERFORMANCE_METRICS_URL, days] as const,
    queryFn: () => getPerformanceMetrics(days),
    ...CACHE_PRESETS.analytics,
  });
}

/** Keeps the last range's figures on screen (dimmed) while another range loads. */
export function usePerformanceMetrics(days: number) {
  return useQuery({
    ...getPerformanceMetricsQueryOptions(days),
    placeholderData: keepPreviousData,
  });
}
