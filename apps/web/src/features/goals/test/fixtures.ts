import { defaultDecathlonIn } from '@grandfit/shared/domain/goals/default-goals.ts';
import type { WeightUnit } from '@grandfit/shared/domain/units/weight.ts';
import type { Goal } from '@grandfit/shared/schemas/goals.ts';

/**
 * The ten goals as the API answers them for a new user of `unit` (ids ...0 to ...9): the spec's
 * words in lb, metric in kg.
 */
export function goalsFixture(today = '2026-03-02', unit: WeightUnit = 'lb'): Goal[] {
  return defaultDecathlonIn(unit).map((event, position) => ({
    id: `00000000-0000-4000-8000-00000000000${position}`,
    position,
    ...event,
    currentAbility: 'Not tested yet',
    progressPercentage: '0',
    nextTestDate: today,
    lastTestDate: null,
    testCount: 0,
  }));
}

export function goalFixture(overrides: Partial<Goal> = {}): Goal {
  return { ...goalsFixture()[9]!, ...overrides };
}
