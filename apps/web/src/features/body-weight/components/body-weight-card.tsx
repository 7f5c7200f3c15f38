import { Suspense, useId, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Plus, Scale } from 'lucide-react';
import {
  bodyWeightTrend,
  type BodyWeightTrend,
} from '@grandfit/shared/domain/progress/body-weight-trend.ts';
import type { WeightUnit } from '@grandfit/shared/domain/units/weight.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { CardEmpty } from '../../../components/ui/card-empty.tsx';
import { ChartFigure, type FigureSeries } from '../../../components/charts/chart-figure.tsx';
import { useAuth } from '../../../lib/auth-user.ts';
import { formatDay, formatNumber, formatSigned } from '../../../lib/format.ts';
import { preloadable } from '../../../lib/preloadable.ts';
import { getSettingsQueryOptions } from '../../../lib/settings-query.ts';
import type { WeighIn } from '@grandfit/shared/schemas/body-weight.ts';
import { useBodyWeightLog, type BodyWeightParams } from '../api/body-weight.ts';
import { RecentEntries } from './recent-entries.tsx';

const WeighInDialog = preloadable(() =>
  import('./weigh-in-dialog.tsx').then((module) => module.WeighInDialog),
);

function summaryText(trend: BodyWeightTrend, unit: WeightUnit, currentYear: number): string {
  const { summary, change } = trend;
  const parts = [
    summary.average7 === null
      ? 'No weigh-in in the last 7 days'
      : `7-day average ${formatNumber(summary.average7)} ${unit}`,
  ];
  if (change) {
    parts.push(`${formatSigned(change.value, unit)} since ${formatDay(change.since, currentYear)}`);
  }
  if (summary.latest) {
    parts.push(
      `latest ${formatNumber(summary.latest.value)} ${unit} on ${formatDay(summary.latest.date, currentYear)}`,
    );
  }
  return parts.join(' · ');
}

function TrendChart({
  trend,
  unit,
  currentYear,
}: {
  trend: BodyWeightTrend;
  unit: WeightUnit;
  currentYear: number;
}) {
  const { days, series } = useMemo(() => {
    const lines: FigureSeries[] = [
      {
        label: 'Weigh-in',
        unit,
        color: 'var(--color-chart-body-weight)',
        style: 'dots',
        values: trend.days.map((day) => day.weight),
      },
      {
        label: '7-day average',
        unit,
        color: 'var(--color-chart-trend)',
        style: 'line',
        values: trend.days.map((day) => day.average7),
      },
    ];
    return { days: trend.days.map((day) => day.date), series: lines };
  }, [trend.days, unit]);
  return (
    <ChartFigure
      title={`Body weight (${unit})`}
      days={days}
      series={series}
      currentYear={currentYear}
      height={150}
      summary={summaryText(trend, unit, currentYear)}
      className="rounded-xl border border-border p-4"
    />
  );
}

/**
 * Body weight on Progress (decision 058): the range's weigh-ins with their 7-day average, the
 * newest few to correct, and Log weight. The unit is the settings'.
 */
export function BodyWeightCard({
  params,
  currentYear,
}: {
  params: BodyWeightParams;
  currentYear: number;
}) {
  const titleId = useId();
  const { user } = useAuth();
  const settings = useQuery(getSettingsQueryOptions());
  const unit: WeightUnit = settings.data?.units ?? 'lb';
  const log = useBodyWeightLog(params, user?.id);
  // Open on a day: today to log a weigh-in, or a listed one's to change it.
  const [dialog, setDialog] = useState<{ date: string; editing: WeighIn | null } | null>(null);
  const entries = log.data?.entries;
  const trend = useMemo(
    () => (log.data ? bodyWeightTrend(log.data.entries, log.data.range, unit) : null),
    [log.data, unit],
  );
  const points = useMemo(
    () => trend?.days.map((day) => ({ date: day.date, value: day.weight })) ?? [],
    [trend],
  );

  return (
    <Card role="region" aria-labelledby={titleId} className="flex flex-col gap-4 p-5">
      <div className="flex items-start justify-between gap-3">
        <div>
          <h2 id={titleId} className="text-lg font-semibold">
            Body weight
          </h2>
          <p className="text-sm text-muted-foreground">Your weigh-ins and their 7-day average</p>
        </div>
        <Button
          size="sm"
          onClick={() => setDialog({ date: params.date, editing: null })}
          onPointerEnter={() => void WeighInDialog.preload()}
        >
          <Plus className="size-4" aria-hidden="true" />
          Log weight
        </Button>
      </div>
      {!trend ? (
        log.isError ? (
          <p className="text-sm text-muted-foreground">
            Couldn&apos;t load your weigh-ins. Check your connection and try again.
          </p>
        ) : (
          <div
            role="status"
            aria-label="Loading your weigh-ins"
            className="h-40 animate-pulse rounded-xl bg-muted"
          />
        )
      ) : trend.days.length === 0 ? (
        <CardEmpty icon={<Scale className="size-5" />} title="No weigh-in in this range">
          Log your weight a few mornings a week: the 7-day average shows where it is going under the
          day-to-day swings of water and food.
        </CardEmpty>
      ) : (
        <>
          <TrendChart trend={trend} unit={unit} currentYear={currentYear} />
          <RecentEntries
            title="Recent weigh-ins"
            noun="weigh-in"
            points={points}
            unit={unit}
            currentYear={currentYear}
            onEdit={(date) =>
              setDialog({ date, editing: entries?.find((entry) => entry.date === date) ?? null })
            }
          />
        </>
      )}
      {dialog !== null ? (
        <Suspense fallback={null}>
          <WeighInDialog
            date={dialog.date}
            editing={dialog.editing}
            entries={entries ?? []}
            unit={unit}
            settingsKg={settings.data?.bodyWeightKg ?? null}
            today={params.date}
            onOpenChange={(open) => !open && setDialog(null)}
          />
        </Suspense>
      ) : null}
    </Card>
  );
}
