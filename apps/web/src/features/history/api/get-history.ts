import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { HistoryPage } from '@grandfit/shared/schemas/history.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { CACHE_PRESETS } from '../../../lib/cache-presets.ts';
import { deviceTimeZone } from '../../../lib/time-zone.ts';
import { HISTORY_URL } from './history-url.ts';

/**
 * GET /api/history: one page of completed sessions, newest first. The zone dates imported
 * sessions, which have no journey day, on the days the user lived them.
 */
export async function getHistoryPage(cursor: string | null): Promise<HistoryPage> {
  const params = new URLSearchParams({ tz: deviceTimeZone() });
  if (cursor) params.set('cursor', cursor);
  const res = await apiRequest('GET', `${HISTORY_URL}?${params.toString()}`);
  return (await res.json()) as HistoryPage;
}

export function getHistoryQueryOptions() {
  return infiniteQueryOptions({
    queryKey: [HISTORY_URL, 'list'] as const,
    queryFn: ({ pageParam }) => getHistoryPage(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    ...CACHE_PRESETS.workout,
  });
}

export function useHistory() {
  return useInfiniteQuery(getHistoryQueryOptions());
}
