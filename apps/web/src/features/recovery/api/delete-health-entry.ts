import { useQueryClient } from '@tanstack/react-query';
import type { OutboxWrite } from '../../../lib/outbox/outbox.ts';
import { useOutboxMutation } from '../../../lib/outbox/use-outbox-mutation.ts';
import { healthEntryUrl } from './edit-health-entry.ts';
import { getHealthEntriesQueryOptions } from './get-health-entries.ts';
import { refreshAfterHealthChange } from './refresh-after-health-change.ts';

export interface DeleteHealthEntryVariables {
  id: string;
  date: string;
  userId?: string;
}

/** The body is empty JSON: the server's CSRF check wants the JSON content type. */
export function deleteHealthEntryWrite({
  id,
  date,
  userId,
}: DeleteHealthEntryVariables): OutboxWrite {
  return {
    method: 'DELETE',
    url: healthEntryUrl(id),
    body: {},
    userId,
    label: `Delete health entry of ${date}`,
  };
}

/** DELETE /api/health/manual-entries/{id}; a 404 (already gone) counts as done (lib/outbox). */
export function useDeleteHealthEntry() {
  const queryClient = useQueryClient();
  return useOutboxMutation<unknown, DeleteHealthEntryVariables>({
    toWrite: deleteHealthEntryWrite,
    onSuccess: (result, { id }) => {
      if (result.status !== 'sent') return;
      queryClient.setQueryData(getHealthEntriesQueryOptions().queryKey, (entries) =>
        entries?.filter((entry) => entry.id !== id),
      );
      refreshAfterHealthChange(queryClient);
    },
  });
}
