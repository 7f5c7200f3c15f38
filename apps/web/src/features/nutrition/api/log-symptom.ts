import { useQueryClient } from '@tanstack/react-query';
import type { LogSymptomInput, Symptom } from '@grandfit/shared/schemas/nutrition.ts';
import type { OutboxWrite } from '../../../lib/outbox/outbox.ts';
import { useOutboxMutation } from '../../../lib/outbox/use-outbox-mutation.ts';
import { FOOD_URL, nutritionQueryKeyRoot } from '../../../lib/food/get-recent-meals.ts';

export const SYMPTOMS_URL = `${FOOD_URL}/symptoms`;

export interface LogSymptomVariables {
  symptom: LogSymptomInput & { clientId: string };
  userId?: string;
}

export function logSymptomWrite({ symptom, userId }: LogSymptomVariables): OutboxWrite {
  return {
    method: 'POST',
    url: SYMPTOMS_URL,
    body: symptom,
    userId,
    label: `Symptom: ${symptom.symptom} (${symptom.severity}/10)`,
  };
}

/**
 * POST /api/food/symptoms ('Log Symptoms', docs/product.md#nutrition-screen), through the outbox
 * like meals: the offline screen promises that meals and symptoms can be tracked without a
 * connection. Symptoms feed the insights, so the nutrition family is refreshed.
 */
export function useLogSymptom() {
  const queryClient = useQueryClient();
  return useOutboxMutation<Symptom, LogSymptomVariables>({
    toWrite: logSymptomWrite,
    onSuccess: (result) => {
      if (result.status === 'sent') {
        void queryClient.invalidateQueries({ queryKey: nutritionQueryKeyRoot });
      }
    },
  });
}
