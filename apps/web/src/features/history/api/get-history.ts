import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { HistoryPage } from '@grandfit/shared/schemas/history.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { CACHE_PRESETS } from '../../../lib/cache-presets.ts';

export const HISTORY_URL = '/api/history';
/** Every History read (the list and each session) starts with this key. */
export const historyQueryKeyRoot = [HISTORY_URL] as const;

/** GET /api/history: one page of completed sessions, newest first. */
export async function getHistoryPage(cursor: string | null): Promise<HistoryPage> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  const res = await apiRequest('GET', `${HISTORY_URL}${query}`);
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
