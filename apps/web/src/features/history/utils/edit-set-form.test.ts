import { describe, expect, it } from 'vitest';
import { parseEditSet } from './edit-set-form.ts';

describe('edit set form', () => {
  it('gives the correction in the user unit', () => {
    expect(parseEditSet({ weight: '100', reps: '5', rir: '2' }, 'reps', 'kg')).toEqual({
      values: { weight: 100, weightUnit: 'kg', reps: 5, rir: 2 },
    });
    expect(parseEditSet({ weight: '', reps: '45', rir: '' }, 'seconds', 'lb')).toEqual({
      values: { weight: 0, weightUnit: 'lb', reps: 45, rir: null },
    });
  });

  it('refuses what the server would refuse', () => {
    expect(parseEditSet({ weight: '-1', reps: '51', rir: '11' }, 'reps', 'lb')).toEqual({
      errors: {
        weight: 'Weight must not be negative',
        reps: 'Between 0 and 50',
        rir: 'Between 0 and 10',
      },
    });
    expect(parseEditSet({ weight: 'x', reps: '', rir: '1.5' }, 'reps', 'lb')).toEqual({
      errors: { weight: 'Enter a number', reps: 'Enter a number', rir: 'Use a whole number' },
    });
    expect(parseEditSet({ weight: '1', reps: '601', rir: '' }, 'seconds', 'lb')).toEqual({
      errors: { reps: 'Between 0 and 600' },
    });
  });
});
