import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HealthData } from '@grandfit/shared/schemas/health.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { CACHE_PRESETS } from '../../../lib/cache-presets.ts';

const HEALTH_LATEST_URL = '/api/health/latest';
const MINUTE = 60_000;

/** A window of local calendar days (YYYY-MM-DD), both ends included. */
export interface HealthRange {
  start: string;
  end: string;
}

export async function getHealthLatest(range: HealthRange): Promise<HealthData | null> {
  const params = new URLSearchParams({ type: 'all', start: range.start, end: range.end });
  const res = await apiRequest('GET', `${HEALTH_LATEST_URL}?${params}`);
  return (await res.json()) as HealthData | null;
}

/** Without a range: the prefix of every window's key, for invalidation. */
export function healthLatestQueryKey(range?: HealthRange) {
  return range ? ([HEALTH_LATEST_URL, range] as const) : ([HEALTH_LATEST_URL] as const);
}

export function getHealthLatestQueryOptions(range: HealthRange) {
  return queryOptions({
    queryKey: healthLatestQueryKey(range),
    queryFn: () => getHealthLatest(range),
    gcTime: CACHE_PRESETS.recovery.gcTime,
    // Health data refetches every 30 minutes with a 5-minute fresh time
    // (docs/product.md#cache-times).
    staleTime: 5 * MINUTE,
    refetchInterval: 30 * MINUTE,
  });
}

export function useHealthLatest(range: HealthRange) {
  return useQuery(getHealthLatestQueryOptions(range));
}
