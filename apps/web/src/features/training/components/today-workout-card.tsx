import { useId } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Moon } from 'lucide-react';
import type { TodayWorkouts } from '@grandfit/shared/schemas/training.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { journeyStatus } from '../utils/journey-dates.ts';
import { JourneyStatusCard, type StartNewJourney } from './journey-status-card.tsx';
import { WorkoutCard } from './workout-card.tsx';
import { AwaitingData } from '../../../components/ui/awaiting-data.tsx';

/**
 * Today's workout (docs/product.md#today-screen): the day's main session, then its shorter ones.
 * After week 52 the journey-complete card takes its place; before the start, week 1 day 1 is a
 * preview.
 */
export function TodayWorkoutCard({
  query,
  date,
  journeyStart,
  onStartNewJourney,
}: {
  query: UseQueryResult<TodayWorkouts>;
  /** The user's local calendar day (YYYY-MM-DD). */
  date: string;
  journeyStart?: string;
  onStartNewJourney?: StartNewJourney;
}) {
  const titleId = useId();
  const today = query.data;

  if (!today) {
    return query.isError ? (
      <Card role="alert" className="flex flex-col items-start gap-3 p-5">
        <h2 className="text-base font-semibold tracking-tight">
          Couldn&apos;t load today&apos;s workout
        </h2>
        <p className="text-sm break-words text-muted-foreground">{query.error.message}</p>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          Retry
        </Button>
      </Card>
    ) : (
      <AwaitingData>
        <div role="status" aria-label="Loading today's workout" className="grid gap-3">
          <div className="h-6 w-40 animate-pulse rounded-md bg-muted" />
          <div className="h-72 animate-pulse rounded-[var(--radius-card)] bg-muted" />
        </div>
      </AwaitingData>
    );
  }

  const status = journeyStatus(today);
  if (status === 'ended') {
    return (
      <JourneyStatusCard
        status="ended"
        startDate={journeyStart}
        onStartNewJourney={onStartNewJourney}
      />
    );
  }

  const workouts = today.workout ? [today.workout, ...today.others] : today.others;
  return (
    <section aria-labelledby={titleId} className="grid gap-3">
      {status === 'not-started' ? (
        <JourneyStatusCard
          status="not-started"
          startDate={today.workout?.date ?? journeyStart ?? date}
          today={date}
        />
      ) : null}
      <h2 id={titleId} className="px-1 text-lg font-bold tracking-tight">
        {status === 'not-started' ? 'Preview: Week 1, Day 1' : "Today's Workout"}
      </h2>
      {workouts.length > 0 ? (
        <div className="grid items-start gap-4 sm:grid-cols-2">
          {workouts.map((workout, index) => (
            <WorkoutCard
              key={workout.id}
              workout={workout}
              collapsible
              eyebrow={index > 0 ? 'Also today' : undefined}
              className={index === 0 ? 'border-primary/30' : undefined}
            />
          ))}
        </div>
      ) : (
        <Card className="flex items-start gap-4 p-5">
          <Moon className="mt-0.5 size-6 shrink-0 text-primary" aria-hidden="true" />
          <div>
            <h3 className="text-base font-semibold">Rest day</h3>
            <p className="mt-1 text-sm text-muted-foreground">
              No session is planned today. An easy walk and a good night&apos;s sleep count too.
            </p>
          </div>
        </Card>
      )}
    </section>
  );
}
