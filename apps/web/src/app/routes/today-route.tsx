import { Suspense } from 'react';
import { preloadable, usePreload } from '../../lib/preloadable.ts';
import { onlineManager, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { toLocalIsoDate } from '@grandfit/shared/domain/journey.ts';
import { getSettingsQueryOptions } from '../../features/profile/api/get-settings.ts';
import { getReadinessQueryOptions } from '../../features/recovery/api/get-readiness.ts';
import { ReadinessCard } from '../../features/recovery/components/readiness-card.tsx';
import { getTodayWorkoutsQueryOptions } from '../../features/training/api/get-today-workouts.ts';
import { workoutsQueryKeyRoot } from '../../lib/workouts-query.ts';
import { TodayScreen } from '../../features/training/components/today-screen.tsx';

// Below Today's first screen (the screen mounts it after that screen is painted): its own chunk,
// downloaded from the first render on rather than before it.
const TodayGoals = preloadable(() =>
  import('../../features/goals/components/today-goals.tsx').then((m) => m.TodayGoals),
);

/** How long opening Today waits for its first answers before it shows their placeholders. */
const FIRST_ANSWERS_WAIT_MS = 1000;

/**
 * The route's loader: today's workout and readiness, the first screen's two answers, before the
 * screen renders. The page asked for both as it loaded (apps/server/src/http/signed-in-preloads.ts),
 * so they are usually there by the time this chunk is, and the screen then shows whole in one
 * render instead of placeholders replaced a moment later (each replacement a render, a commit and
 * a layout on a phone's main thread). Answers already held (the offline copy, an earlier visit)
 * return at once; offline, or on a slow connection after a second, the screen shows without them
 * and its cards wait as they always have.
 */
export function loadTodayAnswers(queryClient: QueryClient) {
  return async () => {
    if (!onlineManager.isOnline()) return null;
    const date = toLocalIsoDate(new Date());
    const answers = Promise.allSettled([
      queryClient.ensureQueryData(getTodayWorkoutsQueryOptions(date)),
      queryClient.ensureQueryData(getReadinessQueryOptions(date)),
    ]);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const waitLimit = new Promise(
      (resolve) => (timer = setTimeout(resolve, FIRST_ANSWERS_WAIT_MS)),
    );
    await Promise.race([answers, waitLimit]);
    clearTimeout(timer);
    return null;
  };
}

/**
 * Today (docs/product.md#today-screen) composes training with recovery's readiness card, the goals
 * preview and the profile's settings (features stay apart, README.md#layout).
 */
export function TodayRoute() {
  const queryClient = useQueryClient();
  usePreload(TodayGoals.preload);

  /**
   * Moves the journey start (docs/product.md#journey-start). The settings are saved whole (PUT),
   * so they are read fresh first and nothing else the user set is lost; then every workouts query
   * follows. Only a finished journey or time away offers it, so its code loads when asked.
   */
  async function moveJourneyStart(journeyStartDate: string, keepProgress: boolean) {
    const { saveSettings } = await import('../../features/profile/api/update-settings.ts');
    const settings = await queryClient.fetchQuery({ ...getSettingsQueryOptions(), staleTime: 0 });
    await saveSettings(queryClient, { ...settings, journeyStartDate, keepProgress });
    await queryClient.invalidateQueries({ queryKey: workoutsQueryKeyRoot });
  }

  return (
    <TodayScreen
      readiness={<ReadinessCard />}
      goals={
        <Suspense fallback={null}>
          <TodayGoals />
        </Suspense>
      }
      prefetchGoals={(date) =>
        import('../../features/goals/components/today-goals.tsx').then((goals) =>
          goals.prefetchTodayGoals(queryClient, date),
        )
      }
      // A new journey starts over today; back after time away (decision 074), the journey picks
      // up where he left it, the workouts done kept (decision 072).
      onStartNewJourney={() => moveJourneyStart(toLocalIsoDate(new Date()), false)}
      onResumeJourney={(journeyStartDate) => moveJourneyStart(journeyStartDate, true)}
    />
  );
}
