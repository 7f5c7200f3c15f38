import { useState, type ReactNode, useDeferredValue } from 'react';
import { Tab, TabList, TabPanel, Tabs } from '../../../components/ui/tabs.tsx';
import type { PerformanceMetrics } from '@grandfit/shared/schemas/analytics.ts';
import {
  ANALYTICS_RANGES,
  DEFAULT_ANALYTICS_RANGE,
} from '@grandfit/shared/domain/analytics/ranges.ts';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { cn } from '../../../lib/utils.ts';
import { usePerformanceMetrics } from '../api/get-performance-metrics.ts';
import { LoadError, Loading } from './analytics-parts.tsx';
import { InsightsTab } from './insights-tab.tsx';
import { LongevityTab } from './longevity-tab.tsx';
import { PerformanceTab } from './performance-tab.tsx';
import { PhaseTab } from './phase-tab.tsx';

const TAB_CLASSES =
  'min-h-11 rounded-full px-0.5 text-xs font-semibold text-muted-foreground transition-colors sm:text-sm data-[state=active]:bg-surface data-[state=active]:text-foreground data-[state=active]:shadow-sm';

const TABS = [
  { value: 'performance', label: 'Performance' },
  { value: 'insights', label: 'Insights' },
  { value: 'phase', label: 'Training Phase' },
  { value: 'longevity', label: 'Longevity' },
] as const;

/**
 * Analytics (docs/product.md#analytics-screen): every figure from the user's own data through the
 * formulas of docs/analytics.md. Only the selected tab is mounted, so insights and the phase analysis
 * are fetched only when their tab opens; the charts' library loads only with a chart.
 */
export function AnalyticsScreen() {
  const [days, setDays] = useState<number>(DEFAULT_ANALYTICS_RANGE);
  const metrics = usePerformanceMetrics(days);
  // Deferred, the answer renders in slices that yield to the browser: a query's answer comes
  // through useSyncExternalStore, which renders in one blocking piece (decision 045).
  const data = useDeferredValue(metrics.data);

  // Performance and Longevity both show the performance metrics: one loading and error state.
  const withMetrics = (render: (data: PerformanceMetrics) => ReactNode) => {
    if (data) {
      return (
        <div className={cn('transition-opacity', metrics.isPlaceholderData && 'opacity-60')}>
          {render(data)}
        </div>
      );
    }
    if (metrics.isError) {
      return <LoadError what="your analytics" onRetry={() => void metrics.refetch()} />;
    }
    return <Loading label="Loading performance metrics..." />;
  };

  return (
    <>
      <PageHeader title="Advanced Analytics" subtitle="AI-powered insights for optimal training" />
      <div
        role="group"
        aria-label="Range"
        className="mb-4 flex w-fit rounded-full bg-muted p-1"
        aria-busy={metrics.isFetching}
      >
        {ANALYTICS_RANGES.map((range) => (
          <button
            key={range}
            type="button"
            aria-pressed={days === range}
            aria-label={`Last ${range} days`}
            onClick={() => setDays(range)}
            className={cn(
              'min-h-11 w-14 rounded-full text-sm font-semibold transition-colors',
              days === range
                ? 'bg-surface text-foreground shadow-sm'
                : 'text-muted-foreground hover:text-foreground',
            )}
          >
            {range}d
          </button>
        ))}
      </div>
      <Tabs defaultValue="performance">
        <TabList
          aria-label="Analytics views"
          className="mb-4 grid grid-cols-[1.35fr_1fr_1fr_1.1fr] gap-1 rounded-full bg-muted p-1 sm:grid-cols-4"
        >
          {TABS.map((tab) => (
            <Tab key={tab.value} value={tab.value} className={TAB_CLASSES}>
              {tab.label}
            </Tab>
          ))}
        </TabList>
        <TabPanel value="performance" className="focus:outline-none">
          {withMetrics((data) => (
            <PerformanceTab metrics={data} />
          ))}
        </TabPanel>
        <TabPanel value="insights" className="focus:outline-none">
          <InsightsTab />
        </TabPanel>
        <TabPanel value="phase" className="focus:outline-none">
          <PhaseTab />
        </TabPanel>
        <TabPanel value="longevity" className="focus:outline-none">
          {withMetrics((data) => (
            <LongevityTab metrics={data} days={data.days} />
          ))}
        </TabPanel>
      </Tabs>
    </>
  );
}
