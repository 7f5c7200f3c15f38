import { useId } from 'react';
import {
  LIFT_PATTERN_LABELS,
  LIFT_PATTERNS,
} from '@grandfit/shared/domain/progress/movement-sets.ts';
import type { ProgressOverview } from '@grandfit/shared/schemas/progress.ts';
import { Card } from '../../../components/ui/card.tsx';
import { formatDay, formatNumber, plural } from '../../../lib/format.ts';
import { cn } from '../../../lib/utils.ts';

/**
 * The last weeks' sets as small bars, each to the largest of them. This week, last, is outlined
 * rather than filled: it is not over, so its short bar on a Monday is a week begun, not a bad one.
 */
function RecentWeeks({ weeks }: { weeks: readonly number[] }) {
  const top = Math.max(1, ...weeks);
  const past = weeks.slice(0, -1);
  const current = weeks.at(-1) ?? 0;
  return (
    <span
      role="img"
      aria-label={`Last ${weeks.length} weeks, oldest first: ${past.join(', ')} sets, and ${current} so far this week`}
      className="flex h-5 shrink-0 items-end gap-0.5"
    >
      {weeks.map((sets, index) => (
        <span
          key={index}
          className={cn(
            'w-1.5 rounded-sm',
            index === weeks.length - 1
              ? 'border border-primary bg-primary/15'
              : sets === 0
                ? 'bg-muted'
                : 'bg-primary/60',
          )}
          // An empty week keeps a sliver, so the weeks stay countable.
          style={{ height: sets === 0 ? '2px' : `${Math.max(15, (sets / top) * 100)}%` }}
        />
      ))}
    </span>
  );
}

/**
 * Working sets per movement pattern (decision 062): this week's as a bar, the range's weekly
 * average as a line across it, so a lifter sees at a glance what he trains less than usual, and
 * small bars of its last 8 weeks show whether a low week is a dip or a habit. It
 * names the patterns he did not train at all in the range (no pulling, no carries). Nothing shows
 * before the first working set.
 */
export function MovementSetsCard({
  movement,
  range,
}: {
  /** Absent from an answer kept offline by a version before it. */
  movement: ProgressOverview['movementSets'] | undefined;
  /** The range asked for: the average begins later when the lifter did (`movement.since`). */
  range: { start: string; end: string; months: number };
}) {
  const titleId = useId();
  const { months } = range;
  if (!movement || movement.patterns.length === 0) return null;
  const scale = Math.max(1, ...movement.patterns.flatMap((p) => [p.thisWeek, p.perWeek]));
  const percent = (value: number) => `${Math.round((value / scale) * 100)}%`;
  // A pattern without a working set in the whole range is the gap most worth seeing.
  const trained = new Set(movement.patterns.map((row) => row.pattern));
  const untrained = LIFT_PATTERNS.filter((pattern) => !trained.has(pattern));

  return (
    <Card role="region" aria-labelledby={titleId} className="p-5">
      <div className="mb-4 flex flex-col gap-0.5">
        <h2 id={titleId} className="text-base font-semibold tracking-tight">
          Sets by Movement
        </h2>
        <p className="text-sm text-muted-foreground">
          Working sets this week (bar) and a week on average{' '}
          {movement.since && movement.since > range.start
            ? `since ${formatDay(movement.since, Number(range.end.slice(0, 4)))}`
            : `over ${plural(months, 'month')}`}{' '}
          (line)
        </p>
      </div>
      <dl className="grid gap-3">
        {movement.patterns.map((row) => (
          <div key={row.pattern} className="grid grid-cols-[4.5rem_1fr] items-center gap-x-3">
            <dt className="text-sm font-semibold">{LIFT_PATTERN_LABELS[row.pattern]}</dt>
            <dd className="flex flex-col gap-1">
              <span className="relative block h-2.5 rounded-full bg-muted" aria-hidden="true">
                <span
                  className="absolute inset-y-0 left-0 rounded-full bg-primary"
                  style={{ width: percent(row.thisWeek) }}
                />
                <span
                  className="absolute -inset-y-1 w-0.5 rounded-full bg-foreground"
                  style={{ left: `calc(${percent(row.perWeek)} - 1px)` }}
                />
              </span>
              <span className="flex items-end justify-between gap-3">
                <span className="text-xs text-muted-foreground tabular-nums">
                  {plural(row.thisWeek, 'set')} this week · {formatNumber(row.perWeek)} a week on
                  average
                </span>
                {row.recent && row.recent.length > 1 ? <RecentWeeks weeks={row.recent} /> : null}
              </span>
            </dd>
          </div>
        ))}
      </dl>
      {untrained.length > 0 ? (
        <p className="mt-4 text-sm text-muted-foreground">
          <span className="font-semibold text-foreground">
            No working sets in {plural(months, 'month')}:
          </span>{' '}
          {untrained.map((pattern) => LIFT_PATTERN_LABELS[pattern]).join(', ')}
        </p>
      ) : null}
    </Card>
  );
}
