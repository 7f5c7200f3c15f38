import { useQueryClient } from '@tanstack/react-query';
import type { OutboxWrite } from '../../../lib/outbox/outbox.ts';
import { useOutboxMutation } from '../../../lib/outbox/use-outbox-mutation.ts';
import { getRecentMealsQueryOptions } from '../../../lib/food/get-recent-meals.ts';
import { symptomUrl } from './edit-symptom.ts';
import { refreshAfterCorrection } from './refresh-after-correction.ts';

export interface DeleteSymptomVariables {
  id: string;
  label: string;
  userId?: string;
}

export function deleteSymptomWrite({ id, label, userId }: DeleteSymptomVariables): OutboxWrite {
  return { method: 'DELETE', url: symptomUrl(id), body: {}, userId, label: `Delete ${label}` };
}

/** DELETE /api/food/symptoms/{id}; a 404 (already gone) counts as done (lib/outbox). */
export function useDeleteSymptom() {
  const queryClient = useQueryClient();
  return useOutboxMutation<unknown, DeleteSymptomVariables>({
    toWrite: deleteSymptomWrite,
    onSuccess: (result, { id }) => {
      if (result.status !== 'sent') return;
      queryClient.setQueryData(getRecentMealsQueryOptions().queryKey, (meals) =>
        meals?.map((meal) => ({
          ...meal,
          symptoms: (meal.symptoms ?? []).filter((item) => item.id !== id),
        })),
      );
      refreshAfterCorrection(queryClient);
    },
  });
}
