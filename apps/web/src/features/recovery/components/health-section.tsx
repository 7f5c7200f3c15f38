import { Suspense, lazy } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import { HealthDataCard } from './health-data-card.tsx';
import { HealthEntriesCard } from './health-entries-card.tsx';
import { IntegrationsCard } from './integrations-card.tsx';

// The form brings react-hook-form and zod; the card above it paints without waiting for them.
const HealthEntryForm = lazy(() =>
  import('./health-entry-form.tsx').then((m) => ({ default: m.HealthEntryForm })),
);

/**
 * The Profile's health part: latest values, the manual entry form, the entries made by hand (to
 * correct or delete) and the integrations.
 */
export function HealthSection() {
  return (
    <>
      <HealthDataCard />
      <Suspense
        fallback={<Card aria-busy="true" className="h-[34rem] animate-pulse bg-muted/60" />}
      >
        <HealthEntryForm />
      </Suspense>
      <HealthEntriesCard />
      <IntegrationsCard />
    </>
  );
}
