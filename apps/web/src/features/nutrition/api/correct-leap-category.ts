import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  LeapCategory,
  LeapCorrectionInput,
  LeapCorrectionRow,
} from '@grandfit/shared/schemas/nutrition.ts';
import { REACTIVITY } from '@grandfit/shared/domain/nutrition/leap.ts';
import type { OutboxWrite } from '../../../lib/outbox/outbox.ts';
import { useOutboxMutation } from '../../../lib/outbox/use-outbox-mutation.ts';
import { usePendingWrites } from '../../../lib/outbox/use-outbox.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { CACHE_PRESETS } from '../../../lib/cache-presets.ts';
import { useMemo } from 'react';
import { FOOD_URL } from '../../../lib/food/get-recent-meals.ts';
import { refreshAfterCorrection } from './refresh-after-correction.ts';

export const LEAP_CORRECTIONS_URL = `${FOOD_URL}/leap-corrections`;

/**
 * A correction waiting in the outbox, read defensively (an earlier version of the app may have
 * queued it; the server checks it again when it is sent). Not with the shared zod schema: that
 * would build every nutrition schema on the screen's first paint.
 */
export function queuedCorrection(body: unknown): LeapCorrectionInput | null {
  if (typeof body !== 'object' || body === null) return null;
  const { name, foodId, category } = body as Record<string, unknown>;
  if (typeof name !== 'string' || name.trim() === '') return null;
  if (foodId !== undefined && foodId !== null && typeof foodId !== 'string') return null;
  if (typeof category !== 'string' || !Object.hasOwn(REACTIVITY, category)) return null;
  return { name, foodId, category: category as LeapCategory };
}

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
      const body = queuedCorrection(entry.body);
      return body ? [body] : [];
    });
    return [...(stored ?? []), ...waiting];
  }, [stored, queued]);
}
