import { useId, useState, type ReactNode } from 'react';
import { Activity } from 'lucide-react';
import { addDays } from '@grandfit/shared/domain/dates.ts';
import { toLocalIsoDate } from '@grandfit/shared/domain/journey.ts';
import type { HealthData } from '@grandfit/shared/schemas/health.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useHealthLatest } from '../api/get-health-latest.ts';
import {
  HEALTH_SOURCE_LABELS,
  formatLastSynced,
  formatMetric,
} from '../utils/readiness-display.ts';
import { AwaitingData } from '../../../components/ui/awaiting-data.tsx';

/** The Profile's window: the newest value of each metric over the last 7 days. */
export function lastSevenDays(now: Date = new Date()) {
  const today = toLocalIsoDate(now);
  return { start: addDays(today, -6), end: today };
}

export function HealthDataCard() {
  const [range] = useState(() => lastSevenDays());
  const health = useHealthLatest(range);
  const titleId = useId();

  return (
    <Card role="region" aria-labelledby={titleId} className="p-5">
      <div className="mb-4 flex items-center gap-2">
        <Activity className="size-5 text-primary" aria-hidden="true" />
        <h2 id={titleId} className="flex-1 text-base font-semibold tracking-tight">
          Health Data
        </h2>
        {health.data ? (
          <Badge variant="secondary">{HEALTH_SOURCE_LABELS[health.data.dataSource]}</Badge>
        ) : null}
      </div>
      {health.data ? (
        <HealthValues data={health.data} />
      ) : health.data === null ? (
        <p className="rounded-xl bg-muted px-4 py-5 text-center text-sm text-muted-foreground">
          No recent health data found
        </p>
      ) : health.isError ? (
        <div className="flex flex-col items-start gap-3 text-sm text-muted-foreground">
          <p>Couldn&apos;t load your health data.</p>
          <Button variant="outline" size="sm" onClick={() => void health.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <AwaitingData>
          <div
            role="status"
            aria-label="Loading health data"
            className="h-36 animate-pulse rounded-xl bg-muted"
          />
        </AwaitingData>
      )}
    </Card>
  );
}

function HealthValues({ data }: { data: HealthData }) {
  return (
    <>
      <dl className="grid grid-cols-2 gap-2">
        <Metric
          label={data.hrvMethod ? `HRV (${data.hrvMethod.toUpperCase()})` : 'HRV'}
          value={data.hrv}
          unit="ms"
        />
        <Metric label="Resting HR" value={data.restingHeartRate} unit="bpm" />
        <Metric
          label="Sleep"
          value={data.sleepDuration}
          unit="h"
          extra={
            data.sleepQuality !== null ? `Quality ${formatMetric(data.sleepQuality)}/10` : null
          }
        />
        <Metric label="VO2 max" value={data.vo2Max} unit="ml/kg/min" />
      </dl>
      <p className="mt-3 text-xs text-muted-foreground">
        Last synced {formatLastSynced(data.lastSyncDate)}
      </p>
    </>
  );
}

function Metric({
  label,
  value,
  unit,
  extra,
}: {
  label: string;
  value: number | null;
  unit: string;
  extra?: ReactNode;
}) {
  return (
    <div className="rounded-2xl bg-muted/70 px-4 py-3">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="mt-0.5 text-xl font-bold tabular-nums">
        {value === null ? (
          <span className="text-muted-foreground" aria-label="No data">
            —
          </span>
        ) : (
          <>
            {formatMetric(value)}
            <span className="ml-1 text-xs font-medium text-muted-foreground">{unit}</span>
          </>
        )}
      </dd>
      {extra ? <dd className="text-xs text-muted-foreground">{extra}</dd> : null}
    </div>
  );
}
