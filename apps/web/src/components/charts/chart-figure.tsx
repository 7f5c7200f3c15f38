import { lazy, Suspense, useId, useMemo, useState, type ReactNode } from 'react';
import { cn } from '../../lib/utils.ts';
import { dayToSeconds, formatDay, formatNumber } from '../../lib/format.ts';
import type { LineSeries } from './line-chart.tsx';

// uPlot loads with the first chart, after the figures: they never wait for the chart library.
const LineChart = lazy(() => import('./line-chart.tsx'));

export interface FigureSeries extends LineSeries {
  /** "lb", "ms", "bpm", "h". */
  unit: string;
}

/**
 * An accessible chart: a title, a visible summary line, the chart (hidden from assistive
 * technology) with a readout of the hovered day, and a visually hidden table of every value.
 */
export function ChartFigure({
  title,
  summary,
  days,
  series,
  currentYear,
  height = 160,
  className,
  children,
}: {
  title: string;
  summary: ReactNode;
  /** YYYY-MM-DD, ascending, one per value. */
  days: string[];
  series: FigureSeries[];
  currentYear: number;
  height?: number;
  className?: string;
  /** Notes under the chart. */
  children?: ReactNode;
}) {
  const titleId = useId();
  const summaryId = useId();
  const [hovered, setHovered] = useState<number | null>(null);
  const x = useMemo(() => days.map(dayToSeconds), [days]);
  const index = hovered ?? days.length - 1;
  const readout = series
    .map((line) => {
      const value = line.values[index];
      return value === null || value === undefined
        ? null
        : `${line.label} ${formatNumber(value)} ${line.unit}`;
    })
    .filter((text) => text !== null);

  return (
    <figure
      aria-labelledby={titleId}
      aria-describedby={summaryId}
      className={cn('flex min-w-0 flex-col gap-2', className)}
    >
      <figcaption className="flex flex-col gap-0.5">
        <h3 id={titleId} className="text-sm font-semibold">
          {title}
        </h3>
        <div id={summaryId} className="text-sm text-muted-foreground">
          {summary}
        </div>
      </figcaption>
      <div aria-hidden="true" className="flex flex-col gap-1">
        <p className="text-xs font-medium text-muted-foreground tabular-nums">
          {days[index] ? `${formatDay(days[index], currentYear)} · ${readout.join(' · ')}` : ''}
        </p>
        <Suspense
          fallback={<div className="animate-pulse rounded-lg bg-muted" style={{ height }} />}
        >
          <LineChart x={x} series={series} height={height} onHover={setHovered} />
        </Suspense>
      </div>
      {children}
      {/* On the wrapper: a table grows to its content whatever its width, so sr-only on the table
          itself left it hundreds of pixels wide and the page scrolled sideways. */}
      <div className="sr-only">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              {series.map((line) => (
                <th key={line.label} scope="col">
                  {`${line.label} (${line.unit})`}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((day, row) => (
              <tr key={day}>
                <th scope="row">{formatDay(day, currentYear)}</th>
                {series.map((line) => {
                  const value = line.values[row];
                  return (
                    <td key={line.label}>
                      {value === null || value === undefined ? 'none' : formatNumber(value)}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
