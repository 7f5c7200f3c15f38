import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { UserSettings, UserSettingsInput } from '@grandfit/shared/schemas/settings.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { SETTINGS_URL, getSettingsQueryOptions } from './get-settings.ts';

export async function updateSettings(settings: UserSettingsInput): Promise<UserSettings> {
  const res = await apiRequest('PUT', SETTINGS_URL, settings);
  return (await res.json()) as UserSettings;
}

/** The saved settings in the cache, and every other answer asked again. */
async function settingsSaved(queryClient: QueryClient, saved: UserSettings): Promise<void> {
  queryClient.setQueryData(getSettingsQueryOptions().queryKey, saved);
  // Settings shape other screens (the journey start picks the workouts, the birth date the
  // milestone): refetch everything else rather than let those screens lag behind.
  await queryClient.invalidateQueries({
    predicate: (query) => query.queryKey[0] !== SETTINGS_URL,
  });
}

/** Saves the settings outside a form (Today's new journey), as the settings form's save does. */
export async function saveSettings(
  queryClient: QueryClient,
  settings: UserSettingsInput,
): Promise<UserSettings> {
  const saved = await updateSettings(settings);
  await settingsSaved(queryClient, saved);
  return saved;
}

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (saved) => settingsSaved(queryClient, saved),
  });
}
