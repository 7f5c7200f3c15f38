import { Dumbbell } from 'lucide-react';
import { useParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';

export function WorkoutScreen() {
  const { id } = useParams();
  return (
    <>
      <PageHeader title="Workout" />
      <EmptyState icon={<Dumbbell />} title="Live sessions coming soon">
        Live set logging for workout {id} arrives here soon.
      </EmptyState>
    </>
  );
}
