import { useQueryClient } from '@tanstack/react-query';
import type { HealthManualEntry, HealthManualRecord } from '@grandfit/shared/schemas/health.ts';
import type { OutboxWrite } from '../../../lib/outbox/outbox.ts';
import { useOutboxMutation } from '../../../lib/outbox/use-outbox-mutation.ts';
import { HEALTH_ENTRIES_URL, getHealthEntriesQueryOptions } from './get-health-entries.ts';
import { refreshAfterHealthChange } from './refresh-after-health-change.ts';
import { compareText } from '@grandfit/shared/domain/compare-names.ts';

export const healthEntryUrl = (id: string) => `${HEALTH_ENTRIES_URL}/${encodeURIComponent(id)}`;

export interface EditHealthEntryVariables {
  id: string;
  /** The day as it should now read: a full replacement (a metric left out is cleared). */
  entry: HealthManualEntry;
  userId?: string;
}

export function editHealthEntryWrite({ id, entry, userId }: EditHealthEntryVariables): OutboxWrite {
  return {
    method: 'PUT',
    url: healthEntryUrl(id),
    body: entry,
    userId,
    label: `Edit health entry of ${entry.date}`,
  };
}

/**
 * PUT /api/health/manual-entries/{id}, sent now or kept in the outbox
 * (docs/decisions/025-training-log-history-records-corrections.md). Queued, the list shows the
 * waiting edit (utils/pending-health-entries.ts) until it is delivered.
 */
export function useEditHealthEntry() {
  const queryClient = useQueryClient();
  return useOutboxMutation<HealthManualRecord, EditHealthEntryVariables>({
    toWrite: editHealthEntryWrite,
    onSuccess: (result) => {
      if (result.status !== 'sent') return;
      const saved = result.data;
      queryClient.setQueryData(getHealthEntriesQueryOptions().queryKey, (entries) =>
        entries
          ?.map((entry) => (entry.id === saved.id ? saved : entry))
          .sort((a, b) => compareText(b.date, a.date)),
      );
      refreshAfterHealthChange(queryClient);
    },
  });
}
