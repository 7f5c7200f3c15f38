import { TrendingUp } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';

export function ProgressScreen() {
  return (
    <>
      <PageHeader title="Progress" />
      <EmptyState icon={<TrendingUp />} title="Streaks and trends">
        Once you log workouts, your streaks, training volume and strength trends appear here.
      </EmptyState>
    </>
  );
}
