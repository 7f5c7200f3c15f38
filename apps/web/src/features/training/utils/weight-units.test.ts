import { describe, expect, it } from 'vitest';
import type { UserSettings } from '@grandfit/shared/schemas/settings.ts';
import { describeSetAmount, exerciseInUnit, loadStep, weightPrefsOf } from './weight-units.ts';

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

  it("converts a kept barbell target to what the user's bar and plates make", () => {
    const kg = weightPrefsOf(undefined, 'kg');
    // 135 lb = 61.24 kg: on the 1.25 kg step 61.25, which 1.25 kg plates cannot make on a 20 kg
    // bar; the nearest the bar's 2.5 kg steps make is 60.
    const squat = { targetWeight: 135, weightUnit: 'lb', barbell: true } as const;
    expect(exerciseInUnit(squat, kg)).toMatchObject({ targetWeight: 60, weightUnit: 'kg' });
    expect(exerciseInUnit({ ...squat, barbell: false }, kg).targetWeight).toBe(61.25);
    // A bodyweight exercise has no load to convert.
    expect(exerciseInUnit({ ...squat, targetWeight: 0 }, kg).targetWeight).toBe(0);
  });

  it("steps a dumbbell by the gym's dumbbells, and converts a kept target onto them (decision 048)", () => {
    const lb = weightPrefsOf(undefined, 'lb');
    const kg = weightPrefsOf({ units: 'kg', dumbbellStepKg: 2.5 } as UserSettings, 'lb');
    expect(lb.dumbbellStep).toBe(5);
    expect(weightPrefsOf(undefined, 'kg').dumbbellStep).toBe(2);
    expect(kg.dumbbellStep).toBe(2.5);
    expect(loadStep({ dumbbell: true }, lb)).toBe(5);
    expect(loadStep({ barbell: true }, lb)).toBe(5);
    expect(loadStep({}, lb)).toBe(2.5);
    // 25 kg = 55.1 lb: a 55 lb dumbbell; 35 lb = 15.9 kg: the 15 kg one on 2.5 kg steps.
    const press = { targetWeight: 25, weightUnit: 'kg', dumbbell: true } as const;
    expect(exerciseInUnit(press, lb)).toMatchObject({ targetWeight: 55, weightUnit: 'lb' });
    expect(exerciseInUnit({ ...press, targetWeight: 35, weightUnit: 'lb' }, kg).targetWeight).toBe(
      15,
    );
    // Never below the lightest dumbbell: 1 kg is a 5 lb one, not nothing.
    expect(exerciseInUnit({ ...press, targetWeight: 1 }, lb).targetWeight).toBe(5);
  });

  it("steps a kettlebell by the gym's kettlebells, and converts a kept target onto them (decision 049)", () => {
    const lb = weightPrefsOf(undefined, 'lb');
    const kg = weightPrefsOf(undefined, 'kg');
    expect(lb.kettlebellStep).toBe(5);
    expect(kg.kettlebellStep).toBe(4);
    expect(weightPrefsOf({ units: 'kg', kettlebellStepKg: 2 } as UserSettings, 'lb')).toMatchObject(
      { unit: 'kg', kettlebellStep: 2 },
    );
    expect(loadStep({ kettlebell: true }, kg)).toBe(4);
    expect(loadStep({}, kg)).toBe(1.25);
    // The programme's 17.5 lb press is 7.9 kg: the 8 kg bell. 25 lb is 11.3 kg: the 12 kg one.
    const press = { targetWeight: 17.5, weightUnit: 'lb', kettlebell: true } as const;
    expect(exerciseInUnit(press, kg)).toMatchObject({ targetWeight: 8, weightUnit: 'kg' });
    expect(exerciseInUnit({ ...press, targetWeight: 25 }, kg).targetWeight).toBe(12);
    // 16 kg is 35.3 lb: the 35 lb bell; never below the lightest (1 kg is a 5 lb one).
    const swing = { ...press, targetWeight: 16, weightUnit: 'kg' } as const;
    expect(exerciseInUnit(swing, lb).targetWeight).toBe(35);
    expect(exerciseInUnit({ ...swing, targetWeight: 1 }, lb).targetWeight).toBe(5);
  });
});

describe('describeSetAmount', () => {
  const kg = weightPrefsOf(undefined, 'kg');
  const reps = { unit: 'reps' as const };

  it('writes a load, a load added to bodyweight reps (decision 080), or the reps alone', () => {
    expect(describeSetAmount({ weight: 100, weightUnit: 'kg', reps: 5 }, reps, true, kg)).toBe(
      '100 kg × 5',
    );
    expect(describeSetAmount({ weight: 10, weightUnit: 'kg', reps: 8 }, reps, false, kg)).toBe(
      '+10 kg × 8',
    );
    expect(describeSetAmount({ weight: 0, weightUnit: 'kg', reps: 8 }, reps, false, kg)).toBe(
      '8 reps',
    );
    expect(
      describeSetAmount({ weight: 10, weightUnit: 'kg', reps: 30 }, { unit: 'seconds' }, false, kg),
    ).toBe('30 seconds');
  });

  it("writes assisted work's help with a minus sign (decision 083)", () => {
    const assisted = { ...reps, assisted: true };
    expect(describeSetAmount({ weight: 20, weightUnit: 'kg', reps: 8 }, assisted, false, kg)).toBe(
      '−20 kg × 8',
    );
    expect(describeSetAmount({ weight: 0, weightUnit: 'kg', reps: 3 }, assisted, false, kg)).toBe(
      '3 reps',
    );
  });
});
