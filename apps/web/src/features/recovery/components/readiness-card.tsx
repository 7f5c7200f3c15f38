import { useId, useRef, useState } from 'react';
import { ChevronDown, ChevronRight, HeartPulse } from 'lucide-react';
import { toLocalIsoDate } from '@grandfit/shared/domain/journey.ts';
import type { Readiness } from '@grandfit/shared/schemas/health.ts';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { RangeInput } from '../../../components/ui/range-input.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { cn } from '../../../lib/utils.ts';
import { useReadiness } from '../api/get-readiness.ts';
import { useSaveReadinessCheckin } from '../api/save-readiness-checkin.ts';
import {
  NO_SCORE_LABEL,
  hasCheckedIn,
  readinessDrivers,
  scoreColorClass,
} from '../utils/readiness-display.ts';
import { AwaitingData } from '../../../components/ui/awaiting-data.tsx';
import { TapOpened } from '../../../components/ui/tap-loaded.tsx';
import { preloadable } from '../../../lib/preloadable.ts';

// The dialog reads the raw metrics too; load it (and its query) only when the score is tapped.
const RecoveryScoreDialog = preloadable(() =>
  import('./recovery-score-dialog.tsx').then((m) => m.RecoveryScoreDialog),
);

/**
 * Today's readiness, compact so today's workout stays in the first screen
 * (docs/decisions/009-readiness-and-health-entries.md): the score and band, one line of what drove
 * it, and the daily check-in behind a button. Tapping the score opens the full recovery score.
 */
export function ReadinessCard() {
  // The user's local calendar day, fixed for the life of the screen.
  const [date] = useState(() => toLocalIsoDate(new Date()));
  const readiness = useReadiness(date);
  const titleId = useId();
  const formId = useId();
  const [checkInOpen, setCheckInOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  return (
    <Card role="region" aria-labelledby={titleId} className="p-4 sm:p-5">
      <div className="flex items-center justify-between gap-3">
        <h2
          id={titleId}
          className="flex items-center gap-2 text-sm font-semibold tracking-wide text-muted-foreground uppercase"
        >
          <HeartPulse className="size-4 text-primary" aria-hidden="true" />
          Readiness
        </h2>
        {readiness.data ? (
          <button
            ref={toggleRef}
            type="button"
            className={buttonClasses('outline', 'sm')}
            aria-expanded={checkInOpen}
            aria-controls={formId}
            onClick={() => setCheckInOpen((open) => !open)}
          >
            {hasCheckedIn(readiness.data) ? 'Update check-in' : 'Check in'}
            <ChevronDown
              className={cn('size-4 transition-transform', checkInOpen && 'rotate-180')}
              aria-hidden="true"
            />
          </button>
        ) : null}
      </div>
      {readiness.data ? (
        <>
          <ReadinessSummary readiness={readiness.data} />
          {checkInOpen ? (
            <CheckIn
              // A new answer for the day (this device or another) restarts the sliders from it.
              key={`${readiness.data.date}:${readiness.data.subjectiveEnergy}:${readiness.data.subjectiveMood}:${readiness.data.subjectiveSoreness}`}
              id={formId}
              readiness={readiness.data}
              onSaved={() => {
                setCheckInOpen(false);
                // The form (and its focused Save button) is gone: keep focus where it can reopen.
                toggleRef.current?.focus();
              }}
            />
          ) : null}
        </>
      ) : readiness.isError ? (
        <div className="mt-3 flex flex-col items-start gap-3 text-sm text-muted-foreground">
          <p>Couldn&apos;t load your readiness.</p>
          <Button variant="outline" size="sm" onClick={() => void readiness.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <AwaitingData>
          <div role="status" aria-label="Loading readiness" className="mt-3 grid gap-2">
            <div className="h-10 w-40 animate-pulse rounded-xl bg-muted" />
            <div className="h-5 w-56 animate-pulse rounded-md bg-muted" />
          </div>
        </AwaitingData>
      )}
    </Card>
  );
}

function ReadinessSummary({ readiness }: { readiness: Readiness }) {
  const [detailsOpen, setDetailsOpen] = useState(false);
  const drivers = readinessDrivers(readiness);
  const score = readiness.readinessScore;

  return (
    <>
      <button
        type="button"
        onClick={() => setDetailsOpen(true)}
        aria-haspopup="dialog"
        aria-label={
          score === null
            ? `Readiness: ${NO_SCORE_LABEL}. Show recovery score`
            : `Readiness ${score}, ${readiness.band}. Show recovery score`
        }
        className="group -mx-2 mt-1 flex min-h-11 items-center gap-3 rounded-xl px-2 py-1 text-left transition-colors hover:bg-muted"
      >
        {score === null ? (
          <span className="text-2xl font-bold tracking-tight text-muted-foreground">
            {NO_SCORE_LABEL}
          </span>
        ) : (
          <>
            <span
              className={cn(
                'text-4xl leading-none font-extrabold tracking-tight tabular-nums',
                scoreColorClass(readiness),
              )}
            >
              {score}
            </span>
            <span className="text-lg font-semibold">{readiness.band}</span>
          </>
        )}
        <ChevronRight
          className="size-4 text-muted-foreground group-hover:text-foreground"
          aria-hidden="true"
        />
      </button>
      {drivers.length > 0 ? (
        <ul
          aria-label="What drove it"
          className="mt-1 flex flex-wrap gap-x-3 gap-y-0.5 text-sm text-muted-foreground"
        >
          {drivers.map(({ label, percent }) => (
            <li key={label}>
              {label} <span className="font-semibold text-foreground tabular-nums">{percent}%</span>
            </li>
          ))}
        </ul>
      ) : null}
      {score === null ? (
        <p className="mt-1 text-sm text-muted-foreground">
          Check in, or add health data on Profile, for a score.
        </p>
      ) : null}

      {detailsOpen ? (
        <TapOpened open={detailsOpen} onFailed={() => setDetailsOpen(false)}>
          <RecoveryScoreDialog
            open={detailsOpen}
            onOpenChange={setDetailsOpen}
            readiness={readiness}
          />
        </TapOpened>
      ) : null}
    </>
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
function CheckIn({
  id,
  readiness,
  onSaved,
}: {
  id: string;
  readiness: Readiness;
  onSaved: () => void;
}) {
  const idPrefix = useId();
  const titleId = useId();
  const [values, setValues] = useState<CheckInValues>({
    energy: readiness.subjectiveEnergy,
    mood: readiness.subjectiveMood,
    soreness: readiness.subjectiveSoreness,
  });
  const mutation = useSaveReadinessCheckin({
    onSuccess: () => {
      toast({ title: 'Check-in saved' });
      onSaved();
    },
    onError: () =>
      toast({
        title: 'Error saving check-in',
        description: 'Please try again.',
        variant: 'destructive',
      }),
  });

  return (
    <form
      id={id}
      aria-labelledby={titleId}
      className="mt-3 flex flex-col gap-1 rounded-2xl bg-muted/60 p-4"
      onSubmit={(event) => {
        event.preventDefault();
        mutation.mutate({ date: readiness.date, ...values });
      }}
    >
      <h3 id={titleId} className="text-sm font-semibold">
        How do you feel?
      </h3>
      <div className="grid gap-x-6 sm:grid-cols-3">
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
      </div>
      <Button type="submit" className="mt-2 sm:self-start" disabled={mutation.isPending}>
        {mutation.isPending ? 'Saving...' : 'Save check-in'}
      </Button>
    </form>
  );
}
