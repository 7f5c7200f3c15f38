import { useState, useDeferredValue } from 'react';
import { toLocalIsoDate } from '@grandfit/shared/domain/journey.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { deviceTimeZone } from '../../../lib/time-zone.ts';
import { cn } from '../../../lib/utils.ts';
import { useProgressOverview } from '../api/get-progress-overview.ts';
import { MonthlyVolumeCard } from './monthly-volume-card.tsx';
import { MovementSetsCard } from './movement-sets-card.tsx';
import { ProgressStats } from './progress-stats.tsx';
import { RecoveryTrendsCard } from './recovery-trends-card.tsx';
import { StrengthProgressCard } from './strength-progress-card.tsx';
import { AwaitingData } from '../../../components/ui/awaiting-data.tsx';
import { BodyWeightCard } from '../../body-weight/components/body-weight-card.tsx';
import { MeasurementsCard } from '../../body-weight/components/measurements-card.tsx';

const RANGES = [3, 6, 12] as const;

function ProgressSkeleton() {
  return (
    <AwaitingData>
      <div role="status" aria-label="Loading your progress" className="grid gap-5">
        <div className="grid grid-cols-2 gap-3">
          {[0, 1].map((key) => (
            <div key={key} className="h-28 animate-pulse rounded-[var(--radius-card)] bg-muted" />
          ))}
        </div>
        {[0, 1, 2].map((key) => (
          <div key={key} className="h-64 animate-pulse rounded-[var(--radius-card)] bg-muted" />
        ))}
      </div>
    </AwaitingData>
  );
}

/**
 * Progress (docs/product.md#progress-screen): the original prototype's placeholder figures made
 * real, each computed by the server from the user's own workouts, sets and health entries
 * (docs/progress.md).
 */
export function ProgressScreen() {
  // The user's day and zone, fixed for the life of the screen.
  const [where] = useState(() => ({ date: toLocalIsoDate(new Date()), tz: deviceTimeZone() }));
  const [months, setMonths] = useState<number>(6);
  const overview = useProgressOverview({ ...where, months });
  const currentYear = Number(where.date.slice(0, 4));
  // Deferred, the answer renders in slices that yield to the browser: a query's answer comes
  // through useSyncExternalStore, which renders in one blocking piece (decision 045).
  const data = useDeferredValue(overview.data);

  return (
    <>
      <PageHeader
        title="Progress"
        subtitle="From the workouts and recovery you log"
        actions={
          <div role="group" aria-label="Range" className="flex rounded-full bg-muted p-1">
            {RANGES.map((range) => (
              <button
                key={range}
                type="button"
                aria-pressed={months === range}
                aria-label={`Last ${range} months`}
                onClick={() => setMonths(range)}
                className={cn(
                  'min-h-11 w-12 rounded-full text-sm font-semibold transition-colors',
                  months === range
                    ? 'bg-surface text-foreground shadow-sm'
                    : 'text-muted-foreground hover:text-foreground',
                )}
              >
                {range}M
              </button>
            ))}
          </div>
        }
      />
      {data ? (
        <div
          className={cn(
            'grid gap-5 transition-opacity',
            overview.isPlaceholderData && 'opacity-70',
          )}
          aria-busy={overview.isFetching}
        >
          <ProgressStats
            workouts={data.workoutsCompleted}
            streak={data.dayStreak}
            currentYear={currentYear}
          />
          <MonthlyVolumeCard volume={data.monthlyVolume} />
          <MovementSetsCard movement={data.movementSets} range={data.range} />
          <StrengthProgressCard lifts={data.strengthProgress} currentYear={currentYear} />
          <BodyWeightCard params={{ date: where.date, months }} currentYear={currentYear} />
          <MeasurementsCard params={{ date: where.date, months }} currentYear={currentYear} />
          <RecoveryTrendsCard trends={data.recoveryTrends} currentYear={currentYear} />
        </div>
      ) : overview.isError ? (
        <Card className="flex flex-col items-start gap-3 p-5 text-sm">
          <p className="font-semibold">Couldn&apos;t load your progress.</p>
          <p className="text-muted-foreground">Check your connection and try again.</p>
          <Button variant="outline" size="sm" onClick={() => void overview.refetch()}>
            Retry
          </Button>
        </Card>
      ) : (
        <ProgressSkeleton />
      )}
    </>
  );
}
