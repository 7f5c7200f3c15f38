import { useQuery } from '@tanstack/react-query';
import { getSettingsQueryOptions } from '../../../lib/settings-query.ts';

export { SETTINGS_URL, getSettings, getSettingsQueryOptions } from '../../../lib/settings-query.ts';

export function useSettings() {
  return useQuery(getSettingsQueryOptions());
}
