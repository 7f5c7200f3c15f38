import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Readiness } from '@grandfit/shared/schemas/health.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { CACHE_PRESETS } from '../../../lib/cache-presets.ts';

const READINESS_URL = '/api/recovery/readiness';

/** `date` is the user's local calendar day (YYYY-MM-DD). */
export async function getReadiness(date: string): Promise<Readiness> {
  const res = await apiRequest('GET', `${READINESS_URL}?${new URLSearchParams({ date })}`);
  return (await res.json()) as Readiness;
}

/** Without a date: the prefix of every day's key, for invalidation. */
export function readinessQueryKey(date?: string) {
  return date ? ([READINESS_URL, { date }] as const) : ([READINESS_URL] as const);
}

export function getReadinessQueryOptions(date: string) {
  return queryOptions({
    queryKey: readinessQueryKey(date),
    queryFn: () => getReadiness(date),
    ...CACHE_PRESETS.recovery,
  });
}

export function useReadiness(date: string) {
  return useQuery(getReadinessQueryOptions(date));
}
