import { useMemo } from 'react';
import type { PerformanceMetrics } from '@grandfit/shared/schemas/analytics.ts';
import { ChartFigure, type FigureSeries } from '../../../components/charts/chart-figure.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Progress } from '../../../components/ui/progress.tsx';
import { formatDay } from '../../../lib/format.ts';
import {
  formatPercentChange,
  formatTimeUnderLoad,
  formatVolume,
  acwrWaitLabel,
  acwrWaitReason,
  volumeChangeVariant,
} from '../utils/display.ts';
import { SectionCard } from './analytics-parts.tsx';

type Volume = PerformanceMetrics['volumeProgression'];

/** The weeks from the first one holding a set (none before any set): volume and ACWR. */
function WeeklyCharts({ volume, currentYear }: { volume: Volume; currentYear: number }) {
  const days = useMemo(() => volume.weeks.map((week) => week.end), [volume.weeks]);
  const volumeSeries = useMemo<FigureSeries[]>(
    () => [
      {
        label: 'Volume',
        unit: volume.unit,
        color: 'var(--color-chart-strength)',
        style: 'line',
        values: volume.weeks.map((week) => week.volume),
      },
    ],
    [volume.weeks, volume.unit],
  );
  const acwrSeries = useMemo<FigureSeries[]>(
    () => [
      {
        label: 'ACWR',
        unit: '',
        color: 'var(--color-chart-load)',
        style: 'line',
        values: volume.weeks.map((week) => week.acwr),
      },
    ],
    [volume.weeks],
  );
  const busiest = volume.weeks.reduce((max, week) => Math.max(max, week.volume), 0);
  const withRatio = volume.weeks.filter((week) => week.acwr !== null).length;
  const first = volume.weeks[0];
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <ChartFigure
        title="Weekly volume"
        days={days}
        series={volumeSeries}
        currentYear={currentYear}
        height={140}
        summary={`Weeks ending ${first ? formatDay(first.end, currentYear) : ''} to today · busiest ${formatVolume(busiest, volume.unit)}`}
        className="rounded-xl border border-border p-4"
      />
      <ChartFigure
        title="Acute:chronic workload ratio"
        days={days}
        series={acwrSeries}
        currentYear={currentYear}
        height={140}
        summary={
          withRatio === 0
            ? 'Each week needs the 28 days of logged sets before it'
            : '0.8-1.3 is the sweet spot; above 1.5 the injury risk climbs'
        }
        className="rounded-xl border border-border p-4"
      />
    </div>
  );
}

/**
 * 'Training Volume' (docs/product.md#analytics-screen): the last 7 days' volume load, its change
 * against the range's weekly mean (destructive if not positive), the overreaching risk bar, then
 * the weekly charts.
 */
export function TrainingVolumeCard({
  volume,
  currentYear,
}: {
  volume: Volume;
  currentYear: number;
}) {
  const risk = volume.overreachingRisk === null ? null : Math.round(volume.overreachingRisk * 100);
  return (
    <SectionCard
      title="Training Volume"
      description="Volume load (weight × reps of working sets) of the last 7 days"
    >
      <div className="grid gap-4">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <p className="text-2xl font-extrabold tabular-nums">
            {formatVolume(volume.weeklyVolume, volume.unit)}
          </p>
          {volume.volumeChange === null ? (
            <span className="text-sm text-muted-foreground">No earlier weeks to compare</span>
          ) : (
            <Badge
              variant={volumeChangeVariant(volume.volumeChange)}
              aria-label={`Volume change ${formatPercentChange(volume.volumeChange)} against your weekly average`}
            >
              {formatPercentChange(volume.volumeChange)}
            </Badge>
          )}
        </div>
        <p className="-mt-2 text-sm text-muted-foreground">
          <span className="font-semibold text-foreground tabular-nums">
            {formatTimeUnderLoad(volume.weeklyTimeUnderLoadSeconds)}
          </span>{' '}
          under load in timed work (carries, holds, planks), counted apart from the volume
        </p>
        <div className="grid gap-1.5">
          <div className="flex justify-between text-sm">
            <span className="font-medium">Overreaching risk</span>
            <span className="font-semibold tabular-nums">
              {risk === null ? acwrWaitLabel(volume.acwrNeedsDays) : `${risk}%`}
            </span>
          </div>
          <Progress value={risk ?? 0} label="Overreaching risk" />
          {volume.acwr === null ? (
            <p className="text-xs text-muted-foreground">{acwrWaitReason(volume.acwrNeedsDays)}</p>
          ) : (
            <p className="text-xs text-muted-foreground tabular-nums">
              Acute:chronic workload ratio {volume.acwr.toFixed(2)}: the last 7 days against your
              4-week weekly average.
            </p>
          )}
        </div>
        {volume.weeks.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            The weekly charts begin with your first logged set.
          </p>
        ) : (
          <WeeklyCharts volume={volume} currentYear={currentYear} />
        )}
      </div>
    </SectionCard>
  );
}
