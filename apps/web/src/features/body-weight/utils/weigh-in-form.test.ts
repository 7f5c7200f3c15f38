import { describe, expect, it } from 'vitest';
import { checkWeighIn, weightBounds, weightText } from './weigh-in-form.ts';

const today = '2026-11-30';

describe('weigh-in form', () => {
  it('stores the typed weight in kg to the gram and reads it back the same', () => {
    expect(checkWeighIn({ date: today, weight: '180.4' }, 'lb', today)).toEqual({
      weightKg: 81.828,
      errors: {},
    });
    expect(weightText(81.828, 'lb')).toBe('180.4');
    // A decimal comma, as European keyboards type it.
    expect(checkWeighIn({ date: '2026-11-02', weight: '81,6' }, 'kg', today).weightKg).toBe(81.6);
    expect(weightText(81.6, 'kg')).toBe('81.6');
  });

  it('names what is wrong: the day and the weight', () => {
    expect(weightBounds('lb')).toEqual({ min: 66.2, max: 661.3 });
    expect(weightBounds('kg')).toEqual({ min: 30, max: 300 });
    expect(checkWeighIn({ date: '2026-12-01', weight: '' }, 'kg', today)).toEqual({
      weightKg: null,
      errors: { date: 'A weigh-in cannot be in the future', weight: 'Enter your weight' },
    });
    expect(checkWeighIn({ date: '', weight: '60' }, 'lb', today).errors).toEqual({
      date: 'Choose the day of the weigh-in',
      weight: 'Enter a weight from 66.2 to 661.3 lb',
    });
    for (const weight of ['abc', '1e999', '301']) {
      expect(checkWeighIn({ date: today, weight }, 'kg', today).weightKg, weight).toBeNull();
    }
  });
});
