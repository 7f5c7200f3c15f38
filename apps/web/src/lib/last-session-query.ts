import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LastSession } from '@grandfit/shared/schemas/records.ts';
import { apiRequest } from './api-client.ts';
import { CACHE_PRESETS } from './cache-presets.ts';

/**
 * GET /api/exercises/{exerciseId}/last-session, the session under way left out (decision 055): the
 * workout's "Last time", and the first set of an exercise added in History.
 */
export function getLastSessionQueryOptions(exerciseId: string, sessionId: string) {
  const url = `/api/exercises/${encodeURIComponent(exerciseId)}/last-session`;
  return queryOptions({
    queryKey: [url, { exclude: sessionId }] as const,
    queryFn: async () =>
      (await (
        await apiRequest('GET', `${url}?${new URLSearchParams({ exclude: sessionId })}`)
      ).json()) as LastSession,
    ...CACHE_PRESETS.workout,
  });
}

export const useLastSession = (exerciseId: string, sessionId: string, enabled = true) =>
  useQuery({ ...getLastSessionQueryOptions(exerciseId, sessionId), enabled });
