import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { ChevronRight, Target } from 'lucide-react';
import { cn } from '../../../lib/utils.ts';
import {
  goalProgress,
  goalStatusOf,
  goalsReached,
  goalsReachedText,
} from '@grandfit/shared/domain/goals/status.ts';
import { toLocalIsoDate } from '@grandfit/shared/domain/journey.ts';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { getGoalsQueryOptions, useGoals } from '../api/get-goals.ts';
import { isDue, nextTestText, progressText } from '../utils/goal-display.ts';
import { GoalProgressBar, GoalStatusBadge } from './goal-status.tsx';
import { AwaitingData } from '../../../components/ui/awaiting-data.tsx';

/** Today shows 3 of the decathlon's goals (docs/product.md#today-screen). */
const PREVIEW_SIZE = 3;

/** Asks for the preview's answer (the user's goals on their local day) before it mounts. */
export function prefetchTodayGoals(queryClient: QueryClient, date: string) {
  return queryClient.ensureQueryData(getGoalsQueryOptions(date));
}

/**
 * Today's preview of the Centenarian Decathlon: the goals achieved of all ten, the first three
 * goals with the labels Goals shows, and 'View All Goals'.
 */
export function TodayGoals() {
  const [today] = useState(() => toLocalIsoDate(new Date()));
  const goals = useGoals(today);
  const titleId = useId();
  const preview = goals.data?.slice(0, PREVIEW_SIZE);

  return (
    <Card role="region" aria-labelledby={titleId} className="p-5">
      <div className="mb-4 flex flex-wrap items-center gap-x-2 gap-y-1">
        <Target className="size-5 text-primary" aria-hidden="true" />
        <h2 id={titleId} className="text-base font-semibold tracking-tight">
          Centenarian Decathlon
        </h2>
        {goals.data ? (
          <p className="ml-auto text-sm font-medium text-muted-foreground">
            {goalsReachedText(goalsReached(goals.data))}
          </p>
        ) : null}
      </div>
      {preview ? (
        <ul className="grid gap-4 md:grid-cols-3 md:gap-6">
          {preview.map((goal) => {
            const status = goalStatusOf(goal);
            const progress = goalProgress(goal);
            return (
              <li key={goal.id} className="flex flex-col gap-1.5">
                <div className="flex items-start justify-between gap-3 md:flex-1">
                  <span className="text-sm leading-snug font-medium">{goal.activityName}</span>
                  <GoalStatusBadge status={status} />
                </div>
                <div className="flex items-center gap-3">
                  <GoalProgressBar
                    value={progress}
                    status={status}
                    label={`${goal.activityName} progress`}
                    className="flex-1"
                  />
                  <span className="w-10 text-right text-xs font-semibold text-muted-foreground tabular-nums">
                    {progressText(status, progress)}
                  </span>
                </div>
                <p
                  className={cn(
                    'text-xs font-medium',
                    isDue(goal, today) ? 'text-amber-800' : 'text-muted-foreground',
                  )}
                >
                  {nextTestText(goal, today)}
                </p>
              </li>
            );
          })}
        </ul>
      ) : goals.isError ? (
        <div className="flex flex-col items-start gap-3 text-sm text-muted-foreground">
          <p>Couldn&apos;t load your goals.</p>
          <Button variant="outline" size="sm" onClick={() => void goals.refetch()}>
            Retry
          </Button>
        </div>
      ) : (
        <AwaitingData>
          <div role="status" aria-label="Loading your goals" className="grid gap-4">
            {[0, 1, 2].map((key) => (
              <div key={key} className="h-10 animate-pulse rounded-md bg-muted" />
            ))}
          </div>
        </AwaitingData>
      )}
      <Link to="/goals" className={buttonClasses('outline', 'default', 'mt-5 w-full')}>
        View All Goals
        <ChevronRight className="size-4" aria-hidden="true" />
      </Link>
    </Card>
  );
}
