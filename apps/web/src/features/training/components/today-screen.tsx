import { Suspense, useState, type ReactNode } from 'react';
import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { useAfterFirstPaint } from '../../../lib/after-first-paint.ts';
import { preloadable, usePreload } from '../../../lib/preloadable.ts';
import { formatLongDate } from '../../../lib/dates.ts';
import { toLocalIsoDate } from '@grandfit/shared/domain/journey.ts';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LoadedOr } from '../../../components/ui/loaded-or.tsx';
import { useTodayWorkouts } from '../api/get-today-workouts.ts';
import { getWeekWorkoutsQueryOptions, useWeekWorkouts } from '../api/get-week-workouts.ts';
import { journeyStartFromToday, journeyStartOf, journeyStatus } from '../utils/journey-dates.ts';
import type { StartNewJourney } from './journey-status-card.tsx';
import type { ResumeJourney } from './welcome-back.tsx';
import { TodayWorkoutCard } from './today-workout-card.tsx';

// Below the first screen, which mounts it once painted: its own chunk, so its code (progress,
// the week, nutrition, quick actions) is not on the first screen's path. It downloads from the
// first render on, so it is there when its turn comes.
const TodayMore = preloadable(() => import('./today-more.tsx').then((m) => m.TodayMore));
// Only a lifter back from a week away sees it (decision 074): its own chunk, off Today's usual load.
const WelcomeBack = preloadable(() => import('./welcome-back.tsx').then((m) => m.WelcomeBack));

/**
 * Today (docs/product.md#today-screen). `readiness` is the recovery feature's card, `goals` the
 * goals feature's preview (`prefetchGoals` asks for its answer), and `onStartNewJourney` and
 * `onResumeJourney` save a new journey start through the profile feature: all are placed by the
 * route (README.md#layout).
 */
export function TodayScreen({
  readiness,
  goals,
  prefetchGoals,
  onStartNewJourney,
  onResumeJourney,
}: {
  readiness?: ReactNode;
  goals?: ReactNode;
  prefetchGoals?: (date: string) => Promise<unknown>;
  onStartNewJourney?: StartNewJourney;
  onResumeJourney?: ResumeJourney;
}) {
  const queryClient = useQueryClient();
  // The user's local calendar day, fixed for the life of the screen.
  const [now] = useState(() => new Date());
  const date = toLocalIsoDate(now);
  const today = useTodayWorkouts(date);
  const status = today.data ? journeyStatus(today.data) : undefined;
  // The cards below the first screen (header, today's workout, readiness) wait until it is
  // painted with today's answer, or until that answer is no longer being fetched; then their four
  // calls, so they show whole in one sliced render. Offline they show at once, from what is held.
  const rest = useAfterFirstPaint(!today.isPending || today.fetchStatus !== 'fetching', () =>
    onlineManager.isOnline()
      ? Promise.allSettled([
          queryClient.ensureQueryData(getWeekWorkoutsQueryOptions({ date })),
          import('./today-more.tsx').then((more) => more.prefetchTodayMore(queryClient)),
          prefetchGoals?.(date),
        ])
      : Promise.resolve(),
  );
  usePreload(TodayMore.preload);
  // After week 52 the journey-complete card (first screen) needs the week's start date.
  const week = useWeekWorkouts({ date }, { enabled: rest || status === 'ended' });
  const journeyStart = week.data
    ? journeyStartOf(week.data)
    : today.data
      ? journeyStartFromToday(today.data)
      : undefined;

  return (
    <>
      <PageHeader title="Today" subtitle={formatLongDate(now)} />
      <div className="grid gap-5">
        {/* The workout first: its title and Start button are in the first screen on a phone,
            with the compact readiness card just below (docs/product.md#today-screen). */}
        <TodayWorkoutCard
          query={today}
          date={date}
          journeyStart={journeyStart}
          onStartNewJourney={onStartNewJourney}
        />
        {readiness}
        {rest ? (
          // Offline in the first seconds of a first visit its chunk may not be on the device yet:
          // the workout and readiness stay, the rest comes back online.
          <LoadedOr otherwise={null}>
            <Suspense fallback={null}>
              {today.data?.resume && journeyStart && onResumeJourney ? (
                <WelcomeBack
                  offer={today.data.resume}
                  today={date}
                  journeyStart={journeyStart}
                  onResume={onResumeJourney}
                />
              ) : null}
              <TodayMore
                goals={goals}
                date={date}
                journeyStart={journeyStart}
                status={status}
                journeyWeek={today.data?.week}
                week={week}
              />
            </Suspense>
          </LoadedOr>
        ) : null}
      </div>
    </>
  );
}
