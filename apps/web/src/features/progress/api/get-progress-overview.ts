import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProgressOverview } from '@grandfit/shared/schemas/progress.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { CACHE_PRESETS } from '../../../lib/cache-presets.ts';

export const PROGRESS_OVERVIEW_URL = '/api/progress/overview';

export interface ProgressOverviewParams {
  /** The user's local calendar day (YYYY-MM-DD): every figure is "as of" it. */
  date: string;
  /** How many calendar months the charts cover, the current one included. */
  months: number;
  /** The user's IANA time zone: completion times become the user's days in it. */
  tz: string;
}

export async function getProgressOverview(
  params: ProgressOverviewParams,
): Promise<ProgressOverview> {
  const query = new URLSearchParams({
    date: params.date,
    months: String(params.months),
    tz: params.tz,
  });
  const res = await apiRequest('GET', `${PROGRESS_OVERVIEW_URL}?${query}`);
  return (await res.json()) as ProgressOverview;
}

/**
 * The workout preset (30 s fresh): the figures follow the sets and completions just logged, so a
 * visit after a workout refetches instead of showing the state before it.
 */
export function getProgressOverviewQueryOptions(params: ProgressOverviewParams) {
  return queryOptions({
    queryKey: [PROGRESS_OVERVIEW_URL, params] as const,
    queryFn: () => getProgressOverview(params),
    ...CACHE_PRESETS.workout,
  });
}

/** Keeps the figures on screen while another range loads. */
export function useProgressOverview(params: ProgressOverviewParams) {
  return useQuery({
    ...getProgressOverviewQueryOptions(params),
    placeholderData: keepPreviousData,
  });
}
