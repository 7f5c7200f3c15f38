import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnfinishedSessions } from '@grandfit/shared/schemas/history.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { CACHE_PRESETS } from '../../../lib/cache-presets.ts';
import { deviceTimeZone } from '../../../lib/time-zone.ts';
import { HISTORY_URL } from './history-url.ts';

/** GET /api/history/unfinished: sessions with sets logged and never finished (decision 050). */
export function getUnfinishedQueryOptions() {
  return queryOptions({
    // Under History's key root: a correction or a finished workout refreshes it with the rest.
    queryKey: [HISTORY_URL, 'unfinished'] as const,
    queryFn: async () => {
      const params = new URLSearchParams({ tz: deviceTimeZone() });
      const res = await apiRequest('GET', `${HISTORY_URL}/unfinished?${params.toString()}`);
      return (await res.json()) as UnfinishedSessions;
    },
    ...CACHE_PRESETS.workout,
  });
}

export function useUnfinishedSessions() {
  return useQuery(getUnfinishedQueryOptions());
}
