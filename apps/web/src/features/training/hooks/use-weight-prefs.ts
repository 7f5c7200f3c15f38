import { useQuery } from '@tanstack/react-query';
import type { WeightUnit } from '@grandfit/shared/domain/units/weight.ts';
import { getSettingsQueryOptions } from '../../../lib/settings-query.ts';
import { weightPrefsOf, type WeightPrefs } from '../utils/weight-units.ts';

/** The user's weight unit, step, bar and plates (from the settings, kept for offline use). */
export function useWeightPrefs(fallbackUnit: WeightUnit, enabled = true): WeightPrefs {
  const settings = useQuery({ ...getSettingsQueryOptions(), enabled });
  return weightPrefsOf(settings.data, fallbackUnit);
}
