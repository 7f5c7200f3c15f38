import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HistoryCalendar } from '@grandfit/shared/schemas/history.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { CACHE_PRESETS } from '../../../lib/cache-presets.ts';
import { deviceTimeZone } from '../../../lib/time-zone.ts';
import { HISTORY_URL } from './history-url.ts';

/** GET /api/history/calendar: the month's completed sessions by the day they started here. */
export function historyCalendarQueryOptions(month: string) {
  return queryOptions({
    queryKey: [HISTORY_URL, 'calendar', month] as const,
    queryFn: async () => {
      const params = new URLSearchParams({ month, tz: deviceTimeZone() });
      const res = await apiRequest('GET', `${HISTORY_URL}/calendar?${params.toString()}`);
      return (await res.json()) as HistoryCalendar;
    },
    ...CACHE_PRESETS.workout,
  });
}

/** The month on show (its grid is drawn from the month alone, so it never waits for this). */
export function useHistoryCalendar(month: string) {
  return useQuery(historyCalendarQueryOptions(month));
}
