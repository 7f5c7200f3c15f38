import { useId } from 'react';
import { CircleCheck } from 'lucide-react';
import type { WeekWorkouts } from '@grandfit/shared/schemas/training.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/utils.ts';
import { weeklyBlockItems } from '../utils/weekly-block.ts';
import { AwaitingData } from '../../../components/ui/awaiting-data.tsx';

/**
 * The weekly training block ("Strength 1/3", "Zone 2 0/4", "Stability 2/5", "VO2 Max 0/1"),
 * counted by the server from the week's completed workouts. Without `block`: loading, or the
 * error with a retry.
 */
export function WeeklyBlock({
  block,
  subtitle,
  title = 'Weekly Training Block',
  onRetry,
  className,
}: {
  block?: WeekWorkouts['block'];
  subtitle?: string;
  title?: string;
  /** Given when the week failed to load. */
  onRetry?: () => void;
  className?: string;
}) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId} className={cn('p-5', className)}>
      <div className="mb-4 flex items-baseline justify-between gap-3">
        <h2 id={titleId} className="text-base font-semibold tracking-tight">
          {title}
        </h2>
        {subtitle ? <p className="text-sm text-muted-foreground">{subtitle}</p> : null}
      </div>
      {block ? (
        <ul className="grid gap-3.5">
          {weeklyBlockItems(block).map((item) => {
            const complete = item.planned > 0 && item.done >= item.planned;
            return (
              <li
                key={item.type}
                className="grid grid-cols-[5.5rem_1fr_3.25rem] items-center gap-3 text-sm"
              >
                <span className="font-medium">{item.label}</span>
                <span aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-muted">
                  <span
                    className="block h-full rounded-full bg-primary"
                    style={{ width: `${item.percent}%` }}
                  />
                </span>
                <span className="flex items-center justify-end gap-1 text-base font-bold tabular-nums">
                  {complete ? (
                    <CircleCheck className="size-4 text-primary" aria-label="complete" />
                  ) : null}
                  {item.value}
                </span>
              </li>
            );
          })}
        </ul>
      ) : onRetry ? (
        <div className="flex flex-col items-start gap-3 text-sm text-muted-foreground">
          <p>Couldn&apos;t load this week&apos;s training.</p>
          <Button variant="outline" size="sm" onClick={onRetry}>
            Retry
          </Button>
        </div>
      ) : (
        <AwaitingData>
          <div role="status" aria-label="Loading the weekly block" className="grid gap-3.5">
            {[0, 1, 2].map((key) => (
              <div key={key} className="h-5 animate-pulse rounded-md bg-muted" />
            ))}
          </div>
        </AwaitingData>
      )}
    </Card>
  );
}
