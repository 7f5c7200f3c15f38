import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { formatLongDate } from '@grandfit/shared/domain/dates.ts';
import { toLocalIsoDate } from '@grandfit/shared/domain/journey.ts';
import { ChevronRight, Compass, TrendingUp, type LucideIcon } from 'lucide-react';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useLeapCompliance } from '../../../lib/food/get-leap-compliance.ts';
import { useRecentMeals } from '../../../lib/food/get-recent-meals.ts';
import { cn } from '../../../lib/utils.ts';
import { useTodayWorkouts } from '../api/get-today-workouts.ts';
import { useWeekWorkouts } from '../api/get-week-workouts.ts';
import { journeyStartFromToday, journeyStartOf, journeyStatus } from '../utils/journey-dates.ts';
import { nutritionTile } from '../utils/nutrition-tile.ts';
import type { StartNewJourney } from './journey-status-card.tsx';
import type { JourneyStatus } from '../utils/journey-dates.ts';
import { ProgressOverview } from './progress-overview.tsx';
import { TodayWorkoutCard } from './today-workout-card.tsx';
import { WeeklyBlock } from './weekly-block.tsx';

// Quick Actions are Method and View Progress ('View All Goals' is the goals preview's):
// docs/product.md#today-screen.
const QUICK_LINKS: Array<{ to: string; label: string; icon: LucideIcon }> = [
  { to: '/methodology', label: 'Method', icon: Compass },
  { to: '/progress', label: 'View Progress', icon: TrendingUp },
];

/**
 * Today (docs/product.md#today-screen). `readiness` is the recovery feature's card, `goals` the
 * goals feature's preview and `onStartNewJourney` saves a new journey start through the profile
 * feature: all are placed by the route (README.md#layout).
 */
export function TodayScreen({
  readiness,
  goals,
  onStartNewJourney,
}: {
  readiness?: ReactNode;
  goals?: ReactNode;
  onStartNewJourney?: StartNewJourney;
}) {
  // The user's local calendar day, fixed for the life of the screen.
  const [now] = useState(() => new Date());
  const date = toLocalIsoDate(now);
  const today = useTodayWorkouts(date);
  const status = today.data ? journeyStatus(today.data) : undefined;
  const rest = useAfterFirstScreen(!today.isPending || today.fetchStatus !== 'fetching');
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
          <TodayMore
            goals={goals}
            date={date}
            journeyStart={journeyStart}
            status={status}
            journeyWeek={today.data?.week}
            week={week}
          />
        ) : null}
      </div>
    </>
  );
}

/**
 * True once the first screen (header, today's workout, readiness) has been painted with today's
 * answer, or once that answer is no longer being fetched. The cards below it, and their four
 * calls, wait until then: they would otherwise share the first render's main thread and the
 * server's first moments with the card the user came for.
 */
function useAfterFirstScreen(firstScreenReady: boolean): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    if (!firstScreenReady || after) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame, then a task: the frame's paint has happened by the time the task runs.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setAfter(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [firstScreenReady, after]);
  return after;
}

/** Today below its first screen: the goals preview, the quick actions, progress and the week. */
function TodayMore({
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
