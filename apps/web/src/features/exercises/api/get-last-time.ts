import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LastTime } from '@grandfit/shared/schemas/records.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { CACHE_PRESETS } from '../../../lib/cache-presets.ts';

export const LAST_TIME_URL = '/api/records/last-time';

export async function getLastTime(workoutId: string, sessionId: string): Promise<LastTime> {
  const res = await apiRequest(
    'GET',
    `${LAST_TIME_URL}?${new URLSearchParams({ workoutId, sessionId })}`,
  );
  return (await res.json()) as LastTime;
}

export function getLastTimeQueryOptions(workoutId: string, sessionId: string) {
  return queryOptions({
    queryKey: [LAST_TIME_URL, workoutId, sessionId] as const,
    queryFn: () => getLastTime(workoutId, sessionId),
    ...CACHE_PRESETS.workout,
  });
}

export function useLastTime(workoutId: string, sessionId: string | undefined) {
  return useQuery({
    ...getLastTimeQueryOptions(workoutId, sessionId ?? ''),
    enabled: sessionId !== undefined,
  });
}
