import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuarterlyTestInput, RecordedQuarterlyTest } from '@grandfit/shared/schemas/goals.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { GOALS_URL, goalsQueryKeyRoot } from './get-goals.ts';

/**
 * POST /api/goals/quarterly-test. The body carries a `clientId` made when the dialog opened, so
 * a retried submission records one test.
 */
export async function recordQuarterlyTest(
  test: QuarterlyTestInput,
): Promise<RecordedQuarterlyTest> {
  const res = await apiRequest('POST', `${GOALS_URL}/quarterly-test`, test);
  return (await res.json()) as RecordedQuarterlyTest;
}

/** After a recorded test the goals and tests data are refreshed (docs/product.md#goals-routes). */
export function useRecordQuarterlyTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordQuarterlyTest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: goalsQueryKeyRoot }),
  });
}
