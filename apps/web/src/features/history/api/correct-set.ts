import { useQueryClient } from '@tanstack/react-query';
import type { UpdateSet } from '@grandfit/shared/schemas/history.ts';
import type { OutboxWrite } from '../../../lib/outbox/outbox.ts';
import { useOutboxMutation } from '../../../lib/outbox/use-outbox-mutation.ts';
import { setUrl } from '../utils/set-corrections.ts';
import {
  applyCorrectionToCaches,
  refreshAfterCorrection,
  watchCorrectionDeliveries,
} from './refresh-after-correction.ts';

export interface UpdateSetVariables {
  clientId: string;
  values: UpdateSet;
  /** The signed-in user: the outbox replays the write only under that user's session. */
  userId?: string;
  /** For the list of refused writes: "Goblet Squat, set 2 (edit)". */
  label: string;
}

export type DeleteSetVariables = Omit<UpdateSetVariables, 'values'>;

/** PATCH /api/sets/{clientId}: a full replacement, so a replay leaves the same set. */
export function updateSetWrite({
  clientId,
  values,
  userId,
  label,
}: UpdateSetVariables): OutboxWrite {
  return { method: 'PATCH', url: setUrl(clientId), body: values, userId, label };
}

/** DELETE /api/sets/{clientId}: idempotent (204 whether or not the set still exists). */
export function deleteSetWrite({ clientId, userId, label }: DeleteSetVariables): OutboxWrite {
  // An empty JSON body: the CSRF guard wants the JSON type on every write.
  return { method: 'DELETE', url: setUrl(clientId), body: {}, userId, label };
}

/**
 * Corrects a logged set now, or keeps the correction in the offline outbox; either way the screens
 * show the new numbers at once, and every read that showed the old ones is refreshed.
 */
export function useUpdateSet(options: { onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  watchCorrectionDeliveries(queryClient);
  return useOutboxMutation<unknown, UpdateSetVariables>({
    toWrite: updateSetWrite,
    onSuccess: (_result, { clientId, values }) => {
      applyCorrectionToCaches(queryClient, { clientId, deleted: false, values });
      refreshAfterCorrection(queryClient);
    },
    onError: (error) => options.onError?.(error),
  });
}

/** Deletes a logged set now or from the outbox; it leaves the screens at once. */
export function useDeleteSet(options: { onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  watchCorrectionDeliveries(queryClient);
  return useOutboxMutation<unknown, DeleteSetVariables>({
    toWrite: deleteSetWrite,
    onSuccess: (_result, { clientId }) => {
      applyCorrectionToCaches(queryClient, { clientId, deleted: true });
      refreshAfterCorrection(queryClient);
    },
    onError: (error) => options.onError?.(error),
  });
}
