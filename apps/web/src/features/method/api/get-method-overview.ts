import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MethodOverview } from '@grandfit/shared/schemas/method.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { CACHE_PRESETS } from '../../../lib/cache-presets.ts';

export const METHOD_OVERVIEW_URL = '/api/method/overview';

export interface MethodOverviewParams {
  /** The user's local calendar day (YYYY-MM-DD). */
  date: string;
  /** Minutes east of UTC (-Date#getTimezoneOffset()): bounds the meal windows. */
  utcOffset: number;
  /** The device's IANA zone: puts workouts on the user's days, as Progress does. */
  tz: string;
}

export async function getMethodOverview({
  date,
  utcOffset,
  tz,
}: MethodOverviewParams): Promise<MethodOverview> {
  const params = new URLSearchParams({ date, utcOffset: String(utcOffset), tz });
  const res = await apiRequest('GET', `${METHOD_OVERVIEW_URL}?${params}`);
  return (await res.json()) as MethodOverview;
}

/** Workout freshness (30 s): the figures move with every set and completed workout. */
export function getMethodOverviewQueryOptions(params: MethodOverviewParams) {
  return queryOptions({
    queryKey: [METHOD_OVERVIEW_URL, params] as const,
    queryFn: () => getMethodOverview(params),
    ...CACHE_PRESETS.workout,
  });
}

export function useMethodOverview(params: MethodOverviewParams) {
  return useQuery(getMethodOverviewQueryOptions(params));
}
