import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ExerciseRest, ExerciseRests } from '@grandfit/shared/schemas/exercise-rests.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { CACHE_PRESETS } from '../../../lib/cache-presets.ts';
import type { OutboxWrite } from '../../../lib/outbox/outbox.ts';
import { onDeliveredUnder } from '../../../lib/outbox/on-delivered-under.ts';
import { useOutboxMutation } from '../../../lib/outbox/use-outbox-mutation.ts';
import { usePendingWrites } from '../../../lib/outbox/use-outbox.ts';

export const EXERCISE_RESTS_URL = '/api/exercise-rests';
const restUrl = (exerciseId: string) => `${EXERCISE_RESTS_URL}/${encodeURIComponent(exerciseId)}`;

export const exerciseRestsQueryOptions = queryOptions({
  queryKey: [EXERCISE_RESTS_URL] as const,
  queryFn: async () =>
    (await (await apiRequest('GET', EXERCISE_RESTS_URL)).json()) as ExerciseRests,
  ...CACHE_PRESETS.user,
});

/**
 * The lifter's rest for an exercise (decision 059), or null for the plan's. One still waiting in
 * the outbox wins: it is the newer, and it is on the disk even when the cached list is not.
 */
export function useExerciseRest(
  exerciseId: string,
  userId: string | undefined,
  enabled = true,
): number | null {
  const query = useQuery({ ...exerciseRestsQueryOptions, enabled });
  const url = restUrl(exerciseId);
  const waiting = usePendingWrites(url, userId).findLast((entry) => entry.url === url);
  const body = waiting?.body as { restSeconds?: unknown } | undefined;
  if (body && (typeof body.restSeconds === 'number' || body.restSeconds === null)) {
    return body.restSeconds;
  }
  return query.data?.rests.find((rest) => rest.exerciseId === exerciseId)?.restSeconds ?? null;
}

export interface SaveRestVariables extends ExerciseRest {
  userId?: string;
  /** For the list of refused writes: "Goblet Squat: rest". */
  label: string;
}

/** PUT /api/exercise-rests/{exerciseId}: the rest replaces the last one, so a replay is harmless. */
export function saveRestWrite({
  exerciseId,
  restSeconds,
  userId,
  label,
}: SaveRestVariables): OutboxWrite {
  return { method: 'PUT', url: restUrl(exerciseId), body: { restSeconds }, userId, label };
}

/** The rests with one replaced, added or (null) removed: what the screen shows at once. */
export function withRest(rests: ExerciseRests | undefined, changed: ExerciseRest): ExerciseRests {
  const others = (rests?.rests ?? []).filter((rest) => rest.exerciseId !== changed.exerciseId);
  return { rests: changed.restSeconds === null ? others : [...others, changed] };
}

/** Once a queued rest reaches the server, its answer replaces the one shown meanwhile. */
const watchRestDeliveries = (queryClient: QueryClient) =>
  onDeliveredUnder(queryClient, 'exercise rests', [`${EXERCISE_RESTS_URL}/`], () => {
    void queryClient.invalidateQueries({ queryKey: exerciseRestsQueryOptions.queryKey });
  });

/** Saves a rest now, or keeps it in the offline outbox; the screen shows it either way. */
export function useSaveExerciseRest(options: { onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  watchRestDeliveries(queryClient);
  return useOutboxMutation<ExerciseRest, SaveRestVariables>({
    toWrite: saveRestWrite,
    onMutate: (variables) => {
      queryClient.setQueryData(exerciseRestsQueryOptions.queryKey, (rests) =>
        withRest(rests, variables),
      );
    },
    onError: (error) => {
      void queryClient.invalidateQueries({ queryKey: exerciseRestsQueryOptions.queryKey });
      options.onError?.(error);
    },
  });
}
