import { Suspense, useId } from 'react';
import { CalendarClock } from 'lucide-react';
import { Card } from '../../../components/ui/card.tsx';
import { preloadable } from '../../../lib/preloadable.ts';
import { daysUntil, formatLongIsoDate } from '../utils/journey-dates.ts';
import type { StartNewJourney } from './journey-ended-card.tsx';

export type { StartNewJourney };

// Only after week 52: its own chunk, off the first load of every other day of the journey.
const JourneyEndedCard = preloadable(() =>
  import('./journey-ended-card.tsx').then((m) => m.JourneyEndedCard),
);

/**
 * A user whose 52 weeks have ended is offered a new journey (docs/product.md#journey-start); before
 * the start date, the first day is shown as a preview. `onStartNewJourney` comes from the route,
 * which owns the settings (the profile feature's API; features do not import each other).
 */
export function JourneyStatusCard(
  props:
    | { status: 'ended'; startDate?: string; onStartNewJourney?: StartNewJourney }
    | { status: 'not-started'; startDate: string; today: string },
) {
  const titleId = useId();
  if (props.status === 'not-started') {
    const days = daysUntil(props.startDate, props.today);
    return (
      <Card
        role="region"
        aria-labelledby={titleId}
        className="flex gap-4 border-emerald-200 bg-emerald-50/70 p-5"
      >
        <CalendarClock className="mt-0.5 size-6 shrink-0 text-primary" aria-hidden="true" />
        <div>
          <h2 id={titleId} className="text-base font-semibold tracking-tight">
            Your journey starts on {formatLongIsoDate(props.startDate)}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            {days === 1 ? 'Tomorrow' : `In ${days} days`}. Until then, here is week 1, day 1 to
            preview.
          </p>
        </div>
      </Card>
    );
  }
  return (
    <Suspense fallback={null}>
      <JourneyEndedCard titleId={titleId} {...props} />
    </Suspense>
  );
}
