import { useQueryClient } from '@tanstack/react-query';
import type { LeapCorrectionInput, LeapCorrectionRow } from '@grandfit/shared/schemas/nutrition.ts';
import type { OutboxWrite } from '../../../lib/outbox/outbox.ts';
import { useOutboxMutation } from '../../../lib/outbox/use-outbox-mutation.ts';
import { FOOD_URL } from '../../../lib/food/get-recent-meals.ts';
import { refreshAfterCorrection } from './refresh-after-correction.ts';

export const LEAP_CORRECTIONS_URL = `${FOOD_URL}/leap-corrections`;

export interface CorrectLeapVariables {
  correction: LeapCorrectionInput;
  userId?: string;
}

/**
 * PUT /api/food/leap-corrections, sent now or kept in the offline outbox. Keyed by the food on the
 * server, so a replay leaves the same correction (issue 18 item 5).
 */
export function correctLeapWrite({ correction, userId }: CorrectLeapVariables): OutboxWrite {
  return {
    method: 'PUT',
    url: LEAP_CORRECTIONS_URL,
    body: correction,
    userId,
    label: `${correction.name}: ${correction.category}`,
  };
}

/** The user's own category for a food: every meal, score and insight is read again once stored. */
export function useCorrectLeapCategory() {
  const queryClient = useQueryClient();
  return useOutboxMutation<LeapCorrectionRow, CorrectLeapVariables>({
    toWrite: correctLeapWrite,
    onSuccess: (result) => {
      if (result.status === 'sent') refreshAfterCorrection(queryClient);
    },
  });
}
