import { useQueryClient } from '@tanstack/react-query';
import type { EditMealInput, RecentMeal } from '@grandfit/shared/schemas/nutrition.ts';
import type { OutboxWrite } from '../../../lib/outbox/outbox.ts';
import { useOutboxMutation } from '../../../lib/outbox/use-outbox-mutation.ts';
import { FOOD_URL, getRecentMealsQueryOptions } from '../../../lib/food/get-recent-meals.ts';
import { refreshAfterCorrection } from './refresh-after-correction.ts';

export const MEALS_URL = `${FOOD_URL}/meals`;
export const mealUrl = (id: string) => `${MEALS_URL}/${encodeURIComponent(id)}`;

export interface EditMealVariables {
  id: string;
  /** The meal as it should now read: a full replacement, so a replay leaves the same meal. */
  meal: EditMealInput;
  userId?: string;
}

/** PUT /api/food/meals/{id}, sent now or kept in the offline outbox. */
export function editMealWrite({ id, meal, userId }: EditMealVariables): OutboxWrite {
  const names = meal.foods.map((food) => (typeof food === 'string' ? food : food.name));
  return {
    method: 'PUT',
    url: mealUrl(id),
    body: meal,
    userId,
    label: `Edit ${meal.mealType}: ${names.join(', ')}`,
  };
}

/**
 * Corrects a meal (docs/decisions/025-training-log-history-records-corrections.md). Sent: the
 * server's meal replaces the cached one at once, then every screen refetches. Queued: the Nutrition
 * screen shows the waiting edit over the server's list (utils/pending-corrections.ts) until the
 * outbox delivers it.
 */
export function useEditMeal() {
  const queryClient = useQueryClient();
  return useOutboxMutation<RecentMeal, EditMealVariables>({
    toWrite: editMealWrite,
    onSuccess: (result) => {
      if (result.status !== 'sent') return;
      const saved = result.data;
      queryClient.setQueryData(getRecentMealsQueryOptions().queryKey, (meals) =>
        meals
          ?.map((meal) => (meal.id === saved.id ? saved : meal))
          .sort((a, b) => Date.parse(b.loggedAt) - Date.parse(a.loggedAt)),
      );
      refreshAfterCorrection(queryClient);
    },
  });
}
