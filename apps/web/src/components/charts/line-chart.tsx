import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatGrouped } from '@grandfit/shared/domain/numbers.ts';
import { formatDay, formatMonth, secondsToDay } from '../../lib/format.ts';
import { inATaskOfItsOwn } from '../../lib/one-task-each.ts';
import { useTheme } from '../../lib/theme.ts';

/**
 * The Progress and Analytics charts on uPlot (docs/progress.md#chart-library-uplot: loaded lazily,
 * only on those screens; ~20 KB gzipped, canvas). The canvas is decorative for assistive
 * technology: every chart sits in a ChartFigure with a title, a summary line and a table of the
 * same values.
 */
export interface LineSeries {
  label: string;
  /** A CSS colour; `var(--color-chart-…)` follows the theme (index.css). */
  color: string;
  /** One value per x; null leaves a gap. */
  values: (number | null)[];
  /** Dots only (daily readings) or a line (trends and e1RM). */
  style: 'dots' | 'line';
}

export interface LineChartProps {
  /** Days as seconds at UTC midnight (dayToSeconds), ascending. */
  x: number[];
  series: LineSeries[];
  height?: number;
  /** Called with the hovered point's index, or null when the pointer leaves. */
  onHover?: (index: number | null) => void;
}

const DEFAULT_HEIGHT = 160;
/** How far below (or above) the screen a chart starts to be drawn: about half a phone screen. */
const NEAR_SCREEN = '400px 0px';
const DAY_S = 86_400;
const MONTH_S = 30 * DAY_S;
const AXIS_FONT = '12px ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
const CSS_VARIABLE = /^var\((--[\w-]+)\)$/;

/** A canvas cannot read CSS variables: the theme's colour behind a `var(--…)`, now. */
function themeColor(element: Element, color: string): string {
  const name = CSS_VARIABLE.exec(color)?.[1];
  if (!name) return color;
  return getComputedStyle(element).getPropertyValue(name).trim() || color;
}

/** Days, weeks and months only: a calendar-day chart never labels hours. */
const X_INCREMENTS = [DAY_S, 2 * DAY_S, 7 * DAY_S, 14 * DAY_S, MONTH_S, 2 * MONTH_S, 3 * MONTH_S];

function paddedRange(min: number | null, max: number | null): uPlot.Range.MinMax {
  if (min === null || max === null) return [0, 1];
  const span = max - min;
  const pad = span === 0 ? Math.max(Math.abs(max) * 0.1, 1) : span * 0.15;
  return [Math.max(0, Math.floor(min - pad)), Math.ceil(max + pad)];
}

function options(props: LineChartProps, width: number, element: Element): uPlot.Options {
  const { height = DEFAULT_HEIGHT, onHover } = props;
  const series = props.series.map((line) => ({ ...line, color: themeColor(element, line.color) }));
  const surface = themeColor(element, 'var(--color-surface)');
  const axis = {
    stroke: themeColor(element, 'var(--color-chart-axis)'),
    font: AXIS_FONT,
    grid: { stroke: themeColor(element, 'var(--color-chart-grid)'), width: 1 },
    ticks: { show: false },
  };
  return {
    width,
    height,
    // Days sit at UTC midnight, so UTC gives the calendar day back whatever the device's zone.
    tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'UTC'),
    legend: { show: false },
    cursor: {
      drag: { x: false, y: false },
      // A filled dot in the series' colour ringed in the card's, so the hovered point stays visible.
      points: {
        size: 10,
        width: 2,
        stroke: () => surface,
        fill: (_u, seriesIndex) => series[seriesIndex - 1]?.color ?? axis.stroke,
      },
      y: false,
    },
    scales: {
      x: {
        time: true,
        // A single day still gets a readable axis: three days either side.
        range: (_u, min, max) =>
          min === max ? [min - 3 * DAY_S, max + 3 * DAY_S] : [min - DAY_S / 2, max + DAY_S / 2],
      },
      y: { range: (_u, min, max) => paddedRange(min, max) },
    },
    axes: [
      {
        ...axis,
        size: 30,
        space: 56,
        incrs: X_INCREMENTS,
        values: (_u, splits, _axis, _space, increment) =>
          splits.map((split) =>
            increment >= MONTH_S
              ? formatMonth(secondsToDay(split))
              : formatDay(secondsToDay(split)),
          ),
      },
      {
        ...axis,
        size: 44,
        space: 26,
        values: (_u, splits) => splits.map((split) => formatGrouped(split, 1)),
      },
    ],
    series: [
      {},
      ...series.map((line): uPlot.Series => ({
        label: line.label,
        stroke: line.color,
        width: line.style === 'line' ? 2.5 : 0,
        spanGaps: false,
        paths: line.style === 'dots' ? () => null : undefined,
        points: {
          show: line.style === 'dots' || line.values.length <= 40,
          size: line.style === 'dots' ? 6 : 7,
          stroke: line.color,
          fill: line.style === 'dots' ? line.color : surface,
          width: 2,
        },
      })),
    ],
    hooks: onHover ? { setCursor: [(u) => onHover(u.cursor.idx ?? null)] } : undefined,
  };
}

export default function LineChart(props: LineChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const hover = useRef(props.onHover);
  useEffect(() => {
    hover.current = props.onHover;
  });

  const { x, series, height } = props;
  // Drawn again in the other theme's colours when it changes.
  const theme = useTheme();
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let chart: uPlot | undefined;
    let observer: ResizeObserver | undefined;
    let cancel = () => {};
    // Drawn when it comes near the screen: Progress and Analytics hold up to a dozen charts, most
    // of them a few screens down, and drawing them all on arrival kept the main thread busy
    // while the lifter read the top of the page. Then in a task of its own: charts that come into
    // view together (a wide screen) each take one.
    const draw = () => {
      cancel = inATaskOfItsOwn(() => {
        const data: uPlot.AlignedData = [x, ...series.map((line) => line.values)];
        const drawn = new uPlot(
          options(
            { x, series, height, onHover: (index) => hover.current?.(index) },
            element.clientWidth,
            element,
          ),
          data,
          element,
        );
        chart = drawn;
        observer = new ResizeObserver(([entry]) => {
          const width = Math.floor(entry?.contentRect.width ?? 0);
          if (width > 0 && width !== drawn.width) drawn.setSize({ width, height: drawn.height });
        });
        observer.observe(element);
      });
    };
    const near =
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver(
            (entries) => {
              if (!entries.some((entry) => entry.isIntersecting)) return;
              near?.disconnect();
              draw();
            },
            { rootMargin: NEAR_SCREEN },
          )
        : null;
    if (near) near.observe(element);
    else draw();
    return () => {
      near?.disconnect();
      cancel();
      observer?.disconnect();
      chart?.destroy();
    };
  }, [x, series, height, theme]);

  // The chart's height is held before it is drawn, so nothing below it moves when it is.
  return <div ref={container} className="w-full" style={{ minHeight: height ?? DEFAULT_HEIGHT }} />;
}
