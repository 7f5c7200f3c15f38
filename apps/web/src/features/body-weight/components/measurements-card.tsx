import { Suspense, useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Plus, Ruler } from 'lucide-react';
import {
  MEASUREMENT_KINDS,
  MEASUREMENT_LABELS,
  measurementTrend,
  measurementUnit,
  WAIST_TO_HIP_CUTOFFS,
  waistToHeight,
  waistToHip,
  type Measurement,
  type MeasurementKind,
  type MeasurementTrend,
} from '@grandfit/shared/domain/body-measurements.ts';
import type { WeightUnit } from '@grandfit/shared/domain/units/weight.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { CardEmpty } from '../../../components/ui/card-empty.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../../../components/ui/tabs.tsx';
import { TAB_TRIGGER_CLASSES } from '../../../components/ui/tab-classes.ts';
import { ChartFigure } from '../../../components/charts/chart-figure.tsx';
import { useAuth } from '../../../lib/auth-user.ts';
import { formatDay, formatNumber, formatSigned } from '../../../lib/format.ts';
import { preloadable } from '../../../lib/preloadable.ts';
import { getSettingsQueryOptions } from '../../../lib/settings-query.ts';
import { useMeasurementLog } from '../api/body-measurements.ts';
import { RecentEntries } from './recent-entries.tsx';
import { TapeBodyFat, type TapeReadings } from './tape-body-fat.tsx';

const MeasurementDialog = preloadable(() =>
  import('./measurement-dialog.tsx').then((module) => module.MeasurementDialog),
);
const MeasureAllDialog = preloadable(() =>
  import('./measure-all-dialog.tsx').then((module) => module.MeasureAllDialog),
);

const EMPTY_TEXT: Record<MeasurementKind, string> = {
  waist:
    'Measure your waist every few weeks. Keeping it under half your height is one of the simplest markers of metabolic health, and it moves before the scale does when you lose fat and gain muscle.',
  'body-fat':
    'Log the body-fat reading of your scale, caliper or scan, every few weeks and with the same device: the trend matters more than one number.',
  hips: 'Measure your hips every few weeks. With your waist they give your waist-to-hip ratio, a marker of where you carry fat.',
  chest: 'Tape your chest every few weeks: beside the scale, it tells fat lost from muscle gained.',
  arm: 'Tape your upper arm every few weeks, same side, same way: it shows muscle the scale hides.',
  thigh:
    'Tape your thigh every few weeks, same side: squats and lunges show here before they show on the scale.',
  neck: 'Tape your neck every few weeks: with your waist, it shows where the weight comes off.',
};

function summaryText(trend: MeasurementTrend, unit: string, currentYear: number): string {
  const parts: string[] = [];
  if (trend.latest) {
    parts.push(
      `Latest ${formatNumber(trend.latest.value)} ${unit} on ${formatDay(trend.latest.date, currentYear)}`,
    );
  }
  if (trend.change) {
    parts.push(
      `${formatSigned(trend.change.value, unit)} since ${formatDay(trend.change.since, currentYear)}`,
    );
  }
  return parts.join(' · ');
}

/** The waist against the height, after NICE (decision 066): a ratio that needs no age or sex. */
function WaistToHeight({ waistCm, heightCm }: { waistCm: number; heightCm: number | null }) {
  if (heightCm === null) {
    return (
      <p className="text-sm text-muted-foreground">
        <Link
          to="/profile"
          className="font-semibold text-primary underline-offset-2 hover:underline"
        >
          Add your height
        </Link>{' '}
        to see your waist-to-height ratio.
      </p>
    );
  }
  const { ratio, band } = waistToHeight(waistCm, heightCm);
  const reading =
    band === 'healthy'
      ? 'under half your height, where the health risk is not raised'
      : band === 'increased'
        ? '0.5 to 0.59 carries an increased health risk; the aim is under 0.5'
        : '0.6 or more carries a high health risk; the aim is under 0.5';
  return (
    <p className="text-sm">
      <span className="font-semibold">Waist-to-height {ratio.toFixed(2)}</span>
      <span className="text-muted-foreground">: {reading} (NICE).</span>
    </p>
  );
}

/**
 * The waist against the hips, after WHO (2008): the cut-off depends on sex, so without one both are
 * named. From the latest waist of the range and the latest hips.
 */
function WaistToHip({
  waistCm,
  hipsCm,
  sex,
}: {
  waistCm: number | null;
  hipsCm: number;
  sex: 'male' | 'female' | null;
}) {
  if (waistCm === null) {
    return (
      <p className="text-sm text-muted-foreground">
        Log your waist in this range to see your waist-to-hip ratio.
      </p>
    );
  }
  const { ratio, raised } = waistToHip(waistCm, hipsCm, sex);
  const cutoff = (of: 'male' | 'female') => WAIST_TO_HIP_CUTOFFS[of].toFixed(2);
  const group = sex === 'male' ? 'men' : 'women';
  const reading =
    sex === null
      ? `WHO marks a substantially increased metabolic risk from ${cutoff('male')} in men and ${cutoff('female')} in women`
      : raised
        ? `at or above ${cutoff(sex)}, where WHO marks a substantially increased metabolic risk for ${group}`
        : `under ${cutoff(sex)}, WHO's cut-off for ${group}`;
  return (
    <p className="text-sm">
      <span className="font-semibold">Waist-to-hip {ratio.toFixed(2)}</span>
      <span className="text-muted-foreground">: {reading}.</span>
    </p>
  );
}

function KindPanel({
  kind,
  log,
  units,
  heightCm,
  sex,
  tape,
  currentYear,
  onEdit,
}: {
  kind: MeasurementKind;
  log: ReturnType<typeof useMeasurementLog>;
  units: WeightUnit;
  heightCm: number | null;
  sex: 'male' | 'female' | null;
  /** The range's latest tape readings, for the Hips tab's ratio and the Body fat tab's estimate. */
  tape: TapeReadings;
  currentYear: number;
  onEdit: (reading: Measurement) => void;
}) {
  const unit = measurementUnit(kind, units);
  const label = MEASUREMENT_LABELS[kind];
  const entries = log.data?.entries;
  const trend = useMemo(
    () => (log.data ? measurementTrend(log.data.entries, log.data.range, kind, units) : null),
    [log.data, kind, units],
  );
  const series = useMemo(
    () =>
      trend
        ? [
            {
              label,
              unit,
              color: 'var(--color-chart-body-weight)',
              style: 'line' as const,
              values: trend.points.map((point) => point.value),
            },
          ]
        : [],
    [trend, label, unit],
  );
  if (!trend) {
    return log.isError ? (
      <p className="text-sm text-muted-foreground">
        Couldn&apos;t load your {label.toLowerCase()} readings. Check your connection and try again.
      </p>
    ) : (
      <div
        role="status"
        aria-label={`Loading your ${label.toLowerCase()} readings`}
        className="h-40 animate-pulse rounded-xl bg-muted"
      />
    );
  }
  const latestStored = entries?.at(-1);
  const tapeEstimate =
    kind === 'body-fat' ? <TapeBodyFat tape={tape} heightCm={heightCm} sex={sex} /> : null;
  return (
    <div className="flex flex-col gap-4">
      {trend.points.length === 0 ? (
        <>
          <CardEmpty
            icon={<Ruler className="size-5" />}
            title={`No ${label.toLowerCase()} in this range`}
          >
            {EMPTY_TEXT[kind]}
          </CardEmpty>
          {tapeEstimate}
        </>
      ) : (
        <>
          <ChartFigure
            title={`${label} (${unit})`}
            days={trend.points.map((point) => point.date)}
            series={series}
            currentYear={currentYear}
            height={150}
            summary={summaryText(trend, unit, currentYear)}
            className="rounded-xl border border-border p-4"
          />
          {tapeEstimate}
          {kind === 'waist' && latestStored ? (
            <WaistToHeight waistCm={latestStored.value} heightCm={heightCm} />
          ) : null}
          {kind === 'hips' && latestStored && tape.waistCm !== undefined ? (
            <WaistToHip waistCm={tape.waistCm} hipsCm={latestStored.value} sex={sex} />
          ) : null}
          <RecentEntries
            title={`Recent ${label.toLowerCase()} readings`}
            noun={label.toLowerCase()}
            points={trend.points}
            unit={unit}
            currentYear={currentYear}
            onEdit={(date) => {
              const reading = entries?.find((entry) => entry.date === date);
              if (reading) onEdit(reading);
            }}
          />
        </>
      )}
    </div>
  );
}

/**
 * Waist, body fat and girths on Progress (decision 066): a kind at a time, its readings over the
 * range, the waist against the height and the hips, the newest few to correct, Log and Log all.
 * Lengths follow the settings' unit (cm with kg, inches with lb).
 */
export function MeasurementsCard({
  params,
  currentYear,
}: {
  params: { date: string; months: number };
  currentYear: number;
}) {
  const titleId = useId();
  const { user } = useAuth();
  const settings = useQuery(getSettingsQueryOptions());
  const units: WeightUnit = settings.data?.units ?? 'lb';
  const [kind, setKind] = useState<MeasurementKind>('waist');
  const log = useMeasurementLog({ kind, ...params }, user?.id);
  // The Hips tab's ratio needs the waist too; the Body fat tab's tape estimate, the neck and hips.
  const forEstimate = kind === 'body-fat';
  const waist = useMeasurementLog(
    { kind: 'waist', ...params },
    user?.id,
    kind === 'hips' || forEstimate,
  );
  const neck = useMeasurementLog({ kind: 'neck', ...params }, user?.id, forEstimate);
  const hips = useMeasurementLog({ kind: 'hips', ...params }, user?.id, forEstimate);
  const latest = (of: typeof waist) =>
    of.data ? (of.data.entries.at(-1)?.value ?? null) : undefined;
  const tape: TapeReadings = {
    waistCm: latest(waist),
    neckCm: latest(neck),
    hipsCm: latest(hips),
  };
  const sex =
    settings.data?.sex === 'male' || settings.data?.sex === 'female' ? settings.data.sex : null;
  // Open to log a reading today (editing null) or to change a listed one.
  const [dialog, setDialog] = useState<{ editing: Measurement | null } | null>(null);
  // A tape session: every kind in one form.
  const [measuringAll, setMeasuringAll] = useState(false);

  return (
    <Card role="region" aria-labelledby={titleId} className="flex flex-col gap-4 p-5">
      <div className="flex items-start justify-between gap-3">
        <div>
          <h2 id={titleId} className="text-lg font-semibold">
            Body measurements
          </h2>
          <p className="text-sm text-muted-foreground">Your waist, body fat and girths over time</p>
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          <Button
            size="sm"
            variant="outline"
            onClick={() => setMeasuringAll(true)}
            onPointerEnter={() => void MeasureAllDialog.preload()}
          >
            Log all
          </Button>
          <Button
            size="sm"
            onClick={() => setDialog({ editing: null })}
            onPointerEnter={() => void MeasurementDialog.preload()}
          >
            <Plus className="size-4" aria-hidden="true" />
            Log {MEASUREMENT_LABELS[kind].toLowerCase()}
          </Button>
        </div>
      </div>
      <Tabs value={kind} onValueChange={(next) => setKind(next as MeasurementKind)}>
        <TabList
          aria-label="Measurement"
          className="grid grid-cols-4 gap-1 rounded-3xl bg-muted p-1 sm:grid-cols-7 sm:rounded-full"
        >
          {MEASUREMENT_KINDS.map((each) => (
            <Tab key={each} value={each} className={TAB_TRIGGER_CLASSES}>
              {MEASUREMENT_LABELS[each]}
            </Tab>
          ))}
        </TabList>
        {MEASUREMENT_KINDS.map((each) => (
          <TabPanel key={each} value={each} className="mt-4 focus:outline-none">
            <KindPanel
              kind={each}
              log={log}
              units={units}
              heightCm={settings.data?.heightCm ?? null}
              sex={sex}
              tape={tape}
              currentYear={currentYear}
              onEdit={(editing) => setDialog({ editing })}
            />
          </TabPanel>
        ))}
      </Tabs>
      {dialog !== null ? (
        <Suspense fallback={null}>
          <MeasurementDialog
            kind={kind}
            date={dialog.editing?.date ?? params.date}
            editing={dialog.editing}
            entries={log.data?.entries ?? []}
            units={units}
            today={params.date}
            onOpenChange={(open) => !open && setDialog(null)}
          />
        </Suspense>
      ) : null}
      {measuringAll ? (
        <Suspense fallback={null}>
          <MeasureAllDialog
            units={units}
            today={params.date}
            onOpenChange={(open) => !open && setMeasuringAll(false)}
          />
        </Suspense>
      ) : null}
    </Card>
  );
}
