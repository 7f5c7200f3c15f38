import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthUser } from '@grandfit/shared/schemas/auth.ts';
import type { OnboardingInput, OnboardingResponse } from '@grandfit/shared/schemas/settings.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { AUTH_USER_URL, getAuthUserQueryOptions } from '../../../lib/auth-user.ts';
import { SETTINGS_URL, getSettingsQueryOptions } from './get-settings.ts';

export const ONBOARDING_URL = '/api/user/onboarding';

export async function completeOnboarding(input: OnboardingInput): Promise<OnboardingResponse> {
  const res = await apiRequest('POST', ONBOARDING_URL, input);
  return (await res.json()) as OnboardingResponse;
}

/** Finishing (or skipping) the first-run onboarding: the app opens on the answers' journey. */
export function useCompleteOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeOnboarding,
    onSuccess: async ({ settings }) => {
      queryClient.setQueryData(getSettingsQueryOptions().queryKey, settings);
      // Whatever was read before the start changed (nothing, usually) is read again.
      await queryClient.invalidateQueries({
        predicate: (query) =>
          query.queryKey[0] !== SETTINGS_URL && query.queryKey[0] !== AUTH_USER_URL,
      });
      // Last: the gate then swaps the onboarding for the app.
      queryClient.setQueryData<AuthUser | null>(getAuthUserQueryOptions().queryKey, (user) =>
        user ? { ...user, onboardingCompleted: true } : user,
      );
    },
  });
}
