import { describe, expect, it } from 'vitest';
import { newUserSettings, userSettingsSchema } from '@grandfit/shared/schemas/settings.ts';
import { toFormValues, toSettingsInput } from './settings-form.ts';

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
});
