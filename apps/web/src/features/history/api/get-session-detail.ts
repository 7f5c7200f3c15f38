import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionDetail } from '@grandfit/shared/schemas/history.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { CACHE_PRESETS } from '../../../lib/cache-presets.ts';
import { deviceTimeZone } from '../../../lib/time-zone.ts';
import { HISTORY_URL } from './history-url.ts';

export const historySessionUrl = (sessionId: string) =>
  `${HISTORY_URL}/sessions/${encodeURIComponent(sessionId)}`;

/** GET /api/history/sessions/{id}: a past session as done against its targets. */
export async function getSessionDetail(sessionId: string): Promise<SessionDetail> {
  const tz = encodeURIComponent(deviceTimeZone());
  const res = await apiRequest('GET', `${historySessionUrl(sessionId)}?tz=${tz}`);
  return (await res.json()) as SessionDetail;
}

export function getSessionDetailQueryOptions(sessionId: string) {
  return queryOptions({
    queryKey: [HISTORY_URL, 'sessions', sessionId] as const,
    queryFn: () => getSessionDetail(sessionId),
    ...CACHE_PRESETS.workout,
  });
}

export function useSessionDetail(sessionId: string) {
  return useQuery(getSessionDetailQueryOptions(sessionId));
}
