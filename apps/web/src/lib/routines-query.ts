import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Routine, RoutineInput, RoutineList } from '@grandfit/shared/schemas/routines.ts';
import { apiRequest } from './api-client.ts';
import { CACHE_PRESETS } from './cache-presets.ts';
import { isNetworkFailure } from './network.ts';

/**
 * His routines (decision 076): listed and started on Workouts, saved from a session in History,
 * hence here rather than in a feature.
 */
export const ROUTINES_URL = '/api/routines';

export function getRoutinesQueryOptions() {
  return queryOptions({
    queryKey: [ROUTINES_URL] as const,
    queryFn: async () => (await (await apiRequest('GET', ROUTINES_URL)).json()) as RoutineList,
    // Persisted with the other queries (lib/offline-cache): a routine starts in a gym without signal.
    ...CACHE_PRESETS.user,
  });
}

export function useRoutines() {
  return useQuery(getRoutinesQueryOptions());
}

/**
 * Makes or replaces a routine under its id (the client's), so a save sent twice keeps one. Saving
 * needs a connection: a routine is planned at home, started in the gym.
 */
export function useSaveRoutine() {
  const queryClient = useQueryClient();
  return useMutation({
    // Offline it fails at once with its reason, rather than waiting behind "Saving...".
    networkMode: 'always',
    mutationFn: async ({ id, input }: { id: string; input: RoutineInput }) =>
      (await (
        await apiRequest('PUT', `${ROUTINES_URL}/${encodeURIComponent(id)}`, input)
      ).json()) as Routine,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ROUTINES_URL] }),
  });
}

export function useDeleteRoutine() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: async (id: string) => {
      await apiRequest('DELETE', `${ROUTINES_URL}/${encodeURIComponent(id)}`, {});
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ROUTINES_URL] }),
  });
}

/** What a routine's failed save or delete says: offline, to try again online; else the reason. */
export function routineErrorMessage(error: unknown): string {
  if (isNetworkFailure(error)) return "You're offline: try again once you're back online.";
  return error instanceof Error ? error.message : String(error);
}
