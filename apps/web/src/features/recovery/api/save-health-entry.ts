import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HealthManualEntry } from '@grandfit/shared/schemas/health.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { healthLatestQueryKey } from './get-health-latest.ts';
import { readinessQueryKey } from './get-readiness.ts';
import { getHealthEntriesQueryOptions } from './get-health-entries.ts';

export async function saveHealthEntry(entry: HealthManualEntry): Promise<{ saved: true }> {
  const res = await apiRequest('POST', '/api/health/manual-entry', entry);
  return (await res.json()) as { saved: true };
}

export function useSaveHealthEntry(
  options: { onSuccess?: () => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveHealthEntry,
    onSuccess: async () => {
      options.onSuccess?.();
      // New metrics change both what the Health Data card shows and the day's readiness.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: healthLatestQueryKey() }),
        queryClient.invalidateQueries({ queryKey: readinessQueryKey() }),
        queryClient.invalidateQueries({ queryKey: getHealthEntriesQueryOptions().queryKey }),
      ]);
    },
    onError: (error) => options.onError?.(error),
  });
}
