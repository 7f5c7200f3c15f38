import { useQuery } from '@tanstack/react-query';
import type { WeightUnit } from '@grandfit/shared/domain/units/weight.ts';
import { getSettingsQueryOptions } from './settings-query.ts';

/** The user's weight unit (settings.units), in which every weight is shown; lb until known. */
export function useWeightUnit(): WeightUnit {
  return useQuery(getSettingsQueryOptions()).data?.units ?? 'lb';
}
