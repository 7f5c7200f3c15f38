import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { LogMealInput, MealLog } from '@grandfit/shared/schemas/nutrition.ts';
import { onDelivered, type OutboxWrite } from '../../../lib/outbox/outbox.ts';
import { useOutboxMutation } from '../../../lib/outbox/use-outbox-mutation.ts';
import { FOOD_URL, nutritionQueryKeyRoot } from '../../../lib/food/get-recent-meals.ts';
import { refreshAfterCorrection } from './refresh-after-correction.ts';

export const LOG_MEAL_URL = `${FOOD_URL}/log-meal`;

export interface LogMealVariables {
  /** Carries the wizard's `clientId` and `loggedAt`: a replay stores one meal at its real time. */
  meal: LogMealInput & { clientId: string; loggedAt: string };
  /** The signed-in user: the outbox replays the meal only under that user's session. */
  userId?: string;
}

/** POST /api/food/log-meal, sent now or kept in the offline outbox. */
export function logMealWrite({ meal, userId }: LogMealVariables): OutboxWrite {
  const label = `${meal.mealType.charAt(0).toUpperCase()}${meal.mealType.slice(1)}: ${meal.foods
    .map((food) => (typeof food === 'string' ? food : food.name))
    .join(', ')}`;
  return { method: 'POST', url: LOG_MEAL_URL, body: meal, userId, label };
}

/**
 * Logs a meal now, or keeps it on the device when it cannot be sent (the server upserts on the
 * meal's clientId, so the replay stores it exactly once). Then the recent meals are refreshed
 * (docs/product.md#nutrition-routes); insights and compliance move with them.
 */
export function useLogMeal() {
  const queryClient = useQueryClient();
  return useOutboxMutation<MealLog, LogMealVariables>({
    toWrite: logMealWrite,
    onSuccess: (result) => {
      if (result.status === 'sent') {
        void queryClient.invalidateQueries({ queryKey: nutritionQueryKeyRoot });
      }
    },
  });
}

/**
 * A meal or symptom kept offline reaches the server when the outbox replays it, maybe after the
 * dialog closed: the nutrition data is refreshed then. Mounted by the Nutrition screen.
 */
export function useNutritionDeliveries() {
  const queryClient = useQueryClient();
  useEffect(() => watchNutritionDeliveries(queryClient), [queryClient]);
}

export function watchNutritionDeliveries(queryClient: QueryClient): () => void {
  return onDelivered((entry) => {
    if (!entry.url.startsWith(`${FOOD_URL}/`)) return;
    // A correction moves Today, Method and Analytics too; a new meal or symptom the nutrition data.
    if (entry.method === 'POST') {
      void queryClient.invalidateQueries({ queryKey: nutritionQueryKeyRoot });
    } else {
      refreshAfterCorrection(queryClient);
    }
  });
}
