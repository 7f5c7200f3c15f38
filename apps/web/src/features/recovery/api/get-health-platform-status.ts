import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HealthPlatformStatus } from '@grandfit/shared/schemas/health-platform.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { CACHE_PRESETS } from '../../../lib/cache-presets.ts';

const HEALTH_PLATFORM_STATUS_URL = '/api/healthkit/status';

export async function getHealthPlatformStatus(): Promise<HealthPlatformStatus> {
  const res = await apiRequest('GET', HEALTH_PLATFORM_STATUS_URL);
  return (await res.json()) as HealthPlatformStatus;
}

export const healthPlatformStatusQueryKey = () => [HEALTH_PLATFORM_STATUS_URL] as const;

export function getHealthPlatformStatusQueryOptions() {
  return queryOptions({
    queryKey: healthPlatformStatusQueryKey(),
    queryFn: getHealthPlatformStatus,
    ...CACHE_PRESETS.user,
  });
}

export function useHealthPlatformStatus() {
  return useQuery(getHealthPlatformStatusQueryOptions());
}
