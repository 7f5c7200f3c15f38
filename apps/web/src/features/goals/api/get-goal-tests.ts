import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuarterlyTestRecord } from '@grandfit/shared/schemas/goals.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { CACHE_PRESETS } from '../../../lib/cache-presets.ts';
import { GOALS_URL } from './get-goals.ts';

/** GET /api/goals/{id}/tests: the goal's quarterly tests, newest first. */
export async function getGoalTests(goalId: string): Promise<QuarterlyTestRecord[]> {
  const res = await apiRequest('GET', `${GOALS_URL}/${encodeURIComponent(goalId)}/tests`);
  return (await res.json()) as QuarterlyTestRecord[];
}

export function getGoalTestsQueryOptions(goalId: string) {
  return queryOptions({
    queryKey: [GOALS_URL, goalId, 'tests'] as const,
    queryFn: () => getGoalTests(goalId),
    ...CACHE_PRESETS.user,
  });
}

export function useGoalTests(goalId: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getGoalTestsQueryOptions(goalId), enabled: options.enabled ?? true });
}
