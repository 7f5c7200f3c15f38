import { Suspense } from 'react';
import { preloadable, usePreload } from '../../lib/preloadable.ts';
import { useQueryClient } from '@tanstack/react-query';
import { toLocalIsoDate } from '@grandfit/shared/domain/journey.ts';
import { getSettingsQueryOptions } from '../../features/profile/api/get-settings.ts';
import { ReadinessCard } from '../../features/recovery/components/readiness-card.tsx';
import { workoutsQueryKeyRoot } from '../../lib/workouts-query.ts';
import { TodayScreen } from '../../features/training/components/today-screen.tsx';

// Below Today's first screen (the screen mounts it after that screen is painted): its own chunk,
// downloaded from the first render on rather than before it.
const TodayGoals = preloadable(() =>
  import('../../features/goals/components/today-goals.tsx').then((m) => m.TodayGoals),
);

/**
 * Today (docs/product.md#today-screen) composes training with recovery's readiness card, the goals
 * preview and the profile's settings (features stay apart, README.md#layout).
 */
export function TodayRoute() {
  const queryClient = useQueryClient();
  usePreload(TodayGoals.preload);

  /**
   * A new journey starts today (docs/product.md#journey-start). The settings are saved whole (PUT),
   * so they are read fresh first and nothing else the user set is lost; then every workouts query
   * follows. Only a finished journey offers it, so its code loads when asked.
   */
  async function startNewJourney() {
    const { saveSettings } = await import('../../features/profile/api/update-settings.ts');
    const settings = await queryClient.fetchQuery({ ...getSettingsQueryOptions(), staleTime: 0 });
    await saveSettings(queryClient, { ...settings, journeyStartDate: toLocalIsoDate(new Date()) });
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
      onStartNewJourney={startNewJourney}
    />
  );
}
