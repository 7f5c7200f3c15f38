import { useId } from 'react';
import { CalendarClock, ClipboardCheck, History, Pencil } from 'lucide-react';
import { goalProgress, goalStatusOf } from '@grandfit/shared/domain/goals/status.ts';
import type { Goal } from '@grandfit/shared/schemas/goals.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/utils.ts';
import { isDue, nextTestText, progressText } from '../utils/goal-display.ts';
import { shownResult, useKnownUnit } from '../utils/use-known-unit.ts';
import { GoalProgressBar, GoalStatusBadge } from './goal-status.tsx';

/** One decathlon event: current vs target, progress, status, next test, Test / Edit / History. */
export function GoalCard({
  goal,
  number,
  today,
  onTest,
  onEdit,
  onHistory,
}: {
  goal: Goal;
  /** 1-10, the goal's place in the decathlon. */
  number: number;
  today: string;
  onTest: () => void;
  onEdit: () => void;
  onHistory: () => void;
}) {
  const titleId = useId();
  const status = goalStatusOf(goal);
  const progress = goalProgress(goal);
  const due = isDue(goal, today);
  const unit = useKnownUnit();

  return (
    <Card role="article" aria-labelledby={titleId} className="flex flex-col gap-4 p-5">
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="flex size-8 shrink-0 items-center justify-center rounded-full bg-ink text-sm font-bold text-white tabular-nums"
        >
          {number}
        </span>
        <h2 id={titleId} className="min-w-0 flex-1 pt-1 text-base leading-snug font-semibold">
          {goal.activityName}
        </h2>
        <GoalStatusBadge status={status} className="mt-1" />
      </div>

      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div className="min-w-0">
          <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            Current
          </dt>
          <dd className="mt-0.5 line-clamp-3 font-medium break-words">
            {shownResult(goal.currentAbility, unit)}
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            Target
          </dt>
          <dd className="mt-0.5 line-clamp-3 font-medium break-words">{goal.targetAbility}</dd>
        </div>
      </dl>

      <div className="flex items-center gap-3">
        <GoalProgressBar
          value={progress}
          status={status}
          label={`${goal.activityName} progress`}
          className="flex-1"
        />
        <span className="w-10 text-right text-sm font-bold tabular-nums">
          {progressText(status, progress)}
        </span>
      </div>

      <p
        className={cn(
          'flex items-center gap-2 text-sm font-medium',
          due ? 'text-amber-800' : 'text-muted-foreground',
        )}
      >
        <CalendarClock className="size-4 shrink-0" aria-hidden="true" />
        {nextTestText(goal, today)}
      </p>

      <div className="mt-auto flex flex-wrap items-center gap-2">
        <Button
          size="sm"
          variant={due ? 'default' : 'secondary'}
          onClick={onTest}
          aria-label={`Test ${goal.activityName}`}
        >
          <ClipboardCheck className="size-4" aria-hidden="true" />
          Test
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={onEdit}
          aria-label={`Edit ${goal.activityName}`}
        >
          <Pencil className="size-4" aria-hidden="true" />
          Edit
        </Button>
        {goal.testCount > 0 ? (
          <Button
            size="sm"
            variant="ghost"
            className="px-3"
            aria-label={`${goal.activityName} test history (${goal.testCount})`}
            onClick={onHistory}
          >
            <History className="size-4" aria-hidden="true" />
            History ({goal.testCount})
          </Button>
        ) : null}
      </div>
    </Card>
  );
}
