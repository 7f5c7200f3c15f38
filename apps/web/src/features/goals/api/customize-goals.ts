import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomizeGoals, Goal } from '@grandfit/shared/schemas/goals.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { CENTENARIAN_URL, getGoalsQueryOptions, goalsQueryKeyRoot } from './get-goals.ts';

export interface CustomizeGoalsVariables {
  /** The user's local calendar day: new events are due for a baseline test on it. */
  date: string;
  body: CustomizeGoals;
}

/** PUT /api/goals/centenarian ('Customize My Decathlon'): the whole decathlon, in order. */
export async function customizeGoals({ date, body }: CustomizeGoalsVariables): Promise<Goal[]> {
  const res = await apiRequest('PUT', `${CENTENARIAN_URL}?${new URLSearchParams({ date })}`, body);
  return (await res.json()) as Goal[];
}

export function useCustomizeGoals() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: customizeGoals,
    onSuccess: async (saved, { date }) => {
      queryClient.setQueryData(getGoalsQueryOptions(date).queryKey, saved);
      // Removed goals take their tests with them: drop every other goals query too.
      await queryClient.invalidateQueries({ queryKey: goalsQueryKeyRoot });
    },
  });
}
