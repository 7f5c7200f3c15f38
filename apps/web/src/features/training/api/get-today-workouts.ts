import {
  onlineManager,
  queryOptions,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { TodayWorkouts, WeekWorkouts } from '@grandfit/shared/schemas/training.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { CACHE_PRESETS } from '../../../lib/cache-presets.ts';
import { todayFromWeek } from '../utils/today-from-week.ts';
import { WORKOUTS_URL } from '../../../lib/workouts-query.ts';

/** `date` is the user's local calendar day (YYYY-MM-DD): the journey day is counted from it. */
export async function getTodayWorkouts(date: string): Promise<TodayWorkouts> {
  const res = await apiRequest('GET', `${WORKOUTS_URL}/today?${new URLSearchParams({ date })}`);
  return (await res.json()) as TodayWorkouts;
}

export function getTodayWorkoutsQueryOptions(date: string) {
  return queryOptions({
    queryKey: [WORKOUTS_URL, 'today', { date }] as const,
    queryFn: () => getTodayWorkouts(date),
    ...CACHE_PRESETS.workout,
  });
}

/** This week's list as the device holds it, read for `date` (utils/today-from-week.ts). */
function todayFromCachedWeeks(queryClient: QueryClient, date: string): TodayWorkouts | undefined {
  for (const [, week] of queryClient.getQueriesData<WeekWorkouts>({
    queryKey: [WORKOUTS_URL, 'week'],
  })) {
    const today = week ? todayFromWeek(week, date) : undefined;
    if (today) return today;
  }
  return undefined;
}

export function useTodayWorkouts(date: string) {
  const queryClient = useQueryClient();
  return useQuery({
    ...getTodayWorkoutsQueryOptions(date),
    // Offline on a day never loaded before: the week the device holds stands in until the
    // connection returns. Online, the server's answer is only a moment away.
    placeholderData: () =>
      onlineManager.isOnline() ? undefined : todayFromCachedWeeks(queryClient, date),
  });
}
