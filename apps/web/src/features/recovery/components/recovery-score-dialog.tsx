import { useState } from 'react';
import { addDays } from '@grandfit/shared/domain/dates.ts';
import { OBJECTIVE_WEIGHT } from '@grandfit/shared/domain/recovery.ts';
import type { HealthData, Readiness } from '@grandfit/shared/schemas/health.ts';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { cn } from '../../../lib/utils.ts';
import { useHealthLatest } from '../api/get-health-latest.ts';
import {
  NO_SCORE_LABEL,
  READINESS_BANDS,
  SCORE_COLOR_CLASSES,
  formatMetric,
  scoreColorClass,
} from '../utils/readiness-display.ts';
import { DriverRow } from './driver-row.tsx';

const OBJECTIVE_PERCENT = Math.round(OBJECTIVE_WEIGHT * 100);
const DOT_CLASSES: Record<NonNullable<Readiness['color']>, string> = {
  green: 'bg-emerald-600',
  yellow: 'bg-amber-500',
  red: 'bg-red-600',
};

/** The raw readings behind each driver; undefined while they load. */
function driverDetails(health: HealthData | null | undefined) {
  if (health === undefined) return { hrv: undefined, sleep: undefined, rhr: undefined };
  const sleep = [
    health?.sleepDuration != null ? `${formatMetric(health.sleepDuration)} h` : null,
    health?.sleepQuality != null ? `quality ${formatMetric(health.sleepQuality)}/10` : null,
  ].filter(Boolean);
  return {
    hrv: health?.hrv != null ? `${formatMetric(health.hrv)} ms` : 'No reading',
    sleep: sleep.length > 0 ? sleep.join(', ') : 'No reading',
    rhr: health?.restingHeartRate != null ? `${health.restingHeartRate} bpm` : 'No reading',
  };
}

const METHOD_LABELS = { rmssd: 'RMSSD (chest strap)', sdnn: 'SDNN (Apple Watch)' } as const;

/**
 * What the HRV part was read against (decision 032): the user's own normal range of the same
 * measure once 7 days exist, the fixed 30-80 ms scale until then (docs/product.md#hrv-baseline).
 */
export function hrvBasisDetail(basis: Readiness['hrvBasis']): string | null {
  if (!basis) return null;
  const label = METHOD_LABELS[basis.method];
  if (basis.kind === 'baseline' && basis.rolling7 !== null) {
    const where = { below: 'below', within: 'within', above: 'above' }[basis.status ?? 'within'];
    return `${label}: 7-day ${formatMetric(basis.rolling7)} ms, ${where} your normal ${formatMetric(basis.normalLow ?? 0)}-${formatMetric(basis.normalHigh ?? 0)} ms`;
  }
  const left = Math.max(0, 7 - basis.days);
  return `${label}: scored on 30-80 ms until 7 days of ${basis.method.toUpperCase()} (${left} more)`;
}

function breathingDetail({ minutes, sessions }: Readiness['breathing']): string {
  if (minutes === 0) return 'None today';
  return `${formatMetric(minutes)} min, ${sessions} ${sessions === 1 ? 'session' : 'sessions'}`;
}

/** "Recovery Score": the combined recovery score, how readiness blends it, and the bands. */
export function RecoveryScoreDialog({
  open,
  onOpenChange,
  readiness,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  readiness: Readiness;
}) {
  // The server scores a day from that day's and the previous day's metrics; show the same window.
  const [range] = useState(() => ({
    start: addDays(readiness.date, -1),
    end: readiness.date,
  }));
  const health = useHealthLatest(range);
  const details = driverDetails(health.data);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Recovery Score</DialogTitle>
          <DialogDescription>
            Readiness blends {OBJECTIVE_PERCENT}% recovery data, {100 - OBJECTIVE_PERCENT}% how you
            feel.
          </DialogDescription>
        </DialogHeader>

        <dl className="grid grid-cols-3 gap-2 text-center">
          <div className="rounded-2xl bg-muted p-3">
            <dt className="text-xs font-medium text-muted-foreground">Recovery</dt>
            <dd className="mt-1 text-2xl font-extrabold tabular-nums">
              {readiness.recoveryScore ?? (
                <span className="block py-1 text-sm leading-tight font-semibold text-muted-foreground">
                  Not enough data
                </span>
              )}
            </dd>
          </div>
          <div className="rounded-2xl bg-muted p-3">
            <dt className="text-xs font-medium text-muted-foreground">How you feel</dt>
            <dd className="mt-1 text-2xl font-extrabold tabular-nums">
              {readiness.subjectiveScore ?? (
                <span className="block py-1 text-sm leading-tight font-semibold text-muted-foreground">
                  No check-in
                </span>
              )}
            </dd>
          </div>
          <div className="rounded-2xl bg-muted p-3">
            <dt className="text-xs font-medium text-muted-foreground">Readiness</dt>
            <dd
              className={cn(
                'mt-1 text-2xl font-extrabold tabular-nums',
                scoreColorClass(readiness),
              )}
            >
              {readiness.readinessScore ?? (
                <span className="block py-1 text-sm leading-tight font-semibold">
                  {NO_SCORE_LABEL}
                </span>
              )}
            </dd>
            {readiness.band ? <dd className="text-xs font-semibold">{readiness.band}</dd> : null}
          </div>
        </dl>

        <section className="mt-5">
          <h3 className="text-sm font-semibold">Recovery data</h3>
          <p className="mb-3 text-xs text-muted-foreground">
            A base of 40 plus up to 20 each: HRV over 30-80 ms, sleep (hours of 8 and quality),
            resting heart rate over 80-50 bpm. Today&apos;s and yesterday&apos;s readings count.
          </p>
          <ul className="grid gap-3">
            <DriverRow
              label="HRV"
              part={readiness.drivers.hrv}
              detail={[details.hrv, hrvBasisDetail(readiness.hrvBasis)].filter(Boolean).join(' · ')}
            />
            <DriverRow label="Sleep" part={readiness.drivers.sleep} detail={details.sleep} />
            <DriverRow
              label="Resting HR"
              part={readiness.drivers.restingHeartRate}
              detail={details.rhr}
            />
          </ul>
        </section>

        <section className="mt-5">
          <h3 className="text-sm font-semibold">Breathing habit</h3>
          <p className="mb-3 text-xs text-muted-foreground">
            Today&apos;s completed breathing toward a 10-minute session. A habit, not a recovery
            marker: it does not change readiness or your training loads.
          </p>
          <ul className="grid gap-3">
            <DriverRow
              label="Breathing"
              part={readiness.breathing.part}
              detail={breathingDetail(readiness.breathing)}
            />
          </ul>
        </section>

        <section className="mt-5">
          <h3 className="mb-2 text-sm font-semibold">Bands</h3>
          <ul className="grid gap-1.5 text-sm">
            {READINESS_BANDS.map(({ range: scores, band, color }) => (
              <li
                key={band}
                className={cn(
                  'flex items-center gap-3 rounded-lg px-2 py-1',
                  readiness.band === band && 'bg-muted font-semibold',
                )}
              >
                <span className={cn('size-2.5 rounded-full', DOT_CLASSES[color])} />
                <span className={cn('w-12 tabular-nums', SCORE_COLOR_CLASSES[color])}>
                  {scores}
                </span>
                <span>{band}</span>
              </li>
            ))}
          </ul>
        </section>
      </DialogContent>
    </Dialog>
  );
}
