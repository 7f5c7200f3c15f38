import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PerformanceMetrics } from '@grandfit/shared/schemas/analytics.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { CACHE_PRESETS } from '../../../lib/cache-presets.ts';
import { useDeviceTimeZone } from '../../../lib/time-zone.ts';

export const PERFORMANCE_METRICS_URL = '/api/ai/performance-metrics';

/** `tz`: the device's zone, so "today" and the chart days are the user's, as on Method and Progress. */
export async function getPerformanceMetrics(days: number, tz: string): Promise<PerformanceMetrics> {
  const res = await apiRequest(
    'GET',
    `${PERFORMANCE_METRICS_URL}?days=${days}&tz=${encodeURIComponent(tz)}`,
  );
  return (await res.json()) as PerformanceMetrics;
}

/**
 * The data key holds the day range (docs/product.md#analytics-routes); the analytics preset (15 min
 * fresh, docs/product.md#cache-times).
 */
export function getPerformanceMetricsQueryOptions(days: number, tz: string) {
  return queryOptions({
    queryKey: [PERFORMANCE_METRICS_URL, days, tz] as const,
    queryFn: () => getPerformanceMetrics(days, tz),
    ...CACHE_PRESETS.analytics,
  });
}

/** Keeps the last range's figures on screen (dimmed) while another range loads. */
export function usePerformanceMetrics(days: number) {
  const tz = useDeviceTimeZone();
  return useQuery({
    ...getPerformanceMetricsQueryOptions(days, tz),
    placeholderData: keepPreviousData,
  });
}
