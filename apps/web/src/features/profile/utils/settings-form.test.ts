import { describe, expect, it } from 'vitest';
import { newUserSettings, userSettingsSchema } from '@grandfit/shared/schemas/settings.ts';
import {
  newBodyWeightKg,
  platesOf,
  switchUnits,
  toFormValues,
  todayOnJourney,
  toSettingsInput,
} from './settings-form.ts';

const SETTINGS = newUserSettings('2026-11-25');

describe('settings form', () => {
  it('shows height in inches and weight in lb for lb users, and converts back to metric', () => {
    const values = toFormValues({ ...SETTINGS, heightCm: 177.8, bodyWeightKg: 81.64662 });
    expect(values.height).toBe('70');
    expect(values.bodyWeight).toBe('180');
    const input = toSettingsInput(values);
    expect(input.heightCm).toBe(177.8);
    expect(input.bodyWeightKg).toBeCloseTo(81.647, 3);
  });

  it('keeps the sex for the strength standards, "" as not set', () => {
    expect(toFormValues({ ...SETTINGS }).sex).toBe('');
    expect(toSettingsInput(toFormValues({ ...SETTINGS })).sex).toBeNull();
    for (const sex of ['male', 'female', 'prefer-not-to-say'] as const) {
      const input = toSettingsInput(toFormValues({ ...SETTINGS, sex }));
      expect(input.sex).toBe(sex);
      expect(userSettingsSchema.safeParse(input).success).toBe(true);
    }
    expect(
      userSettingsSchema.safeParse({ ...toSettingsInput(toFormValues(SETTINGS)), sex: 'x' })
        .success,
    ).toBe(false);
  });

  it('keeps metric values for kg users', () => {
    const values = toFormValues({
      ...SETTINGS,
      units: 'kg',
      heightCm: 181.5,
      bodyWeightKg: 84.2,
    });
    expect([values.height, values.bodyWeight]).toEqual(['181.5', '84.2']);
    expect(toSettingsInput(values)).toMatchObject({ heightCm: 181.5, bodyWeightKg: 84.2 });
  });

  it('turns empty fields into null and lets the shared schema reject bad ones', () => {
    const empty = toSettingsInput(toFormValues({ ...SETTINGS }));
    expect(empty).toMatchObject({
      birthDate: null,
      heightCm: null,
      bodyWeightKg: null,
      reminderTime: null,
    });
    expect(userSettingsSchema.safeParse(empty).success).toBe(true);
    const bad = toSettingsInput({ ...toFormValues({ ...SETTINGS }), height: 'tall' });
    expect(userSettingsSchema.safeParse(bad).success).toBe(false);
  });

  it('converts the height and weight shown when the units change, never relabels them', () => {
    const lb = toFormValues({ ...SETTINGS, heightCm: 177.8, bodyWeightKg: 79.83289 });
    expect([lb.height, lb.bodyWeight]).toEqual(['70', '176']);
    const kg = switchUnits(lb, 'kg');
    expect([kg.units, kg.height, kg.bodyWeight]).toEqual(['kg', '177.8', '79.8']);
    expect(toSettingsInput(kg)).toMatchObject({ heightCm: 177.8, bodyWeightKg: 79.8 });
    const back = switchUnits(kg, 'lb');
    expect([back.height, back.bodyWeight]).toEqual(['70', '175.9']);
    // Empty and unparsable text is left as typed, for validation to name.
    const odd = switchUnits({ ...lb, height: '', bodyWeight: 'heavy' }, 'kg');
    expect([odd.height, odd.bodyWeight]).toEqual(['', 'heavy']);
    expect(switchUnits(lb, 'lb')).toBe(lb);
  });

  it('edits the kg step, the bar and the plates, validated by the shared schema', () => {
    const values = toFormValues({ ...SETTINGS });
    expect(values).toMatchObject({
      weightStepKg: '1.25',
      barWeightKg: '20',
      platesKg: '25, 20, 15, 10, 5, 2.5, 1.25',
    });
    const input = toSettingsInput({ ...values, weightStepKg: '2.5', platesKg: '20 10, 1.25' });
    expect(input).toMatchObject({ weightStepKg: 2.5, platesKg: [20, 10, 1.25] });
    expect(userSettingsSchema.safeParse(input).success).toBe(true);
    expect(platesOf('45, x')).toEqual([45, Number.NaN]);
    for (const bad of [
      { platesLb: '45, x' },
      { platesKg: '' },
      { barWeightKg: '' },
      { barWeightLb: '150' },
      { weightStepKg: '2' },
    ]) {
      expect(userSettingsSchema.safeParse(toSettingsInput({ ...values, ...bad })).success).toBe(
        false,
      );
    }
  });
});

describe('newBodyWeightKg', () => {
  it('is the typed weight when it is not the stored one as shown', () => {
    expect(newBodyWeightKg({ bodyWeight: '180', units: 'lb' }, 81.6)).toBe(81.647);
    expect(newBodyWeightKg({ bodyWeight: '80.5', units: 'kg' }, null)).toBe(80.5);
  });

  it('is null for the stored weight as shown, in either unit, and for none', () => {
    // 81.6 kg shows as 179.9 lb, which is 81.601 kg: not a new weigh-in.
    expect(newBodyWeightKg({ bodyWeight: '179.9', units: 'lb' }, 81.6)).toBeNull();
    expect(newBodyWeightKg({ bodyWeight: '81.6', units: 'kg' }, 81.6)).toBeNull();
    expect(newBodyWeightKg({ bodyWeight: '', units: 'kg' }, 81.6)).toBeNull();
    expect(newBodyWeightKg({ bodyWeight: 'x', units: 'kg' }, 81.6)).toBeNull();
  });
});

describe('todayOnJourney', () => {
  it('names the week and day today becomes on a new start', () => {
    // Tuesday 1 Dec 2026: from Monday 23 Nov it is week 2, day 2; from that day, week 1, day 1.
    expect(todayOnJourney('2026-11-23', '2026-12-01')).toBe('Today becomes week 2, day 2.');
    expect(todayOnJourney('2026-12-01', '2026-12-01')).toBe('Today becomes week 1, day 1.');
    expect(todayOnJourney('2025-12-03', '2026-12-01')).toBe('Today becomes week 52, day 7.');
  });

  it('says when the start is ahead or the 52 weeks are over', () => {
    expect(todayOnJourney('2026-12-02', '2026-12-01')).toBe('The journey would start in 1 day.');
    expect(todayOnJourney('2026-12-07', '2026-12-01')).toBe('The journey would start in 6 days.');
    expect(todayOnJourney('2025-12-02', '2026-12-01')).toBe('All 52 weeks would be behind you.');
  });
});
