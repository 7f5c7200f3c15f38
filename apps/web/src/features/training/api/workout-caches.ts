import type { QueryClient } from '@tanstack/react-query';
import { isWarmUp } from '@grandfit/shared/domain/warm-up.ts';
import type { LogSet, Workout } from '@grandfit/shared/schemas/training.ts';
import { WORKOUTS_URL, workoutsQueryKeyRoot } from '../../../lib/workouts-query.ts';

/**
 * Applies `change` to the workout wherever a workouts query holds it: today's, a week's list and,
 * unless `listsOnly`, the workout's own answer.
 */
function updateCachedWorkout(
  queryClient: QueryClient,
  workoutId: string,
  change: (workout: Workout) => Workout,
  { listsOnly = false } = {},
) {
  const apply = (workout: Workout | null) =>
    workout?.id === workoutId ? change(workout) : workout;
  for (const [queryKey, data] of queryClient.getQueriesData({ queryKey: workoutsQueryKeyRoot })) {
    if (typeof data !== 'object' || data === null) continue;
    if ('workouts' in data) {
      const week = data as { workouts: Workout[] };
      queryClient.setQueryData(queryKey, { ...week, workouts: week.workouts.map(apply) });
    } else if ('others' in data) {
      const today = data as { workout: Workout | null; others: Workout[] };
      queryClient.setQueryData(queryKey, {
        ...today,
        workout: apply(today.workout),
        others: today.others.map(apply),
      });
    } else if ('exercises' in data && !listsOnly) {
      queryClient.setQueryData(queryKey, apply(data as Workout));
    }
  }
}

/** The workout shows as completed at once, and no longer under way. */
export function markCompletedInCache(queryClient: QueryClient, workoutId: string) {
  updateCachedWorkout(queryClient, workoutId, (workout) => ({
    ...workout,
    completed: true,
    inProgress: null,
  }));
}

/**
 * A set just logged (sent or kept offline) puts its workout under way on Today and in the list
 * (decision 053), counted as the server counts it: a warm-up or a skipped set starts the session
 * but is no set done. The lists are not on screen while a set is logged, so nothing renders now.
 * The active workout's own answer is left as it is (changed, it would render the whole session
 * again for nothing). All are marked stale without being fetched: the server's count replaces
 * this one wherever they are shown next with a connection, even from the offline copy (which
 * keeps the mark, and may be older than this update when the page is reloaded at once).
 */
export function markSetInCache(
  queryClient: QueryClient,
  workoutId: string,
  set: Pick<LogSet, 'performedAt' | 'skipped' | 'setType'>,
) {
  const counts = !set.skipped && !isWarmUp(set);
  updateCachedWorkout(
    queryClient,
    workoutId,
    (workout) => ({
      ...workout,
      inProgress: {
        setsDone: (workout.inProgress?.setsDone ?? 0) + (counts ? 1 : 0),
        lastSetAt: set.performedAt,
      },
    }),
    { listsOnly: true },
  );
  for (const queryKey of [
    [WORKOUTS_URL, 'today'],
    [WORKOUTS_URL, 'week'],
    [WORKOUTS_URL, 'workout', workoutId],
  ]) {
    void queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
  }
}
