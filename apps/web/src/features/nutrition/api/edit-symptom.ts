import { useQueryClient } from '@tanstack/react-query';
import type { EditSymptomInput, Symptom } from '@grandfit/shared/schemas/nutrition.ts';
import type { OutboxWrite } from '../../../lib/outbox/outbox.ts';
import { useOutboxMutation } from '../../../lib/outbox/use-outbox-mutation.ts';
import { getRecentMealsQueryOptions } from '../../../lib/food/get-recent-meals.ts';
import { SYMPTOMS_URL } from './log-symptom.ts';
import { refreshAfterCorrection } from './refresh-after-correction.ts';

export const symptomUrl = (id: string) => `${SYMPTOMS_URL}/${encodeURIComponent(id)}`;

export interface EditSymptomVariables {
  id: string;
  symptom: EditSymptomInput;
  userId?: string;
}

/** PUT /api/food/symptoms/{id}: a full replacement, so a replay changes nothing further. */
export function editSymptomWrite({ id, symptom, userId }: EditSymptomVariables): OutboxWrite {
  return {
    method: 'PUT',
    url: symptomUrl(id),
    body: symptom,
    userId,
    label: `Edit symptom: ${symptom.symptom} (${symptom.severity}/10)`,
  };
}

/** Corrects a symptom; sent, the meal cards show it at once and every screen refetches. */
export function useEditSymptom() {
  const queryClient = useQueryClient();
  return useOutboxMutation<Symptom, EditSymptomVariables>({
    toWrite: editSymptomWrite,
    onSuccess: (result) => {
      if (result.status !== 'sent') return;
      const saved = result.data;
      queryClient.setQueryData(getRecentMealsQueryOptions().queryKey, (meals) =>
        meals?.map((meal) => ({
          ...meal,
          symptoms: (meal.symptoms ?? []).map((item) =>
            item.id === saved.id
              ? {
                  id: saved.id,
                  symptom: saved.symptom,
                  severity: saved.severity,
                  occurredAt: saved.occurredAt,
                }
              : item,
          ),
        })),
      );
      refreshAfterCorrection(queryClient);
    },
  });
}
