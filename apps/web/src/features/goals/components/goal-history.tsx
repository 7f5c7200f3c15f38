import { CircleCheck } from 'lucide-react';
import type { Goal } from '@grandfit/shared/schemas/goals.ts';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { useGoalTests } from '../api/get-goal-tests.ts';
import { formatDay } from '../utils/goal-display.ts';
import { shownResult, useKnownUnit } from '../utils/use-known-unit.ts';
import { AwaitingData } from '../../../components/ui/awaiting-data.tsx';

/** A goal's quarterly tests, newest first, in a dialog (loaded when it opens). */
export function GoalHistoryDialog({
  goal,
  open,
  onOpenChange,
}: {
  goal: Goal;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg!">
        <DialogHeader>
          <DialogTitle>Test History</DialogTitle>
          <DialogDescription className="text-base font-semibold text-foreground">
            {goal.activityName}
          </DialogDescription>
        </DialogHeader>
        <p className="mb-4 text-sm text-muted-foreground">Target: {goal.targetAbility}</p>
        <GoalHistory goalId={goal.id} />
      </DialogContent>
    </Dialog>
  );
}

function GoalHistory({ goalId }: { goalId: string }) {
  const tests = useGoalTests(goalId);
  const unit = useKnownUnit();

  if (tests.isError) {
    return (
      <div className="flex flex-col items-start gap-2 text-sm text-muted-foreground">
        <p>Couldn&apos;t load the test history.</p>
        <Button variant="outline" size="sm" onClick={() => void tests.refetch()}>
          Retry
        </Button>
      </div>
    );
  }
  if (!tests.data) {
    return (
      <AwaitingData>
        <div role="status" aria-label="Loading the test history" className="grid gap-2">
          <div className="h-12 animate-pulse rounded-xl bg-muted" />
        </div>
      </AwaitingData>
    );
  }
  if (tests.data.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        No tests yet. Your first test sets the baseline.
      </p>
    );
  }
  return (
    <ol aria-label="Tests, newest first" className="grid gap-2">
      {tests.data.map((test) => (
        <li key={test.id} className="rounded-xl bg-muted/70 px-3 py-2.5 text-sm">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
            <span className="font-semibold">{formatDay(test.testDate)}</span>
            <span className="flex items-center gap-2 text-xs font-semibold text-muted-foreground">
              {test.targetMet ? (
                <span className="inline-flex items-center gap-1 text-emerald-700 dark:text-emerald-400">
                  <CircleCheck className="size-3.5" aria-hidden="true" />
                  Target met
                </span>
              ) : null}
              {test.performanceScore !== null ? <span>Score {test.performanceScore}</span> : null}
            </span>
          </div>
          <p className="mt-0.5 break-words">{shownResult(test.testResult, unit)}</p>
          {test.notes ? (
            <p className="mt-0.5 break-words text-muted-foreground">{test.notes}</p>
          ) : null}
          {test.plannedDate && test.plannedDate !== test.testDate ? (
            <p className="mt-0.5 text-xs text-muted-foreground">
              Planned for {formatDay(test.plannedDate)}
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
