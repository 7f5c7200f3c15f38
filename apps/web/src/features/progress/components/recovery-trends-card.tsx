import { useId, useMemo } from 'react';
import { Link } from 'react-router';
import { ChevronRight, HeartPulse } from 'lucide-react';
import type {
  RecoveryDay,
  RecoverySummary,
  RecoveryTrends,
} from '@grandfit/shared/schemas/progress.ts';
import { Card } from '../../../components/ui/card.tsx';
import { formatDay, formatNumber } from '../../../lib/format.ts';
import { CardEmpty } from '../../../components/ui/card-empty.tsx';
import { ChartFigure, type FigureSeries } from '../../../components/charts/chart-figure.tsx';

interface MetricSpec {
  title: string;
  unit: string;
  color: string;
  value: (day: RecoveryDay) => number | null;
  average: (day: RecoveryDay) => number | null;
  summary: (trends: RecoveryTrends) => RecoverySummary;
}

/**
 * HRV per method (decision 032): SDNN over Apple Watch's 1-minute readings and RMSSD over a
 * strap's beats are different statistics, so each has its own chart, average and summary.
 */
const HRV_METRICS: MetricSpec[] = [
  {
    title: 'HRV · RMSSD (chest strap)',
    unit: 'ms',
    color: 'var(--color-chart-hrv-rmssd)',
    value: (day) => day.hrvRmssd,
    average: (day) => day.hrvRmssdAverage7,
    summary: (trends) => trends.hrv.byMethod.rmssd,
  },
  {
    title: 'HRV · SDNN (Apple Watch)',
    unit: 'ms',
    color: 'var(--color-chart-hrv-sdnn)',
    value: (day) => day.hrvSdnn,
    average: (day) => day.hrvSdnnAverage7,
    summary: (trends) => trends.hrv.byMethod.sdnn,
  },
];

const METRICS: MetricSpec[] = [
  {
    title: 'Resting Heart Rate',
    unit: 'bpm',
    color: 'var(--color-chart-resting-hr)',
    value: (day) => day.restingHeartRate,
    average: (day) => day.restingHeartRateAverage7,
    summary: (trends) => trends.restingHeartRate,
  },
  {
    title: 'Sleep',
    unit: 'h',
    color: 'var(--color-chart-sleep)',
    value: (day) => day.sleepHours,
    average: (day) => day.sleepHoursAverage7,
    summary: (trends) => trends.sleepHours,
  },
];

function summaryText(summary: RecoverySummary, unit: string, currentYear: number): string {
  const parts: string[] = [];
  parts.push(
    summary.average7 === null
      ? 'Nothing logged in the last 7 days'
      : `7-day average ${formatNumber(summary.average7)} ${unit}`,
  );
  if (summary.previousAverage7 !== null) {
    parts.push(`previous 7 days ${formatNumber(summary.previousAverage7)} ${unit}`);
  }
  if (summary.latest) {
    parts.push(
      `latest ${formatNumber(summary.latest.value)} ${unit} on ${formatDay(summary.latest.date, currentYear)}`,
    );
  }
  return parts.join(' · ');
}

function MetricChart({
  spec,
  trends,
  currentYear,
  note,
}: {
  spec: MetricSpec;
  trends: RecoveryTrends;
  currentYear: number;
  note?: string;
}) {
  const { days, series } = useMemo(() => {
    // Only the days with this metric or its average: a day with just sleep adds no HRV point.
    const rows = trends.days.filter(
      (day) => spec.value(day) !== null || spec.average(day) !== null,
    );
    const lines: FigureSeries[] = [
      {
        label: 'Daily',
        unit: spec.unit,
        color: spec.color,
        style: 'dots',
        values: rows.map(spec.value),
      },
      {
        label: '7-day average',
        unit: spec.unit,
        color: 'var(--color-chart-trend)',
        style: 'line',
        values: rows.map(spec.average),
      },
    ];
    return { days: rows.map((day) => day.date), series: lines };
  }, [spec, trends.days]);

  if (!trends.days.some((day) => spec.value(day) !== null)) {
    return (
      <section className="rounded-xl border border-border p-4">
        <h3 className="text-sm font-semibold">{spec.title}</h3>
        <p className="mt-0.5 text-sm text-muted-foreground">
          No {spec.title} logged in this range.
        </p>
      </section>
    );
  }
  return (
    <ChartFigure
      title={`${spec.title} (${spec.unit})`}
      days={days}
      series={series}
      currentYear={currentYear}
      height={150}
      summary={summaryText(spec.summary(trends), spec.unit, currentYear)}
      className="rounded-xl border border-border p-4"
    >
      {note ? <p className="text-xs text-muted-foreground">{note}</p> : null}
    </ChartFigure>
  );
}

/**
 * Completed breathing sessions: minutes per day, and the latest strap RMSSD while breathing when
 * there is one (kept apart from resting HRV: paced breathing raises it; docs/decisions/015).
 */
function BreathingChart({ trends, currentYear }: { trends: RecoveryTrends; currentYear: number }) {
  const { breathing } = trends;
  const series = useMemo<FigureSeries[]>(
    () => [
      {
        label: 'Minutes',
        unit: 'min',
        color: 'var(--color-chart-strength)',
        style: 'dots',
        values: breathing.days.map((day) => day.minutes),
      },
    ],
    [breathing.days],
  );
  const lastStrap = breathing.days.findLast((day) => day.strapRmssd !== null);

  if (breathing.days.length === 0) {
    return (
      <section className="rounded-xl border border-border p-4">
        <h3 className="text-sm font-semibold">Breathing</h3>
        <p className="mt-0.5 text-sm text-muted-foreground">
          No completed breathing sessions in this range.
        </p>
      </section>
    );
  }
  return (
    <ChartFigure
      title="Breathing (min)"
      days={breathing.days.map((day) => day.date)}
      series={series}
      currentYear={currentYear}
      height={150}
      summary={[
        `Last 7 days ${formatNumber(breathing.minutes7)} min`,
        `previous 7 days ${formatNumber(breathing.previousMinutes7)} min`,
        ...(lastStrap?.strapRmssd != null
          ? [
              `RMSSD while breathing ${formatNumber(lastStrap.strapRmssd)} ms (strap) on ${formatDay(lastStrap.date, currentYear)}`,
            ]
          : []),
      ].join(' · ')}
      className="rounded-xl border border-border p-4"
    />
  );
}

/** SDNN (Apple Health) and RMSSD (straps, most rings) are different measures (decision 032). */
const HRV_NOTE =
  'SDNN and RMSSD are different measures: each is averaged and compared only with itself.';

/** The HRV charts of the methods the range has; one empty HRV section when it has none. */
function hrvSpecs(trends: RecoveryTrends): MetricSpec[] {
  const shown = HRV_METRICS.filter((spec) => trends.days.some((day) => spec.value(day) !== null));
  return shown.length > 0 ? shown : [{ ...HRV_METRICS[0]!, title: 'HRV', value: (day) => day.hrv }];
}

/**
 * The recovery trends of docs/product.md#progress-screen: HRV, resting heart rate and sleep per
 * day, with 7-day averages.
 */
export function RecoveryTrendsCard({
  trends,
  currentYear,
}: {
  trends: RecoveryTrends;
  currentYear: number;
}) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId} className="p-5">
      <div className="mb-4 flex flex-col gap-0.5">
        <h2 id={titleId} className="text-base font-semibold tracking-tight">
          Recovery Trends
        </h2>
        <p className="text-sm text-muted-foreground">
          Daily values (dots) and 7-day averages (line)
        </p>
      </div>
      {trends.days.length === 0 && trends.breathing.days.length === 0 ? (
        <CardEmpty
          icon={<HeartPulse className="size-5" />}
          title="Log your recovery to see your trends"
        >
          <p>Enter HRV, resting heart rate or sleep on your profile, or import Apple Health.</p>
          <Link
            to="/profile"
            className="mt-2 inline-flex items-center font-semibold text-primary hover:underline"
          >
            Go to Profile
            <ChevronRight className="size-4" aria-hidden="true" />
          </Link>
        </CardEmpty>
      ) : (
        <div className="grid gap-3">
          {hrvSpecs(trends).map((spec, i, shown) => (
            <MetricChart
              key={spec.title}
              spec={spec}
              trends={trends}
              currentYear={currentYear}
              note={shown.length > 1 && i === 0 ? HRV_NOTE : undefined}
            />
          ))}
          {METRICS.map((spec) => (
            <MetricChart key={spec.title} spec={spec} trends={trends} currentYear={currentYear} />
          ))}
          <BreathingChart trends={trends} currentYear={currentYear} />
        </div>
      )}
    </Card>
  );
}
