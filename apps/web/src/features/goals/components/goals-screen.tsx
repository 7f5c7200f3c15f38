import { Target } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';

export function GoalsScreen() {
  return (
    <>
      <PageHeader title="Goals" />
      <EmptyState icon={<Target />} title="Your Centenarian Decathlon">
        Your ten decathlon goals and quarterly tests arrive here soon.
      </EmptyState>
    </>
  );
}
