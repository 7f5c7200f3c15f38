import { useMemo, useState } from 'react';
import { Dumbbell, TriangleAlert } from 'lucide-react';
import type { StrengthProgression } from '@grandfit/shared/schemas/analytics.ts';
import { MAX_PROJECTED_RATE } from '@grandfit/shared/domain/analytics/trend.ts';
import { ChartFigure, type FigureSeries } from '../../../components/charts/chart-figure.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { CardEmpty } from '../../../components/ui/card-empty.tsx';
import { formatDay, formatNumber } from '../../../lib/format.ts';
import { cn } from '../../../lib/utils.ts';
import { PLATEAU_WARNING, STRENGTH_ROWS, formatRate, rateVariant } from '../utils/display.ts';
import { SectionCard } from './analytics-parts.tsx';

/** "lbs" as the original prototype wrote it; a kg user's maxes come in kg (decision 024). */
const inUnit = (value: number, unit: StrengthProgression['weightUnit']) =>
  `${formatNumber(value)} ${unit === 'lb' ? 'lbs' : 'kg'}`;

function LiftRow({ lift }: { lift: StrengthProgression }) {
  const plateau = lift.plateauRisk !== null && lift.plateauRisk > PLATEAU_WARNING;
  return (
    <li className="flex flex-col gap-1 rounded-xl bg-muted px-3.5 py-3">
      <div className="flex items-center justify-between gap-2">
        <span className="flex items-center gap-1.5 font-semibold">
          {lift.exerciseName}
          {plateau ? (
            <TriangleAlert
              role="img"
              aria-label={`Plateau risk ${Math.round((lift.plateauRisk ?? 0) * 100)}%`}
              className="size-4 text-amber-600 dark:text-amber-400"
            />
          ) : null}
        </span>
        {lift.progressionRate === null ? null : (
          <Badge variant={rateVariant(lift.progressionRate)}>
            {formatRate(lift.progressionRate)}
          </Badge>
        )}
      </div>
      <p className="text-sm tabular-nums">
        <span className="font-semibold">
          {lift.currentMax === null
            ? 'No set in the last 6 weeks'
            : inUnit(lift.currentMax, lift.weightUnit)}
        </span>
        {lift.currentMax === null ? null : (
          <span className="text-muted-foreground"> current max (e1RM)</span>
        )}
      </p>
      <p className="text-xs text-muted-foreground tabular-nums">
        {lift.projectedMax === null
          ? `A trend needs 3 sessions over 2 weeks (${lift.sessions} so far).`
          : `Projected max ${inUnit(lift.projectedMax, lift.weightUnit)} in 12 weeks${
              Math.abs(lift.progressionRate ?? 0) > MAX_PROJECTED_RATE
                ? `, at most ${MAX_PROJECTED_RATE}%/week`
                : ''
            } · ${lift.sessions} sessions`}
      </p>
    </li>
  );
}

function TrendChart({ lift, currentYear }: { lift: StrengthProgression; currentYear: number }) {
  const days = useMemo(() => lift.e1rmTrend.map((point) => point.date), [lift.e1rmTrend]);
  const series = useMemo<FigureSeries[]>(
    () => [
      {
        label: 'e1RM',
        unit: lift.weightUnit,
        color: 'var(--color-chart-strength)',
        style: 'line',
        values: lift.e1rmTrend.map((point) => point.e1rm),
      },
    ],
    [lift.e1rmTrend, lift.weightUnit],
  );
  const first = lift.e1rmTrend[0];
  const best = Math.max(...lift.e1rmTrend.map((point) => point.e1rm));
  return (
    <ChartFigure
      title={`${lift.exerciseName} e1RM trend`}
      days={days}
      series={series}
      currentYear={currentYear}
      height={150}
      summary={
        first
          ? `${lift.e1rmTrend.length} training days since ${formatDay(first.date, currentYear)} · best ${inUnit(best, lift.weightUnit)}`
          : ''
      }
    />
  );
}

/**
 * 'Strength Progression' (docs/product.md#analytics-screen): the first 5 lifts with their current
 * max, weekly rate badge, projection and plateau warning, then one lift's e1RM trend chart, picked
 * by the chips.
 */
export function StrengthProgressionCard({
  lifts,
  days,
  currentYear,
}: {
  lifts: StrengthProgression[];
  days: number;
  currentYear: number;
}) {
  const shown = lifts.slice(0, STRENGTH_ROWS);
  const charted = shown.filter((lift) => lift.e1rmTrend.length > 0);
  const [picked, setPicked] = useState<string | null>(null);
  const selected = charted.find((lift) => lift.exerciseId === picked) ?? charted[0];

  return (
    <SectionCard
      title="Strength Progression"
      description={`Estimated one-rep max (e1RM) and its weekly trend over ${days} days`}
    >
      {shown.length === 0 ? (
        <CardEmpty icon={<Dumbbell className="size-5" />} title="No loaded lifts in this range">
          Log sets of a weighted lift (squat, deadlift, bench press, rows…) to see its max, trend
          and projection.
        </CardEmpty>
      ) : (
        <div className="grid gap-4">
          <ul className="grid gap-2 sm:grid-cols-2">
            {shown.map((lift) => (
              <LiftRow key={lift.exerciseId} lift={lift} />
            ))}
          </ul>
          {selected ? (
            <div className="grid gap-3 rounded-xl border border-border p-4">
              {charted.length > 1 ? (
                <div role="group" aria-label="Chart lift" className="flex flex-wrap gap-1.5">
                  {charted.map((lift) => (
                    <button
                      key={lift.exerciseId}
                      type="button"
                      aria-pressed={lift.exerciseId === selected.exerciseId}
                      onClick={() => setPicked(lift.exerciseId)}
                      className={cn(
                        'min-h-11 rounded-full border px-3.5 text-sm font-semibold transition-colors',
                        lift.exerciseId === selected.exerciseId
                          ? 'border-primary bg-primary text-primary-foreground'
                          : 'border-border text-muted-foreground hover:text-foreground',
                      )}
                    >
                      {lift.exerciseName}
                    </button>
                  ))}
                </div>
              ) : null}
              <TrendChart lift={selected} currentYear={currentYear} />
            </div>
          ) : null}
        </div>
      )}
    </SectionCard>
  );
}
