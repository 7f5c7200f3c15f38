import { Suspense, useDeferredValue, useId, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ChevronLeft, ChevronRight, Info } from 'lucide-react';
import { JOURNEY_WEEKS, phaseForWeek, toLocalIsoDate } from '@grandfit/shared/domain/journey.ts';
import type { WeekWorkouts } from '@grandfit/shared/schemas/training.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useWeekWorkouts } from '../api/get-week-workouts.ts';
import { formatDayDate, formatWeekRange, isDateInWeek } from '../utils/journey-dates.ts';
import { SAMPLE_WORKOUTS } from '../utils/sample-workouts.ts';
import { groupByDay, parseWeekParam } from '../utils/week-list.ts';
import { WeeklyBlock } from './weekly-block.tsx';
import { WorkoutCard } from './workout-card.tsx';
import { Pill } from './pill.tsx';
import { StartFreeWorkout } from './start-free-workout.tsx';
import { preloadable } from '../../../lib/preloadable.ts';
import { LoadedOr } from '../../../components/ui/loaded-or.tsx';
import { AwaitingData } from '../../../components/ui/awaiting-data.tsx';
import { TrainingTabs } from '../../history/components/training-tabs.tsx';
import { firstDayOfTraining, isMissed } from '../utils/missed-workouts.ts';
import { useJoinedOn } from '../../../lib/use-joined-on.ts';

// A chunk of its own: it names exercises from the library, which the week's cards do not need.
const RoutinesSection = preloadable(() =>
  import('./routines-section.tsx').then((module) => module.RoutinesSection),
);

/**
 * The workouts list (docs/product.md#workouts-list): one journey week at a time, its weekly block
 * and its cards.
 */
export function WorkoutsScreen() {
  // The user's local calendar day, fixed for the life of the screen.
  const [date] = useState(() => toLocalIsoDate(new Date()));
  const [searchParams, setSearchParams] = useSearchParams();
  const requestedWeek = parseWeekParam(searchParams.get('week'));
  const query = useWeekWorkouts({ date, week: requestedWeek });
  // Deferred, the answer renders in slices that yield to the browser: a query's answer comes
  // through useSyncExternalStore, which renders in one blocking piece (decision 045). Until that
  // pass shows the week asked for, the week counts as still loading (a refetch of the same week
  // keeps its cards meanwhile).
  const data = useDeferredValue(query.data);
  const loading = query.isPlaceholderData || data?.week !== query.data?.week;
  const shownWeek = requestedWeek ?? data?.week;

  const goToWeek = (week: number | undefined) =>
    setSearchParams(week === undefined ? {} : { week: String(week) });

  return (
    <>
      <TrainingTabs />
      <PageHeader
        title="Workouts"
        subtitle={
          shownWeek
            ? `Phase ${phaseForWeek(shownWeek).number} · ${phaseForWeek(shownWeek).name}`
            : undefined
        }
        actions={<StartFreeWorkout />}
      />
      <LoadedOr otherwise={null}>
        <Suspense fallback={null}>
          <div className="mb-5">
            <RoutinesSection />
          </div>
        </Suspense>
      </LoadedOr>
      {data && shownWeek !== undefined ? (
        <div className="grid gap-5" aria-busy={loading || undefined}>
          <WeekNavigation
            week={shownWeek}
            data={loading ? undefined : data}
            date={date}
            onWeek={goToWeek}
          />
          <WeeklyBlock
            block={loading ? undefined : data.block}
            subtitle={`Week ${shownWeek} of ${JOURNEY_WEEKS}`}
          />
          {loading ? (
            <p role="status" className="px-1 text-sm text-muted-foreground">
              Loading week {shownWeek}...
            </p>
          ) : (
            <WeekWorkoutsList data={data} date={date} />
          )}
        </div>
      ) : query.isError ? (
        <Card role="alert" className="flex flex-col items-start gap-3 p-5">
          <h2 className="text-base font-semibold tracking-tight">
            Couldn&apos;t load your workouts
          </h2>
          <p className="text-sm break-words text-muted-foreground">{query.error.message}</p>
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            Retry
          </Button>
        </Card>
      ) : (
        <AwaitingData>
          <div role="status" aria-label="Loading workouts" className="grid gap-5">
            <div className="h-20 animate-pulse rounded-[var(--radius-card)] bg-muted" />
            <div className="h-48 animate-pulse rounded-[var(--radius-card)] bg-muted" />
            <div className="h-72 animate-pulse rounded-[var(--radius-card)] bg-muted" />
          </div>
        </AwaitingData>
      )}
    </>
  );
}

function WeekNavigation({
  week,
  data,
  date,
  onWeek,
}: {
  week: number;
  /** Undefined while the week loads. */
  data?: WeekWorkouts;
  date: string;
  onWeek: (week: number | undefined) => void;
}) {
  const isThisWeek = data ? isDateInWeek(date, data) : false;
  return (
    <Card className="p-2">
      <nav aria-label="Journey weeks" className="flex items-center justify-between gap-2">
        <Button
          variant="ghost"
          aria-label="Previous week"
          disabled={week <= 1}
          onClick={() => onWeek(week - 1)}
          className="px-3"
        >
          <ChevronLeft className="size-5" aria-hidden="true" />
          <span className="hidden sm:inline">Previous</span>
        </Button>
        <div className="min-w-0 text-center">
          <h2 className="text-lg font-bold tracking-tight">
            Week {week} of {JOURNEY_WEEKS}
          </h2>
          <p className="flex flex-wrap items-center justify-center gap-x-2 text-sm text-muted-foreground">
            {data ? formatWeekRange(data.startDate, data.endDate) : '\u00a0'}
            {isThisWeek ? <Pill tone="success">This week</Pill> : null}
          </p>
        </div>
        <Button
          variant="ghost"
          aria-label="Next week"
          disabled={week >= JOURNEY_WEEKS}
          onClick={() => onWeek(week + 1)}
          className="px-3"
        >
          <span className="hidden sm:inline">Next</span>
          <ChevronRight className="size-5" aria-hidden="true" />
        </Button>
      </nav>
      {data && !isThisWeek && data.currentWeek !== week ? (
        <div className="flex justify-center pb-1">
          <button
            type="button"
            onClick={() => onWeek(undefined)}
            className="min-h-11 rounded-full px-4 text-sm font-semibold text-primary hover:underline"
          >
            Back to week {data.currentWeek}
          </button>
        </div>
      ) : null}
    </Card>
  );
}

function WeekWorkoutsList({ data, date }: { data: WeekWorkouts; date: string }) {
  const since = firstDayOfTraining(data.workouts, useJoinedOn());
  const samplesTitleId = useId();
  if (data.workouts.length === 0) {
    // An empty list shows 3 sample workouts, labelled and never counted
    // (docs/product.md#workouts-list).
    return (
      <section aria-labelledby={samplesTitleId} className="grid gap-3">
        <Card className="flex gap-3 border-amber-200 bg-amber-50 p-4 text-sm">
          <Info
            className="mt-0.5 size-5 shrink-0 text-amber-700 dark:text-amber-400"
            aria-hidden="true"
          />
          <div>
            <h2 id={samplesTitleId} className="font-semibold">
              Sample workouts
            </h2>
            <p className="mt-0.5 text-amber-900">
              Your programme has no workouts for this week. These samples show what a week looks
              like; they are not counted.
            </p>
          </div>
        </Card>
        <div className="grid items-start gap-4 sm:grid-cols-2">
          {SAMPLE_WORKOUTS.map((workout) => (
            <WorkoutCard key={workout.id} workout={workout} sample />
          ))}
        </div>
      </section>
    );
  }
  return (
    <>
      {groupByDay(data.workouts, data.startDate).map((day) => (
        <DaySection key={day.day} day={day.day} dayDate={day.date} isToday={day.date === date}>
          {day.workouts.map((workout) => (
            <WorkoutCard
              key={workout.id}
              workout={workout}
              missed={isMissed(workout, date, since)}
            />
          ))}
        </DaySection>
      ))}
    </>
  );
}

function DaySection({
  day,
  dayDate,
  isToday,
  children,
}: {
  day: number;
  dayDate: string;
  isToday: boolean;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="grid gap-3">
      <h2 id={titleId} className="flex items-center gap-2 px-1 text-base font-bold tracking-tight">
        Day {day}
        <span className="font-medium text-muted-foreground">· {formatDayDate(dayDate)}</span>
        {isToday ? <Pill tone="success">Today</Pill> : null}
      </h2>
      <div className="grid items-start gap-4 sm:grid-cols-2">{children}</div>
    </section>
  );
}
