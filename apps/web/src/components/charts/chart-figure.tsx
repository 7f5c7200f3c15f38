import { Suspense, useId, useMemo, useState, type ReactNode } from 'react';
import { Table2 } from 'lucide-react';
import { LoadedOr } from '../ui/loaded-or.tsx';
import { preloadable } from '../../lib/preloadable.ts';
import { cn } from '../../lib/utils.ts';
import { formatGrouped } from '@grandfit/shared/domain/numbers.ts';
import { dayToSeconds, formatDay } from '../../lib/format.ts';
import type { LineSeries } from './line-chart.tsx';

// uPlot loads with the first chart, after the figures: they never wait for the chart library.
const LineChart = preloadable(() => import('./line-chart.tsx').then((m) => m.default));

export const CHART_NOT_DOWNLOADED =
  "The chart shows once you're back online; its values are in the table.";

export interface FigureSeries extends LineSeries {
  /** "lb", "ms", "bpm", "h". */
  unit: string;
}

/**
 * An accessible chart: a title, a visible summary line, the chart (hidden from assistive
 * technology) with a readout of the hovered day, and a button that shows every value as a table.
 * The table is built only when asked for: six months of four series are thousands of cells, and
 * building them hidden on every visit was most of the Progress screen's first render
 * (docs/benchmarks.md, 2026-11-27, fourth session).
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
  const tableId = useId();
  const [hovered, setHovered] = useState<number | null>(null);
  const [tableShown, setTableShown] = useState(false);
  const x = useMemo(() => days.map(dayToSeconds), [days]);
  const index = hovered ?? days.length - 1;
  const readout = series
    .map((line) => {
      const value = line.values[index];
      return value === null || value === undefined
        ? null
        : `${line.label} ${formatGrouped(value, 1)} ${line.unit}`;
    })
    .filter((text) => text !== null);

  return (
    <figure
      aria-labelledby={titleId}
      aria-describedby={summaryId}
      className={cn('flex min-w-0 flex-col gap-2', className)}
    >
      <figcaption className="flex items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-0.5">
          <h3 id={titleId} className="text-sm font-semibold">
            {title}
          </h3>
          <div id={summaryId} className="text-sm text-muted-foreground">
            {summary}
          </div>
        </div>
        {days.length > 0 ? (
          <button
            type="button"
            aria-expanded={tableShown}
            aria-controls={tableShown ? tableId : undefined}
            aria-label={`${tableShown ? 'Hide' : 'Show'} the values of ${title} as a table`}
            onClick={() => setTableShown((shown) => !shown)}
            className="-my-2 inline-flex min-h-11 shrink-0 items-center gap-1 rounded-full px-2 text-xs font-semibold text-primary hover:text-primary-hover"
          >
            <Table2 className="size-4" aria-hidden="true" />
            {tableShown ? 'Hide table' : 'Table'}
          </button>
        ) : null}
      </figcaption>
      <div aria-hidden="true" className="flex flex-col gap-1">
        <p className="text-xs font-medium text-muted-foreground tabular-nums">
          {days[index]
            ? `${formatDay(days[index], currentYear)} · ${readout.length > 0 ? readout.join(' · ') : 'none'}`
            : ''}
        </p>
        <LoadedOr
          otherwise={
            <p
              className="flex items-center justify-center rounded-lg bg-muted px-4 text-center text-sm text-muted-foreground"
              style={{ height }}
            >
              {CHART_NOT_DOWNLOADED}
            </p>
          }
        >
          <Suspense
            fallback={<div className="animate-pulse rounded-lg bg-muted" style={{ height }} />}
          >
            <LineChart x={x} series={series} height={height} onHover={setHovered} />
          </Suspense>
        </LoadedOr>
      </div>
      {children}
      {tableShown ? (
        <ValuesTable
          id={tableId}
          title={title}
          days={days}
          series={series}
          currentYear={currentYear}
        />
      ) : null}
    </figure>
  );
}

/** Every value of the chart, one row a day, newest first (the ones a user looks for). */
function ValuesTable({
  id,
  title,
  days,
  series,
  currentYear,
}: {
  id: string;
  title: string;
  days: string[];
  series: FigureSeries[];
  currentYear: number;
}) {
  const rows = useMemo(() => days.map((day, row) => ({ day, row })).reverse(), [days]);
  return (
    <div id={id} className="max-h-72 overflow-auto rounded-lg border border-border">
      <table className="w-full text-sm tabular-nums">
        <caption className="sr-only">{title}</caption>
        <thead className="sticky top-0 bg-surface text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="px-3 py-2 text-left font-medium">
              Date
            </th>
            {series.map((line) => (
              <th key={line.label} scope="col" className="px-3 py-2 text-right font-medium">
                {`${line.label} (${line.unit})`}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ day, row }) => (
            <tr key={day} className="border-t border-border">
              <th scope="row" className="px-3 py-1.5 text-left font-normal">
                {formatDay(day, currentYear)}
              </th>
              {series.map((line) => {
                const value = line.values[row];
                return (
                  <td key={line.label} className="px-3 py-1.5 text-right">
                    {value === null || value === undefined ? (
                      <>
                        <span aria-hidden="true">–</span>
                        <span className="sr-only">none</span>
                      </>
                    ) : (
                      formatGrouped(value, 1)
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
