import {
  queryOptions,
  useQuery,
  useQueryClient,
  type QueryClient,
  type UseQueryResult,
} from '@tanstack/react-query';
import { compareNames } from '@grandfit/shared/domain/compare-names.ts';
import type { Routine, RoutineInput, RoutineList } from '@grandfit/shared/schemas/routines.ts';
import { apiRequest } from './api-client.ts';
import { useAuth } from './auth-user.ts';
import { CACHE_PRESETS } from './cache-presets.ts';
import { isNetworkFailure } from './network.ts';
import type { OutboxEntry, OutboxWrite } from './outbox/outbox.ts';
import { onDeliveredUnder } from './outbox/on-delivered-under.ts';
import { useOutboxMutation } from './outbox/use-outbox-mutation.ts';
import { usePendingWrites } from './outbox/use-outbox.ts';

/**
 * His routines (decision 076): listed and started on Workouts, saved from a session in History,
 * hence here rather than in a feature. Saved and deleted offline too (decision 081): the write
 * waits in the outbox, and the list shows it meanwhile.
 */
export const ROUTINES_URL = '/api/routines';
const routineUrl = (id: string) => `${ROUTINES_URL}/${encodeURIComponent(id)}`;

export function getRoutinesQueryOptions() {
  return queryOptions({
    queryKey: [ROUTINES_URL] as const,
    queryFn: async () => (await (await apiRequest('GET', ROUTINES_URL)).json()) as RoutineList,
    // Persisted with the other queries (lib/offline-cache): a routine starts in a gym without signal.
    ...CACHE_PRESETS.user,
  });
}

/**
 * The list as the writes make it: a saved routine replaces its namesake by id or joins the list
 * (by name, as the server orders it), a deleted one leaves. Writes in the order they were made.
 */
export function withRoutineWrites(
  list: RoutineList,
  writes: readonly Pick<OutboxEntry, 'method' | 'url' | 'body' | 'createdAt'>[],
): RoutineList {
  let routines = list.routines;
  for (const write of writes) {
    const id = decodeURIComponent(write.url.slice(ROUTINES_URL.length + 1));
    const others = routines.filter((routine) => routine.id !== id);
    if (write.method === 'DELETE') {
      routines = others;
    } else if (write.method === 'PUT') {
      const input = write.body as RoutineInput;
      const saved: Routine = { id, ...input, sets: input.sets ?? {}, updatedAt: write.createdAt };
      routines = [...others, saved].sort((a, b) => compareNames(a.name, b.name));
    }
  }
  return routines === list.routines ? list : { routines };
}

/**
 * His routines, with the saves and deletes still waiting in the outbox applied: they are on the
 * device's disk, so a reload offline still shows them. None before the list was ever loaded.
 */
export function useRoutines(): UseQueryResult<RoutineList> {
  // Here too, not only where a routine is saved: a write queued before a reload is delivered
  // while only the list is on screen.
  watchRoutineDeliveries(useQueryClient());
  const query = useQuery(getRoutinesQueryOptions());
  const userId = useAuth().user?.id;
  const waiting = usePendingWrites(`${ROUTINES_URL}/`, userId);
  if (!query.data || waiting.length === 0) return query;
  return { ...query, data: withRoutineWrites(query.data, waiting) } as UseQueryResult<RoutineList>;
}

/**
 * Once a queued save or delete reaches the server, the list takes it at once (the outbox's copy,
 * which showed it, is gone) and is asked for again.
 */
function watchRoutineDeliveries(queryClient: QueryClient) {
  const key = getRoutinesQueryOptions().queryKey;
  onDeliveredUnder(queryClient, 'routines', [`${ROUTINES_URL}/`], (entry) => {
    queryClient.setQueryData(key, (list) => list && withRoutineWrites(list, [entry]));
    void queryClient.invalidateQueries({ queryKey: key });
  });
}

function useRoutineWrite<TVariables>(toWrite: (variables: TVariables) => OutboxWrite) {
  const queryClient = useQueryClient();
  const userId = useAuth().user?.id;
  watchRoutineDeliveries(queryClient);
  const key = getRoutinesQueryOptions().queryKey;
  return useOutboxMutation<unknown, TVariables>({
    toWrite: (variables) => ({ ...toWrite(variables), userId }),
    onSuccess: (result, variables) => {
      // Sent: the list as saved, until the server's own arrives. Queued: the outbox shows it.
      if (result.status === 'sent') {
        const write = { ...toWrite(variables), createdAt: new Date().toISOString() };
        queryClient.setQueryData(key, (list) => list && withRoutineWrites(list, [write]));
      }
      return queryClient.invalidateQueries({ queryKey: key });
    },
  });
}

/**
 * Makes or replaces a routine under its id (the client's), so a save sent twice, or replayed by
 * the outbox, keeps one.
 */
export function useSaveRoutine() {
  return useRoutineWrite(({ id, input }: { id: string; input: RoutineInput }): OutboxWrite => ({
    method: 'PUT',
    url: routineUrl(id),
    body: input,
    label: `Routine ${input.name}`,
  }));
}

export function useDeleteRoutine() {
  return useRoutineWrite((id: string): OutboxWrite => ({
    method: 'DELETE',
    url: routineUrl(id),
    body: {},
    label: 'Routine deleted',
  }));
}

/** What a routine's refused save or delete says: the server's reason. */
export function routineErrorMessage(error: unknown): string {
  if (isNetworkFailure(error)) return "You're offline: try again once you're back online.";
  return error instanceof Error ? error.message : String(error);
}
