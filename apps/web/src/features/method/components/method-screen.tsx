import { Compass } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';

export function MethodScreen() {
  return (
    <>
      <PageHeader title="Method" />
      <EmptyState icon={<Compass />} title="Your journey">
        Your journey, pillars and daily mantra arrive here soon.
      </EmptyState>
    </>
  );
}
