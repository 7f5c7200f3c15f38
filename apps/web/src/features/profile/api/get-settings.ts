import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserSettings } from '@grandfit/shared/schemas/settings.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { CACHE_PRESETS } from '../../../lib/cache-presets.ts';

export const SETTINGS_URL = '/api/user/settings';

export async function getSettings(): Promise<UserSettings> {
  const res = await apiRequest('GET', SETTINGS_URL);
  return (await res.json()) as UserSettings;
}

export function getSettingsQueryOptions() {
  return queryOptions({ queryKey: [SETTINGS_URL], queryFn: getSettings, ...CACHE_PRESETS.user });
}

export function useSettings() {
  return useQuery(getSettingsQueryOptions());
}
