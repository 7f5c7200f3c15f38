import { useState } from 'react';
import { CalendarClock, SlidersHorizontal } from 'lucide-react';
import { goalsReached, goalsReachedText } from '@grandfit/shared/domain/goals/status.ts';
import { toLocalIsoDate } from '@grandfit/shared/domain/journey.ts';
import type { Goal } from '@grandfit/shared/schemas/goals.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useGoals } from '../api/get-goals.ts';
import { isDue } from '../utils/goal-display.ts';
import { GoalCard } from './goal-card.tsx';
import { AwaitingData } from '../../../components/ui/awaiting-data.tsx';
import { TapOpened } from '../../../components/ui/tap-loaded.tsx';
import { preloadable, usePreloadWhenIdle } from '../../../lib/preloadable.ts';

// Opened by a tap: their own chunks, fetched once the screen is up. The edit and customize forms
// brought the goals schemas, whose building the screen's first paint paid for.
const QuarterlyTestDialog = preloadable(() =>
  import('./quarterly-test-dialog.tsx').then((m) => m.QuarterlyTestDialog),
);
const EditGoalDialog = preloadable(() =>
  import('./edit-goal-dialog.tsx').then((m) => m.EditGoalDialog),
);
const GoalHistoryDialog = preloadable(() =>
  import('./goal-history.tsx').then((m) => m.GoalHistoryDialog),
);
const CustomizeDialog = preloadable(() =>
  import('./customize-dialog.tsx').then((m) => m.CustomizeDialog),
);
const preloadDialogs = () =>
  Promise.all(
    [QuarterlyTestDialog, EditGoalDialog, GoalHistoryDialog, CustomizeDialog].map((dialog) =>
      dialog.preload(),
    ),
  );

type OpenDialog = { kind: 'test' | 'edit' | 'history'; goal: Goal } | { kind: 'customize' } | null;

/**
 * Goals (docs/product.md#goals-screen): the user's ten decathlon events, their quarterly tests and
 * customization.
 */
export function GoalsScreen() {
  // The user's local calendar day, fixed for the life of the screen.
  const [today] = useState(() => toLocalIsoDate(new Date()));
  const goals = useGoals(today);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = (open: boolean) => {
    if (!open) setDialog(null);
  };
  usePreloadWhenIdle(preloadDialogs);
  const list = goals.data;
  const due = list?.filter((goal) => isDue(goal, today)).length ?? 0;
  const untested = list?.every((goal) => goal.testCount === 0) ?? false;

  return (
    <>
      <PageHeader title="Goals" subtitle="Your Centenarian Decathlon" />
      <div className="grid gap-5">
        <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center">
          <div className="flex flex-1 items-start gap-3">
            <span
              aria-hidden="true"
              className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-emerald-50 text-primary"
            >
              <CalendarClock className="size-5" />
            </span>
            <div className="text-sm">
              <p className="font-medium">
                <strong className="font-semibold">Quarterly Testing:</strong> test your progress
                every 3 months
              </p>
              {list ? (
                <p className="mt-1 font-semibold">{goalsReachedText(goalsReached(list))}</p>
              ) : null}
              {list ? (
                <p className="mt-1 text-muted-foreground">
                  {untested
                    ? 'Start with a baseline test of each event to see where you stand.'
                    : due === 0
                      ? 'No tests due. Keep training.'
                      : `${due} of ${list.length} ${due === 1 ? 'test is' : 'tests are'} due now.`}
                </p>
              ) : null}
            </div>
          </div>
          <Button
            variant="outline"
            disabled={!list}
            onClick={() => setDialog({ kind: 'customize' })}
          >
            <SlidersHorizontal className="size-4" aria-hidden="true" />
            Customize My Decathlon
          </Button>
        </Card>

        {list ? (
          <ol aria-label="Decathlon goals" className="grid gap-4 md:grid-cols-2">
            {list.map((goal, index) => (
              <li key={goal.id} className="grid">
                <GoalCard
                  goal={goal}
                  number={index + 1}
                  today={today}
                  onTest={() => setDialog({ kind: 'test', goal })}
                  onEdit={() => setDialog({ kind: 'edit', goal })}
                  onHistory={() => setDialog({ kind: 'history', goal })}
                />
              </li>
            ))}
          </ol>
        ) : goals.isError ? (
          <Card role="alert" className="flex flex-col items-start gap-3 p-5">
            <h2 className="text-base font-semibold tracking-tight">
              Couldn&apos;t load your goals
            </h2>
            <p className="text-sm break-words text-muted-foreground">{goals.error.message}</p>
            <Button variant="outline" size="sm" onClick={() => void goals.refetch()}>
              Retry
            </Button>
          </Card>
        ) : (
          <AwaitingData>
            <div
              role="status"
              aria-label="Loading your goals"
              className="grid gap-4 md:grid-cols-2"
            >
              {[0, 1, 2, 3].map((key) => (
                <div
                  key={key}
                  className="h-64 animate-pulse rounded-[var(--radius-card)] bg-muted"
                />
              ))}
            </div>
          </AwaitingData>
        )}
      </div>

      {dialog ? (
        <TapOpened onFailed={() => setDialog(null)}>
          {dialog.kind === 'test' ? (
            <QuarterlyTestDialog goal={dialog.goal} today={today} open onOpenChange={close} />
          ) : dialog.kind === 'edit' ? (
            <EditGoalDialog goal={dialog.goal} open onOpenChange={close} />
          ) : dialog.kind === 'history' ? (
            <GoalHistoryDialog goal={dialog.goal} open onOpenChange={close} />
          ) : list ? (
            <CustomizeDialog goals={list} today={today} open onOpenChange={close} />
          ) : null}
        </TapOpened>
      ) : null}
    </>
  );
}
