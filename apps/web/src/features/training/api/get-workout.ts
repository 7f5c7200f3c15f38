import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TodayWorkouts, WeekWorkouts, Workout } from '@grandfit/shared/schemas/training.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { CACHE_PRESETS } from '../../../lib/cache-presets.ts';
import {
  WORKOUTS_URL,
  workoutQueryKey,
  workoutsQueryKeyRoot,
} from '../../../lib/workouts-query.ts';

/** One of the user's workouts; another user's or an unknown id answers 404. */
export async function getWorkout(id: string, date: string): Promise<Workout> {
  const res = await apiRequest(
    'GET',
    `${WORKOUTS_URL}/${encodeURIComponent(id)}?${new URLSearchParams({ date })}`,
  );
  return (await res.json()) as Workout;
}

export function getWorkoutQueryOptions(id: string, date: string) {
  return queryOptions({
    queryKey: workoutQueryKey(id, date),
    queryFn: () => getWorkout(id, date),
    ...CACHE_PRESETS.workout,
  });
}

/** The workouts inside a cached answer of any workouts query (today, a week, one workout). */
function workoutsIn(data: unknown): Array<Workout | null> {
  if (typeof data !== 'object' || data === null) return [];
  if ('workouts' in data) return (data as WeekWorkouts).workouts;
  if ('others' in data) {
    const today = data as TodayWorkouts;
    return [today.workout, ...today.others];
  }
  return 'exercises' in data ? [data as Workout] : [];
}

/** The workout as Today or the list already holds it, to show at once while it is fetched. */
export function findCachedWorkout(queryClient: QueryClient, id: string): Workout | undefined {
  for (const [, data] of queryClient.getQueriesData({ queryKey: workoutsQueryKeyRoot })) {
    const found = workoutsIn(data).find((workout) => workout?.id === id);
    if (found) return found;
  }
  return undefined;
}

export function useWorkout(id: string, date: string) {
  const queryClient = useQueryClient();
  return useQuery({
    ...getWorkoutQueryOptions(id, date),
    placeholderData: () => findCachedWorkout(queryClient, id),
  });
}
