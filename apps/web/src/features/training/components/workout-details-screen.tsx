import { ListChecks } from 'lucide-react';
import { useParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';

export function WorkoutDetailsScreen() {
  const { id } = useParams();
  return (
    <>
      <PageHeader title="Workout details" />
      <EmptyState icon={<ListChecks />} title="Exercise breakdown coming soon">
        The exercises, sets and rest times for workout {id} arrive here soon.
      </EmptyState>
    </>
  );
}
