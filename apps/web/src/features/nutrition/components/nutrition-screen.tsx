import { Salad } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';

export function NutritionScreen() {
  return (
    <>
      <PageHeader title="Nutrition" />
      <EmptyState icon={<Salad />} title="Your meals">
        Meal logging and LEAP insights arrive here soon.
      </EmptyState>
    </>
  );
}
