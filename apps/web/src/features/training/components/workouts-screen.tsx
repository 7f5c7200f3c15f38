import { Dumbbell } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';

export function WorkoutsScreen() {
  return (
    <>
      <PageHeader title="Workouts" />
      <EmptyState icon={<Dumbbell />} title="Your training plan">
        Your training programme arrives here soon.
      </EmptyState>
    </>
  );
}
