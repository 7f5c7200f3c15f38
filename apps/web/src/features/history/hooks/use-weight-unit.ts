import type { WeightUnit } from '@grandfit/shared/domain/units/weight.ts';
// The settings query is the profile feature's; History only reads the unit from it.
import { useSettings } from '../../profile/api/get-settings.ts';

/** The user's weight unit (settings.units): every weight on these screens is shown in it. */
export function useWeightUnit(): WeightUnit {
  return useSettings().data?.units ?? 'lb';
}
