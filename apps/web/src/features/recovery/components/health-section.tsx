import { Suspense } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import { LoadedOr } from '../../../components/ui/loaded-or.tsx';
import { preloadable } from '../../../lib/preloadable.ts';
import { HealthDataCard } from './health-data-card.tsx';
import { HealthEntriesCard } from './health-entries-card.tsx';
import { IntegrationsCard } from './integrations-card.tsx';

// The form brings react-hook-form and zod; the card above it paints without waiting for them.
const HealthEntryForm = preloadable(() =>
  import('./health-entry-form.tsx').then((m) => m.HealthEntryForm),
);

export const ENTRY_FORM_NOT_DOWNLOADED =
  "The form to add health data is not on this device yet: it shows once you're back online.";

/**
 * The Profile's health part: latest values, the manual entry form, the entries made by hand (to
 * correct or delete) and the integrations.
 */
export function HealthSection() {
  return (
    <>
      <HealthDataCard />
      <LoadedOr
        otherwise={
          <Card className="p-4 text-sm text-muted-foreground sm:p-5">
            {ENTRY_FORM_NOT_DOWNLOADED}
          </Card>
        }
      >
        <Suspense
          fallback={<Card aria-busy="true" className="h-[34rem] animate-pulse bg-muted/60" />}
        >
          <HealthEntryForm />
        </Suspense>
      </LoadedOr>
      <HealthEntriesCard />
      <IntegrationsCard />
    </>
  );
}
