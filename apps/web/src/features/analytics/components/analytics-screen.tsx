import { ChartColumn } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';

export function AnalyticsScreen() {
  return (
    <>
      <PageHeader title="Advanced Analytics" subtitle="AI-powered insights for optimal training" />
      <EmptyState icon={<ChartColumn />} title="Your analytics">
        Performance trends and insights appear here once you have training data.
      </EmptyState>
    </>
  );
}
