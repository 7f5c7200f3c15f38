import { Wind } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';

export function BreathingScreen() {
  return (
    <>
      <PageHeader title="HRV Coherence Breathing" />
      <EmptyState icon={<Wind />} title="Guided sessions">
        Guided coherence breathing arrives here soon.
      </EmptyState>
    </>
  );
}
