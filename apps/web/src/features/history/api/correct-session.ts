import { useQueryClient } from '@tanstack/react-query';
import type { SessionDetail } from '@grandfit/shared/schemas/history.ts';
import type { OutboxWrite } from '../../../lib/outbox/outbox.ts';
import { useOutboxMutation } from '../../../lib/outbox/use-outbox-mutation.ts';
import { getSessionDetailQueryOptions, historySessionUrl } from './get-session-detail.ts';
import {
  refreshAfterCorrection,
  removeSessionFromCaches,
  watchCorrectionDeliveries,
} from './refresh-after-correction.ts';

export interface SessionNotesVariables {
  sessionId: string;
  notes: string | null;
  userId?: string;
  label: string;
}

export type DeleteSessionVariables = Omit<SessionNotesVariables, 'notes'>;

/** PATCH /api/history/sessions/{id}: the notes replace the old ones, so a replay is harmless. */
export function sessionNotesWrite({
  sessionId,
  notes,
  userId,
  label,
}: SessionNotesVariables): OutboxWrite {
  return { method: 'PATCH', url: historySessionUrl(sessionId), body: { notes }, userId, label };
}

/** DELETE /api/history/sessions/{id}: idempotent. */
export function deleteSessionWrite({
  sessionId,
  userId,
  label,
}: DeleteSessionVariables): OutboxWrite {
  return { method: 'DELETE', url: historySessionUrl(sessionId), body: {}, userId, label };
}

export function useSaveSessionNotes(options: { onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  watchCorrectionDeliveries(queryClient);
  return useOutboxMutation<unknown, SessionNotesVariables>({
    toWrite: sessionNotesWrite,
    onSuccess: (_result, { sessionId, notes }) => {
      queryClient.setQueryData<SessionDetail>(
        getSessionDetailQueryOptions(sessionId).queryKey,
        (detail) => detail && { ...detail, notes: notes?.trim() ? notes : null },
      );
    },
    onError: (error) => options.onError?.(error),
  });
}

/** Deletes a whole session (its sets and records go with it), now or from the outbox. */
export function useDeleteSession(options: { onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  watchCorrectionDeliveries(queryClient);
  return useOutboxMutation<unknown, DeleteSessionVariables>({
    toWrite: deleteSessionWrite,
    onSuccess: (_result, { sessionId }) => {
      removeSessionFromCaches(queryClient, sessionId);
      queryClient.removeQueries({ queryKey: getSessionDetailQueryOptions(sessionId).queryKey });
      refreshAfterCorrection(queryClient);
    },
    onError: (error) => options.onError?.(error),
  });
}
