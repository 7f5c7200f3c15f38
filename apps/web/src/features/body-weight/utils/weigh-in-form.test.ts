import { describe, expect, it } from 'vitest';
import { checkWeighIn, weightBounds, weightText } from './weigh-in-form.ts';

const today = '2026-11-30';

describe('weigh-in form', () => {
  it('stores the typed weight in kg to the gram and reads it back the same', () => {
    expect(checkWeighIn({ date: today, value: '180.4' }, 'lb', today)).toEqual({
      value: 81.828,
      errors: {},
    });
    expect(weightText(81.828, 'lb')).toBe('180.4');
    // A decimal comma, as European keyboards type it.
    expect(checkWeighIn({ date: '2026-11-02', value: '81,6' }, 'kg', today).value).toBe(81.6);
    expect(weightText(81.6, 'kg')).toBe('81.6');
  });

  it('names what is wrong: the day and the weight', () => {
    expect(weightBounds('lb')).toEqual({ min: 66.2, max: 661.3 });
    expect(weightBounds('kg')).toEqual({ min: 30, max: 300 });
    expect(checkWeighIn({ date: '2026-12-01', value: '' }, 'kg', today)).toEqual({
      value: null,
      errors: { date: 'A weigh-in cannot be in the future', value: 'Enter your weight' },
    });
    expect(checkWeighIn({ date: '', value: '60' }, 'lb', today).errors).toEqual({
      date: 'Choose the day of the weigh-in',
      value: 'Enter a weight from 66.2 to 661.3 lb',
    });
    for (const value of ['abc', '1e999', '301']) {
      expect(checkWeighIn({ date: today, value }, 'kg', today).value, value).toBeNull();
    }
  });
});
