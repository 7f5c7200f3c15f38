import { Link } from 'react-router';
import type { ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { ChevronRight, Compass, TrendingUp, type LucideIcon } from 'lucide-react';
import {
  getLeapComplianceQueryOptions,
  useLeapCompliance,
} from '../../../lib/food/get-leap-compliance.ts';
import { getRecentMealsQueryOptions, useRecentMeals } from '../../../lib/food/get-recent-meals.ts';
import { cn } from '../../../lib/utils.ts';
import type { useWeekWorkouts } from '../api/get-week-workouts.ts';
import type { JourneyStatus } from '../utils/journey-dates.ts';
import { nutritionTile } from '../utils/nutrition-tile.ts';
import { getUnfinishedQueryOptions } from '../../history/api/get-unfinished.ts';
import { ProgressOverview } from './progress-overview.tsx';
import { MissedNotice } from './missed-notice.tsx';
import { UnfinishedNotice } from './unfinished-notice.tsx';
import { WeeklyBlock } from './weekly-block.tsx';

// Quick Actions are Method and View Progress ('View All Goals' is the goals preview's):
// docs/product.md#today-screen.
const QUICK_LINKS: Array<{ to: string; label: string; icon: LucideIcon }> = [
  { to: '/methodology', label: 'Method', icon: Compass },
  { to: '/progress', label: 'View Progress', icon: TrendingUp },
];

/**
 * Asks for this part's own answers (the meals, their LEAP compliance, the workouts left
 * unfinished) before it mounts.
 */
export function prefetchTodayMore(queryClient: QueryClient) {
  return Promise.allSettled([
    queryClient.ensureQueryData(getRecentMealsQueryOptions()),
    queryClient.ensureQueryData(getLeapComplianceQueryOptions()),
    queryClient.ensureQueryData(getUnfinishedQueryOptions()),
  ]);
}

/**
 * Today below its first screen: a workout left unfinished or missed, the goals preview, the quick
 * actions, progress and the week.
 */
export function TodayMore({
  goals,
  date,
  journeyStart,
  status,
  journeyWeek,
  week,
}: {
  goals?: ReactNode;
  date: string;
  journeyStart?: string;
  status?: JourneyStatus;
  journeyWeek?: number;
  week: ReturnType<typeof useWeekWorkouts>;
}) {
  const meals = useRecentMeals();
  const compliance = useLeapCompliance();
  // Waits for the compliance too (unless there is no meal to score), so the caption does not jump.
  const nutrition =
    meals.data && (meals.data.length === 0 || !compliance.isPending)
      ? nutritionTile(meals.data, compliance.data, date)
      : meals.isError
        ? null
        : undefined;
  return (
    <>
      <UnfinishedNotice today={date} />
      {status === 'ended' ? null : <MissedNotice week={week.data} today={date} />}
      {goals}
      <section aria-labelledby="quick-actions-title">
        <h2 id="quick-actions-title" className="mb-3 px-1 text-lg font-bold tracking-tight">
          Quick Actions
        </h2>
        <nav aria-label="Quick actions" className="grid gap-2 sm:grid-cols-2">
          {QUICK_LINKS.map(({ to, label, icon: Icon }) => (
            <Link
              key={to}
              to={to}
              className="flex min-h-14 items-center gap-3 rounded-2xl border border-border bg-surface px-4 text-sm font-semibold transition-colors hover:bg-muted"
            >
              <Icon className="size-5 text-primary" aria-hidden="true" />
              <span className="flex-1">{label}</span>
              <ChevronRight className="size-4 text-muted-foreground" aria-hidden="true" />
            </Link>
          ))}
        </nav>
      </section>
      <div className={cn('grid items-start gap-5', status !== 'ended' && 'md:grid-cols-2')}>
        <ProgressOverview
          today={date}
          journeyStart={journeyStart}
          status={status}
          week={journeyWeek}
          nutrition={nutrition}
        />
        {status === 'ended' ? null : (
          <WeeklyBlock
            block={week.data?.block}
            subtitle={week.data ? `Week ${week.data.week} of 52` : undefined}
            onRetry={week.isError ? () => void week.refetch() : undefined}
          />
        )}
      </div>
    </>
  );
}
