import { describe, expect, it } from 'vitest';
import type { UserSettings } from '@grandfit/shared/schemas/settings.ts';
import { weightPrefsOf } from './weight-units.ts';

describe('weightPrefsOf', () => {
  it("steps a barbell by a pair of the user's smallest plates (decision 046)", () => {
    expect(weightPrefsOf(undefined, 'lb')).toMatchObject({ step: 2.5, barbellStep: 5, bar: 45 });
    expect(weightPrefsOf(undefined, 'kg')).toMatchObject({ step: 1.25, barbellStep: 2.5, bar: 20 });
    const micro = {
      units: 'kg',
      weightStepKg: 1.25,
      barWeightKg: 15,
      platesKg: [20, 10, 5, 2.5, 1.25, 0.625],
    } as UserSettings;
    expect(weightPrefsOf(micro, 'lb')).toMatchObject({ unit: 'kg', barbellStep: 1.25, bar: 15 });
  });

  it('uses the default bar and plates for settings kept from before they existed', () => {
    const older = { units: 'kg', weightStepKg: 2.5 } as UserSettings;
    expect(weightPrefsOf(older, 'lb')).toMatchObject({
      unit: 'kg',
      step: 2.5,
      barbellStep: 2.5,
      bar: 20,
      plates: [25, 20, 15, 10, 5, 2.5, 1.25],
    });
  });
});
