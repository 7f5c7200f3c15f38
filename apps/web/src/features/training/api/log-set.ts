import { useQueryClient } from '@tanstack/react-query';
import type { LogSet, LoggedSetView, SessionSets } from '@grandfit/shared/schemas/training.ts';
import type { OutboxWrite } from '../../../lib/outbox/outbox.ts';
import { useOutboxMutation } from '../../../lib/outbox/use-outbox-mutation.ts';
import { rememberSetRecords } from '../../../lib/finish-summary.ts';
import { describeRecord } from '@grandfit/shared/domain/records/present.ts';
import { toast } from '../../../components/ui/use-toast.ts';
import { getSessionSetsQueryOptions, workoutSetsUrl } from './get-session-sets.ts';
import { markSetInCache } from './workout-caches.ts';

export interface LogSetVariables {
  workoutId: string;
  set: LogSet;
  /** The signed-in user: the outbox replays the set only under that user's session. */
  userId?: string;
  /** For the list of refused writes: "Goblet Squat, set 2". */
  label: string;
}

/** POST /api/workouts/{id}/sets. The server upserts on `clientId`, so a replay is harmless. */
export function logSetWrite({ workoutId, set, userId, label }: LogSetVariables): OutboxWrite {
  return { method: 'POST', url: workoutSetsUrl(workoutId), body: set, userId, label };
}

/** The sets cache with one more set of the same session (or the set's session alone). */
export function withLoggedSet(sets: SessionSets | undefined, set: LoggedSetView): SessionSets {
  if (!sets || sets.sessionId !== set.sessionId) {
    return { sessionId: set.sessionId, startedAt: set.performedAt, completedAt: null, sets: [set] };
  }
  return { ...sets, sets: [...sets.sets.filter((s) => s.clientId !== set.clientId), set] };
}

/**
 * Logs a set now, or keeps it in the offline outbox when it cannot be sent: the session goes on
 * either way. A set the server took goes straight into the sets cache; a queued one shows
 * through the outbox's pending writes until it is delivered.
 */
export function useLogSet(options: { onError?: (error: Error, set: LogSet) => void } = {}) {
  const queryClient = useQueryClient();
  return useOutboxMutation<LoggedSetView, LogSetVariables>({
    toWrite: logSetWrite,
    onSuccess: (result, { workoutId, set }) => {
      markSetInCache(queryClient, workoutId, set);
      if (result.status !== 'sent') return;
      queryClient.setQueryData(getSessionSetsQueryOptions(workoutId).queryKey, (sets) =>
        withLoggedSet(sets, result.data),
      );
      // Personal records (decision 025): kept for the finish summary and told at once.
      const records = result.data.records ?? [];
      rememberSetRecords(result.data.sessionId, result.data.clientId, records);
      if (records.length > 0) {
        toast({
          title: 'New personal record!',
          description: records.map((record) => describeRecord(record)).join(' · '),
        });
      }
    },
    onError: (error, { set }) => options.onError?.(error, set),
  });
}
