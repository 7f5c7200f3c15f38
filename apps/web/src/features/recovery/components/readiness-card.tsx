import { Suspense, lazy, useId, useState } from 'react';
import { ChevronRight, HeartPulse } from 'lucide-react';
import { toLocalIsoDate } from '@grandfit/shared/domain/journey.ts';
import type { Readiness } from '@grandfit/shared/schemas/health.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { RangeInput } from '../../../components/ui/range-input.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { cn } from '../../../lib/utils.ts';
import { useReadiness } from '../api/get-readiness.ts';
import { useSaveReadinessCheckin } from '../api/save-readiness-checkin.ts';
import { DEFAULT_READINESS_NOTE, scoreColorClass } from '../utils/readiness-display.ts';
import { DriverRow } from './driver-row.tsx';

// The dialog reads the raw metrics too; load it (and its query) only when the score is tapped.
const RecoveryScoreDialog = lazy(() =>
  import('./recovery-score-dialog.tsx').then((m) => ({ default: m.RecoveryScoreDialog })),
);

/** Today's readiness: score, band, what drove it, and the daily check-in. */
export function ReadinessCard() {
  // The user's local calendar day, fixed for the life of the screen.
  const [date] = useState(() => toLocalIsoDate(new Date()));
  const readiness = useReadiness(date);
  const titleId = useId();

  return (
    <Card role="region" aria-labelledby={titleId} className="p-5">
      <div className="mb-4 flex items-center gap-2">
        <HeartPulse className="size-5 text-primary" aria-hidden="true" />
        <h2 id={titleId} className="text-base font-semibold tracking-tight">
          Readiness
        </h2>
      </div>
      {readiness.data ? (
        <ReadinessBody readiness={readiness.data} />
      ) : readiness.isError ? (
        <div className="flex flex-col items-start gap-3 text-sm text-muted-foreground">
          <p>Couldn&apos;t load your readiness.</p>
          <Button variant="outline" size="sm" onClick={() => void readiness.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <div role="status" aria-label="Loading readiness" className="grid gap-3">
          <div className="h-14 w-32 animate-pulse rounded-xl bg-muted" />
          <div className="h-24 animate-pulse rounded-xl bg-muted" />
        </div>
      )}
    </Card>
  );
}

function ReadinessBody({ readiness }: { readiness: Readiness }) {
  const [detailsOpen, setDetailsOpen] = useState(false);
  const { drivers } = readiness;
  const checkinKey = `${readiness.date}:${readiness.subjectiveEnergy}:${readiness.subjectiveMood}:${readiness.subjectiveSoreness}`;

  return (
    <div className="grid gap-6 sm:grid-cols-2 sm:gap-8">
      <div className="flex flex-col gap-4">
        <button
          type="button"
          onClick={() => setDetailsOpen(true)}
          aria-haspopup="dialog"
          aria-label={`Readiness ${readiness.readinessScore}, ${readiness.band}${readiness.isDefault ? ' (default)' : ''}. Show recovery score`}
          className="group -m-2 flex items-center gap-4 rounded-2xl p-2 text-left transition-colors hover:bg-muted"
        >
          <span
            className={cn(
              'text-6xl leading-none font-extrabold tracking-tight tabular-nums',
              scoreColorClass(readiness),
            )}
          >
            {readiness.readinessScore}
          </span>
          <span className="flex flex-1 flex-col gap-1">
            <span className="text-lg font-semibold">{readiness.band}</span>
            <span className="flex items-center text-xs font-medium text-muted-foreground group-hover:text-foreground">
              Recovery score
              <ChevronRight className="size-3.5" aria-hidden="true" />
            </span>
          </span>
        </button>
        {readiness.isDefault ? (
          <p className="rounded-xl bg-muted px-3 py-2 text-sm font-medium text-muted-foreground">
            {DEFAULT_READINESS_NOTE}
          </p>
        ) : null}
        <div>
          <h3 className="mb-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            What drove it
          </h3>
          <ul className="grid gap-2.5">
            <DriverRow label="HRV" part={drivers.hrv} />
            <DriverRow label="Sleep" part={drivers.sleep} />
            <DriverRow label="Resting HR" part={drivers.restingHeartRate} />
            {/* Completed breathing today: up to 3 bonus points (docs/decisions/015). */}
            <DriverRow label="Breathing" part={drivers.breathing} />
          </ul>
        </div>
      </div>

      <CheckIn key={checkinKey} readiness={readiness} />

      {detailsOpen ? (
        <Suspense fallback={null}>
          <RecoveryScoreDialog
            open={detailsOpen}
            onOpenChange={setDetailsOpen}
            readiness={readiness}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

const CHECKIN_FIELDS = [
  { name: 'energy', label: 'Energy', hint: null },
  { name: 'mood', label: 'Mood', hint: null },
  // The one scale where more is worse; say so.
  { name: 'soreness', label: 'Soreness', hint: '10 = very sore' },
] as const;

type CheckInValues = Record<(typeof CHECKIN_FIELDS)[number]['name'], number>;

/** "How do you feel?": energy, mood and soreness 1-10, starting from the day's answer. */
function CheckIn({ readiness }: { readiness: Readiness }) {
  const idPrefix = useId();
  const [values, setValues] = useState<CheckInValues>({
    energy: readiness.subjectiveEnergy,
    mood: readiness.subjectiveMood,
    soreness: readiness.subjectiveSoreness,
  });
  const mutation = useSaveReadinessCheckin({
    onSuccess: () => toast({ title: 'Check-in saved' }),
    onError: () =>
      toast({
        title: 'Error saving check-in',
        description: 'Please try again.',
        variant: 'destructive',
      }),
  });

  return (
    <form
      className="flex flex-col gap-1 rounded-2xl bg-muted/60 p-4"
      onSubmit={(event) => {
        event.preventDefault();
        mutation.mutate({ date: readiness.date, ...values });
      }}
    >
      <h3 className="text-sm font-semibold">How do you feel?</h3>
      {CHECKIN_FIELDS.map(({ name, label, hint }) => {
        const inputId = `${idPrefix}-${name}`;
        return (
          <div key={name} className="flex flex-col">
            <div className="flex items-baseline justify-between pt-2 text-sm">
              <span>
                <label htmlFor={inputId} className="font-medium">
                  {label}
                </label>
                {hint ? <span className="ml-2 text-xs text-muted-foreground">{hint}</span> : null}
              </span>
              <span className="font-semibold tabular-nums" aria-hidden="true">
                {values[name]}
                <span className="font-normal text-muted-foreground">/10</span>
              </span>
            </div>
            <RangeInput
              id={inputId}
              value={values[name]}
              aria-valuetext={`${values[name]} out of 10`}
              onValueChange={(value) => setValues((current) => ({ ...current, [name]: value }))}
            />
          </div>
        );
      })}
      <Button type="submit" className="mt-2" disabled={mutation.isPending}>
        {mutation.isPending ? 'Saving...' : 'Save check-in'}
      </Button>
    </form>
  );
}
