import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Readiness, ReadinessCheckin } from '@grandfit/shared/schemas/health.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { getReadinessQueryOptions } from './get-readiness.ts';

/** Saves how the user feels today; the answer is that day's new readiness. */
export async function saveReadinessCheckin(checkin: ReadinessCheckin): Promise<Readiness> {
  const res = await apiRequest('POST', '/api/recovery/readiness', checkin);
  return (await res.json()) as Readiness;
}

export function useSaveReadinessCheckin(
  options: { onSuccess?: (readiness: Readiness) => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveReadinessCheckin,
    onSuccess: (readiness) => {
      queryClient.setQueryData(getReadinessQueryOptions(readiness.date).queryKey, readiness);
      options.onSuccess?.(readiness);
    },
    onError: (error) => options.onError?.(error),
  });
}
