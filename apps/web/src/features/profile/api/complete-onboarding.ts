import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthUser } from '@grandfit/shared/schemas/auth.ts';
import type { OnboardingInput, OnboardingResponse } from '@grandfit/shared/schemas/settings.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { AUTH_USER_URL, getAuthUserQueryOptions } from '../../../lib/auth-user.ts';
import { toLocalIsoDate } from '@grandfit/shared/domain/journey.ts';
import { SETTINGS_URL, getSettingsQueryOptions } from './get-settings.ts';
import { logWeighIn } from '../../body-weight/api/body-weight.ts';

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
      // The body weight answered is the first weigh-in of the log (decision 058). A failure
      // leaves it in the settings only: the log starts with the next one.
      if (settings.bodyWeightKg !== null) {
        const user = queryClient.getQueryData(getAuthUserQueryOptions().queryKey);
        void logWeighIn(queryClient, {
          date: toLocalIsoDate(new Date()),
          weightKg: settings.bodyWeightKg,
          userId: user?.id,
          label: 'First weigh-in',
        }).catch(() => undefined);
      }
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
