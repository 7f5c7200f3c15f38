import { queryOptions } from '@tanstack/react-query';
import type { UserSettings } from '@grandfit/shared/schemas/settings.ts';
import { apiRequest } from './api-client.ts';
import { CACHE_PRESETS } from './cache-presets.ts';

/**
 * GET /api/user/settings. Here rather than in features/profile because other features read the
 * user's preferences too (the training screens their weight unit and plates: decision 024).
 */
export const SETTINGS_URL = '/api/user/settings';

export async function getSettings(): Promise<UserSettings> {
  const res = await apiRequest('GET', SETTINGS_URL);
  return (await res.json()) as UserSettings;
}

export function getSettingsQueryOptions() {
  return queryOptions({ queryKey: [SETTINGS_URL], queryFn: getSettings, ...CACHE_PRESETS.user });
}
