import { useId, useMemo } from 'react';
import { Dumbbell } from 'lucide-react';
import type { StrengthLift } from '@grandfit/shared/schemas/progress.ts';
import { Card } from '../../../components/ui/card.tsx';
import { formatChange, formatDay, formatNumber } from '../../../lib/format.ts';
import { CardEmpty } from '../../../components/ui/card-empty.tsx';
import { ChartFigure, type FigureSeries } from '../../../components/charts/chart-figure.tsx';

function LiftChart({ lift, currentYear }: { lift: StrengthLift; currentYear: number }) {
  const e1rm = lift.measure === 'e1rm';
  const label = e1rm ? 'e1RM' : 'Reps to failure';
  const days = useMemo(() => lift.points.map((point) => point.date), [lift.points]);
  const series = useMemo<FigureSeries[]>(
    () => [
      {
        label,
        unit: lift.unit,
        color: 'var(--color-chart-strength)',
        style: 'line',
        values: lift.points.map((point) => point.value),
      },
    ],
    [label, lift.points, lift.unit],
  );
  const first = lift.points[0];
  return (
    <ChartFigure
      title={lift.name}
      days={days}
      series={series}
      currentYear={currentYear}
      height={150}
      summary={
        <>
          {/* "Latest": the last day's figure, not Analytics' current max (the coach's). */}
          <span className="font-semibold text-foreground">
            Latest {e1rm ? 'e1RM' : 'reps to failure'} {formatNumber(lift.latest)} {lift.unit}
          </span>
          {lift.change !== null && first ? (
            <>
              {' · '}
              <span className={lift.change < 0 ? 'text-destructive' : 'text-primary'}>
                {formatChange(lift.change, lift.changePercent, lift.unit)}
              </span>{' '}
              since {formatDay(first.date, currentYear)}
            </>
          ) : (
            ' · one session so far'
          )}
          {/* Reps to failure is reps + RIR, not reps done: its best says so (decision 095). */}
          {` · best ${formatNumber(lift.best)} ${lift.unit}${e1rm ? '' : ' to failure'}`}
        </>
      }
      className="rounded-xl border border-border p-4"
    />
  );
}

/**
 * The strength progress of docs/product.md#progress-screen: per most-trained lift, the estimated
 * one-rep max of each day it was trained (docs/progress.md), charted with a table alternative.
 */
export function StrengthProgressCard({
  lifts,
  currentYear,
}: {
  lifts: StrengthLift[];
  currentYear: number;
}) {
  const titleId = useId();
  // The server answers e1RMs in the user's unit (decision 024).
  const unit = lifts.find((lift) => lift.unit !== 'reps')?.unit;
  return (
    <Card role="region" aria-labelledby={titleId} className="p-5">
      <div className="mb-4 flex flex-col gap-0.5">
        <h2 id={titleId} className="text-base font-semibold tracking-tight">
          Strength Progress
        </h2>
        <p className="text-sm text-muted-foreground">
          Your most-trained lifts: the estimated one-rep max (e1RM) of each session&apos;s best set
          {unit ? `, in ${unit}` : ''}
        </p>
      </div>
      {lifts.length === 0 ? (
        <CardEmpty icon={<Dumbbell className="size-5" />} title="Log a lift to chart your strength">
          The lifts you train most appear here from your first session, each with the e1RM of its
          best set.
        </CardEmpty>
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          {lifts.map((lift) => (
            <LiftChart key={lift.exerciseId} lift={lift} currentYear={currentYear} />
          ))}
        </div>
      )}
      {lifts.some((lift) => lift.measure === 'repsToFailure') ? (
        <p className="mt-3 text-xs text-muted-foreground">
          Bodyweight lifts show reps to failure: the reps done plus the reps left in reserve (the
          set&apos;s target, else 2, when a set has none). The most reps done are on each
          exercise&apos;s page.
        </p>
      ) : null}
    </Card>
  );
}
