import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserSettings, UserSettingsInput } from '@grandfit/shared/schemas/settings.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { SETTINGS_URL, getSettingsQueryOptions } from './get-settings.ts';

export async function updateSettings(settings: UserSettingsInput): Promise<UserSettings> {
  const res = await apiRequest('PUT', SETTINGS_URL, settings);
  return (await res.json()) as UserSettings;
}

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (saved) => queryClient.setQueryData(getSettingsQueryOptions().queryKey, saved),
  });
}
