import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { leapCorrectionInputSchema } from '@grandfit/shared/schemas/nutrition.ts';
import type { LeapCorrectionInput, LeapCorrectionRow } from '@grandfit/shared/schemas/nutrition.ts';
import type { OutboxWrite } from '../../../lib/outbox/outbox.ts';
import { useOutboxMutation } from '../../../lib/outbox/use-outbox-mutation.ts';
import { usePendingWrites } from '../../../lib/outbox/use-outbox.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { CACHE_PRESETS } from '../../../lib/cache-presets.ts';
import { useMemo } from 'react';
import { FOOD_URL } from '../../../lib/food/get-recent-meals.ts';
import { refreshAfterCorrection } from './refresh-after-correction.ts';

export const LEAP_CORRECTIONS_URL = `${FOOD_URL}/leap-corrections`;

export interface CorrectLeapVariables {
  correction: LeapCorrectionInput;
  userId?: string;
}

/**
 * PUT /api/food/leap-corrections, sent now or kept in the offline outbox. Keyed by the food on the
 * server, so a replay leaves the same correction
 * (docs/decisions/034-food-evidence-and-leap-matching.md).
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

/** GET /api/food/leap-corrections: the user's own categories for foods. */
export async function getLeapCorrections(): Promise<LeapCorrectionRow[]> {
  const res = await apiRequest('GET', LEAP_CORRECTIONS_URL);
  return (await res.json()) as LeapCorrectionRow[];
}

export function getLeapCorrectionsQueryOptions() {
  return queryOptions({
    queryKey: [FOOD_URL, 'leap-corrections'] as const,
    queryFn: getLeapCorrections,
    ...CACHE_PRESETS.user,
  });
}

/**
 * The user's corrections as the screens should apply them: the server's, then those still waiting
 * in the outbox (later ones win), so a correction made offline shows at once on this device.
 */
export function useLeapCorrections(userId?: string): LeapCorrectionInput[] {
  const stored = useQuery(getLeapCorrectionsQueryOptions()).data;
  const queued = usePendingWrites(LEAP_CORRECTIONS_URL, userId);
  return useMemo(() => {
    const waiting = queued.flatMap((entry) => {
      if (entry.method !== 'PUT') return [];
      const body = leapCorrectionInputSchema.safeParse(entry.body);
      return body.success ? [body.data] : [];
    });
    return [...(stored ?? []), ...waiting];
  }, [stored, queued]);
}
