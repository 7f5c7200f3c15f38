import { useId, useState } from 'react';
import { Hand } from 'lucide-react';
import { daysBetween } from '@grandfit/shared/domain/journey.ts';
import { formatCalendarDay } from '../../../lib/dates.ts';
import type { TodayWorkouts } from '@grandfit/shared/schemas/training.ts';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { readStorage, writeStorage } from '../../../lib/storage.ts';

export type ResumeJourney = (journeyStartDate: string) => Promise<void>;
type Offer = NonNullable<TodayWorkouts['resume']>;

const DISMISSED_KEY = 'grandfit.welcome-back.dismissed';

/**
 * "Not now" holds for this absence: until he trains again, which changes the key, so a later
 * absence is offered again. The day he last trained is the server's; the journey start is only in
 * the key of one who never trained, because the device's copy of it can be a moment old (read
 * from the offline copy, then refetched) and a dismissal made under the old one came back after a
 * reload.
 */
const absenceKey = (journeyStart: string, offer: Offer) =>
  offer.lastTrainedOn ?? `never since ${journeyStart}`;

/**
 * After a week or more away (decision 074), Today offers to pick the programme up where the
 * lifter left it: his journey start moves so that today is the day after the last one he did,
 * and the weeks done stay done (Settings' "Keep my progress", decision 072).
 */
export function WelcomeBack({
  offer,
  today,
  journeyStart,
  onResume,
}: {
  offer: Offer;
  today: string;
  journeyStart: string;
  onResume: ResumeJourney;
}) {
  const titleId = useId();
  const key = absenceKey(journeyStart, offer);
  const [dismissed, setDismissed] = useState(() => readStorage(DISMISSED_KEY) === key);
  const [state, setState] = useState<'idle' | 'pending' | 'failed'>('idle');
  if (dismissed) return null;

  async function resume() {
    setState('pending');
    try {
      await onResume(offer.journeyStartDate);
      toast({
        title: 'Welcome back',
        description: `Today is week ${offer.week}, day ${offer.day}.`,
      });
    } catch {
      setState('failed');
    }
  }

  function notNow() {
    writeStorage(DISMISSED_KEY, key);
    setDismissed(true);
  }

  const away = offer.lastTrainedOn
    ? `Your last workout was on ${formatCalendarDay(offer.lastTrainedOn)}, ` +
      `${daysBetween(offer.lastTrainedOn, today)} days ago.`
    : 'No workout is logged since your journey began.';
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-[var(--radius-card)] border border-border bg-surface p-5 shadow-sm"
    >
      <div className="flex items-start gap-3">
        <span
          className="flex size-10 shrink-0 items-center justify-center rounded-2xl bg-accent text-accent-foreground"
          aria-hidden="true"
        >
          <Hand className="size-5" />
        </span>
        <div className="min-w-0">
          <h2 id={titleId} className="text-lg font-bold tracking-tight">
            Welcome back
          </h2>
          <p className="mt-1 text-sm leading-relaxed text-muted-foreground">
            {`${away} Pick up where you left off: today becomes week ${offer.week}, ` +
              `day ${offer.day}, and the workouts you did stay done.`}
          </p>
        </div>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-2">
        <Button disabled={state === 'pending'} onClick={() => void resume()}>
          {state === 'pending' ? 'Moving your journey...' : 'Pick up where I left off'}
        </Button>
        <Button variant="ghost" disabled={state === 'pending'} onClick={notNow}>
          Not now
        </Button>
      </div>
      {state === 'failed' ? (
        <p role="alert" className="mt-3 text-sm font-medium text-destructive">
          Couldn&apos;t move your journey. Please try again.
        </p>
      ) : null}
    </section>
  );
}
