import { useState } from 'react';
import { Trophy } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { formatMediumDate } from '../utils/journey-dates.ts';

export type StartNewJourney = () => Promise<void>;

/** After week 52 (docs/product.md#journey-start): the journey is complete; a new one is offered. */
export function JourneyEndedCard({
  titleId,
  startDate,
  onStartNewJourney,
}: {
  titleId: string;
  startDate?: string;
  onStartNewJourney?: StartNewJourney;
}) {
  // A plain state rather than useMutation: this card is on Today's first screen, whose first load
  // stays without TanStack's mutation code (docs/benchmarks.md, its 150 KB budget).
  const [starting, setStarting] = useState<'idle' | 'pending' | 'failed'>('idle');
  async function start() {
    setStarting('pending');
    try {
      await onStartNewJourney?.();
      setStarting('idle');
      toast({ title: 'New journey started', description: 'Week 1 begins today.' });
    } catch {
      setStarting('failed');
    }
  }
  const began = startDate ? ` that began on ${formatMediumDate(startDate)}` : '';

  return (
    // Not a Card: the dark surface would lose to the Card's own background class.
    <div
      role="region"
      aria-labelledby={titleId}
      className="overflow-hidden rounded-[var(--radius-card)] bg-ink p-6 text-white shadow-lg"
    >
      <div className="flex items-start gap-4">
        <span
          className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-accent text-accent-foreground"
          aria-hidden="true"
        >
          <Trophy className="size-6" />
        </span>
        <div className="min-w-0">
          <h2 id={titleId} className="text-xl font-bold tracking-tight">
            Your 52-week journey is complete
          </h2>
          <p className="mt-1.5 text-sm leading-relaxed text-white/75">
            You have reached the end of the 52 weeks{began}. Start a new journey to begin again at
            week 1, today. Your completed workouts stay in your history.
          </p>
        </div>
      </div>
      {onStartNewJourney ? (
        <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-center">
          <Button
            variant="accent"
            size="lg"
            disabled={starting === 'pending'}
            onClick={() => void start()}
          >
            {starting === 'pending' ? 'Starting...' : 'Start a New Journey'}
          </Button>
          {starting === 'failed' ? (
            <p role="alert" className="text-sm font-medium text-red-300">
              Couldn&apos;t start a new journey. Please try again.
            </p>
          ) : null}
        </div>
      ) : (
        <p className="mt-4 text-sm text-white/75">
          Set a new journey start date in Profile, under Settings &amp; Preferences.
        </p>
      )}
    </div>
  );
}
