import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HealthImport } from '@grandfit/shared/schemas/health-import.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { CACHE_PRESETS } from '../../../lib/cache-presets.ts';

const HEALTH_IMPORTS_URL = '/api/health/imports';

/** The user's last 10 imports of a health export, newest first. */
export async function getHealthImports(): Promise<HealthImport[]> {
  const res = await apiRequest('GET', HEALTH_IMPORTS_URL);
  return (await res.json()) as HealthImport[];
}

export function getHealthImportsQueryOptions() {
  return queryOptions({
    queryKey: [HEALTH_IMPORTS_URL] as const,
    queryFn: getHealthImports,
    ...CACHE_PRESETS.recovery,
  });
}

export function useHealthImports() {
  return useQuery(getHealthImportsQueryOptions());
}
