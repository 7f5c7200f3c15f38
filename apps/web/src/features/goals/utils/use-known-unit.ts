import { useQuery } from '@tanstack/react-query';
import { resultInUnit } from '@grandfit/shared/domain/goals/goal-results.ts';
import type { WeightUnit } from '@grandfit/shared/domain/units/weight.ts';
import { getSettingsQueryOptions } from '../../../lib/settings-query.ts';

/**
 * The user's unit (settings.units) once his settings are known, else undefined: until then the
 * goals read as the server wrote them, in his unit, rather than guessed into lb
 * (docs/decisions/090-decathlon-goals-in-the-users-unit.md).
 */
export function useKnownUnit(): WeightUnit | undefined {
  const units = useQuery(getSettingsQueryOptions()).data?.units;
  return units === 'kg' || units === 'lb' ? units : undefined;
}

/**
 * A test result (or current ability) as shown: as he wrote it, with its weights and distances in
 * the other unit followed by their conversion ("30 lb (13.6 kg)" to a kg user).
 */
export function shownResult(text: string, unit: WeightUnit | undefined): string {
  return unit ? resultInUnit(text, unit) : text;
}
