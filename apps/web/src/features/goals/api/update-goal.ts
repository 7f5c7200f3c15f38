import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Goal, UpdateGoal } from '@grandfit/shared/schemas/goals.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { GOALS_URL, goalsQueryKeyRoot } from './get-goals.ts';

export interface UpdateGoalVariables {
  goalId: string;
  change: UpdateGoal;
}

/** PUT /api/goals/{id} ('Edit'): the goal's words; progress and dates stay the tests'. */
export async function updateGoal({ goalId, change }: UpdateGoalVariables): Promise<Goal> {
  const res = await apiRequest('PUT', `${GOALS_URL}/${encodeURIComponent(goalId)}`, change);
  return (await res.json()) as Goal;
}

export function useUpdateGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGoal,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: goalsQueryKeyRoot }),
  });
}
