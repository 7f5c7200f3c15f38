import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { toLocalIsoDate } from '@grandfit/shared/domain/journey.ts';
import { getGoalsQueryOptions } from '../features/goals/api/get-goals.ts';
import { getSettingsQueryOptions } from '../features/profile/api/get-settings.ts';
import { getWeekWorkoutsQueryOptions } from '../features/training/api/get-week-workouts.ts';

/** After the first screen has loaded, so the prefetch never competes with it. */
const PREFETCH_DELAY_MS = 3000;

/**
 * Loads what the gym without signal needs even if the user never opened its screen today: this
 * week's workouts with their exercises (any of them can be started offline), the goals, the
 * settings, and his routines with his own exercises (a routine starts offline, decision 076).
 * The offline copy (lib/offline-cache) keeps them; fresh answers are not asked again.
 * Not during a workout: the demo makes no fetch (docs/product.md#active-workout), and a live
 * session's sets come first.
 */
export function useOfflinePrefetch() {
  const queryClient = useQueryClient();
  const inWorkout = useLocation().pathname.startsWith('/workout/');
  useEffect(() => {
    if (inWorkout) return;
    const timer = setTimeout(() => {
      if (!onlineManager.isOnline()) return;
      const date = toLocalIsoDate(new Date());
      void queryClient.prefetchQuery(getWeekWorkoutsQueryOptions({ date }));
      void queryClient.prefetchQuery(getGoalsQueryOptions(date));
      void queryClient.prefetchQuery(getSettingsQueryOptions());
      // Imported here, not above: nothing of Today's first load is spent on them.
      void import('../lib/routines-query.ts').then(({ getRoutinesQueryOptions }) =>
        queryClient.prefetchQuery(getRoutinesQueryOptions()),
      );
      void import('../lib/custom-exercises-query.ts').then(({ getCustomExercisesQueryOptions }) =>
        queryClient.prefetchQuery(getCustomExercisesQueryOptions()),
      );
    }, PREFETCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [queryClient, inWorkout]);
}
