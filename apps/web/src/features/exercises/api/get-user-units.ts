import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserSettings } from '@grandfit/shared/schemas/settings.ts';
import type { WeightUnit } from '@grandfit/shared/domain/units/weight.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { CACHE_PRESETS } from '../../../lib/cache-presets.ts';

// NOTE: the same query as features/profile/api/get-settings.ts (same key, so one cache entry and
// the offline copy's settings serve both); features may not import each other (DESIGN 3).
const SETTINGS_URL = '/api/user/settings';

function settingsQueryOptions() {
  return queryOptions({
    queryKey: [SETTINGS_URL],
    queryFn: async () => (await (await apiRequest('GET', SETTINGS_URL)).json()) as UserSettings,
    ...CACHE_PRESETS.user,
  });
}

/** The user's weight unit (settings.units); lb until the settings are known. */
export function useUserUnits(): WeightUnit {
  return useQuery(settingsQueryOptions()).data?.units ?? 'lb';
}
