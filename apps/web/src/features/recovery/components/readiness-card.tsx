import { Suspense, useId, useRef, useState } from 'react';
import { ChevronDown, ChevronRight, HeartPulse } from 'lucide-react';
import { toLocalIsoDate } from '@grandfit/shared/domain/journey.ts';
import type { Readiness } from '@grandfit/shared/schemas/health.ts';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/utils.ts';
import { useReadiness } from '../api/get-readiness.ts';
import {
  NO_SCORE_LABEL,
  hasCheckedIn,
  readinessDrivers,
  scoreColorClass,
} from '../utils/readiness-display.ts';
import { AwaitingData } from '../../../components/ui/awaiting-data.tsx';
import { TapLoaded, TapOpened } from '../../../components/ui/tap-loaded.tsx';
import { preloadable } from '../../../lib/preloadable.ts';

// The dialog reads the raw metrics too; load it (and its query) only when the score is tapped.
const RecoveryScoreDialog = preloadable(() =>
  import('./recovery-score-dialog.tsx').then((m) => m.RecoveryScoreDialog),
);

// The check-in (its sliders and the save) comes when asked for: Today's first load stays without
// it. Pointing at or focusing the button starts the download before the tap lands.
const ReadinessCheckIn = preloadable(() =>
  import('./readiness-check-in.tsx').then((m) => m.ReadinessCheckIn),
);
const preloadCheckIn = () => void ReadinessCheckIn.preload().catch(() => undefined);

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
            onPointerEnter={preloadCheckIn}
            onFocus={preloadCheckIn}
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
            <TapLoaded open={checkInOpen} onFailed={() => setCheckInOpen(false)}>
              <Suspense
                fallback={<div className="mt-3 h-40 animate-pulse rounded-2xl bg-muted/60" />}
              >
                <ReadinessCheckIn
                  // A new answer for the day (this device or another) restarts the sliders from it.
                  key={`${readiness.data.date}:${readiness.data.subjectiveEnergy}:${readiness.data.subjectiveMood}:${readiness.data.subjectiveSoreness}`}
                  id={formId}
                  readiness={readiness.data}
                  onSaved={() => {
                    setCheckInOpen(false);
                    // The form (and its focused Save button) is gone: keep focus where it can
                    // reopen.
                    toggleRef.current?.focus();
                  }}
                />
              </Suspense>
            </TapLoaded>
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
