import { useQueryClient } from '@tanstack/react-query';
import type { SessionDetail } from '@grandfit/shared/schemas/history.ts';
import { toLocalDateTimeInput } from '../../../lib/clock.ts';
import type { OutboxWrite } from '../../../lib/outbox/outbox.ts';
import { useOutboxMutation } from '../../../lib/outbox/use-outbox-mutation.ts';
import type { SessionTimeChange } from '../utils/session-time-form.ts';
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

export interface SessionTimeVariables extends DeleteSessionVariables {
  change: SessionTimeChange;
}

/** PATCH /api/history/sessions/{id}: the notes replace the old ones, so a replay is harmless. */
export function sessionNotesWrite({
  sessionId,
  notes,
  userId,
  label,
}: SessionNotesVariables): OutboxWrite {
  return { method: 'PATCH', url: historySessionUrl(sessionId), body: { notes }, userId, label };
}

/** PATCH /api/history/sessions/{id}: an absolute start and duration, so a replay is harmless. */
export function sessionTimeWrite({
  sessionId,
  change,
  userId,
  label,
}: SessionTimeVariables): OutboxWrite {
  return { method: 'PATCH', url: historySessionUrl(sessionId), body: change, userId, label };
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

/**
 * Moves a finished session or gives it a duration (decision 093), now or from the outbox. Its page
 * shows the new time at once (offline too); every other screen reads it again from the server.
 */
export function useRetimeSession(options: { onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  watchCorrectionDeliveries(queryClient);
  return useOutboxMutation<unknown, SessionTimeVariables>({
    toWrite: sessionTimeWrite,
    onSuccess: (result, { sessionId, change }) => {
      queryClient.setQueryData<SessionDetail>(
        getSessionDetailQueryOptions(sessionId).queryKey,
        (detail) => detail && retimedDetail(detail, change),
      );
      // Kept offline, the screens refresh when the outbox delivers it (watchCorrectionDeliveries).
      if (result.status === 'sent') refreshAfterCorrection(queryClient);
    },
    onError: (error) => options.onError?.(error),
  });
}

/** The session's page after the change, as the server will answer it. */
function retimedDetail(detail: SessionDetail, change: SessionTimeChange): SessionDetail {
  const startedAt = change.startedAt ?? detail.startedAt;
  const shift = Date.parse(startedAt) - Date.parse(detail.startedAt);
  const moved = (at: string) => new Date(Date.parse(at) + shift).toISOString();
  return {
    ...detail,
    startedAt,
    date: toLocalDateTimeInput(new Date(startedAt)).slice(0, 10),
    completedAt:
      change.durationSeconds !== undefined && change.durationSeconds !== null
        ? new Date(Date.parse(startedAt) + change.durationSeconds * 1000).toISOString()
        : detail.completedAt && moved(detail.completedAt),
    durationSeconds: change.durationSeconds ?? detail.durationSeconds,
    exercises: detail.exercises.map((exercise) => ({
      ...exercise,
      sets: exercise.sets.map((set) => ({ ...set, performedAt: moved(set.performedAt) })),
    })),
  };
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
