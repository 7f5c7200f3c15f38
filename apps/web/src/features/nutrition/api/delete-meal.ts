import { useQueryClient } from '@tanstack/react-query';
import type { OutboxWrite } from '../../../lib/outbox/outbox.ts';
import { useOutboxMutation } from '../../../lib/outbox/use-outbox-mutation.ts';
import { getRecentMealsQueryOptions } from '../../../lib/food/get-recent-meals.ts';
import { mealUrl } from './edit-meal.ts';
import { refreshAfterCorrection } from './refresh-after-correction.ts';

export interface DeleteMealVariables {
  id: string;
  /** For the outbox's list of waiting changes, e.g. "Lunch: Apple, Toast". */
  label: string;
  userId?: string;
}

/** DELETE /api/food/meals/{id} (the body is empty JSON: the server's CSRF check wants the type). */
export function deleteMealWrite({ id, label, userId }: DeleteMealVariables): OutboxWrite {
  return { method: 'DELETE', url: mealUrl(id), body: {}, userId, label: `Delete ${label}` };
}

/**
 * Deletes a meal and the symptoms logged for it. A 404 (already gone) counts as done (lib/outbox).
 * Queued, the meal is hidden while the delete waits (utils/pending-corrections.ts).
 */
export function useDeleteMeal() {
  const queryClient = useQueryClient();
  return useOutboxMutation<unknown, DeleteMealVariables>({
    toWrite: deleteMealWrite,
    onSuccess: (result, { id }) => {
      if (result.status !== 'sent') return;
      queryClient.setQueryData(getRecentMealsQueryOptions().queryKey, (meals) =>
        meals?.filter((meal) => meal.id !== id),
      );
      refreshAfterCorrection(queryClient);
    },
  });
}
