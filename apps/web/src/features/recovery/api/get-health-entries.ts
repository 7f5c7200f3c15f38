import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HealthManualRecord } from '@grandfit/shared/schemas/health.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { CACHE_PRESETS } from '../../../lib/cache-presets.ts';

export const HEALTH_ENTRIES_URL = '/api/health/manual-entries';

/** GET /api/health/manual-entries: the user's own entries (not imports), newest day first. */
export async function getHealthEntries(): Promise<HealthManualRecord[]> {
  const res = await apiRequest('GET', HEALTH_ENTRIES_URL);
  return (await res.json()) as HealthManualRecord[];
}

export function getHealthEntriesQueryOptions() {
  return queryOptions({
    queryKey: [HEALTH_ENTRIES_URL] as const,
    queryFn: getHealthEntries,
    ...CACHE_PRESETS.recovery,
  });
}

export function useHealthEntries() {
  return useQuery(getHealthEntriesQueryOptions());
}
