import { describe, expect, it } from 'vitest';
import { SET_NOTE_MAX } from '@grandfit/shared/domain/session-notes.ts';
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

  it('gives the note trimmed when the dialog edits it (empty clears it), within its limit', () => {
    const draft = { weight: '100', reps: '5', rir: '2' };
    expect(parseEditSet(draft, 'reps', 'kg', '  Paused reps ')).toEqual({
      values: { weight: 100, weightUnit: 'kg', reps: 5, rir: 2, note: 'Paused reps' },
    });
    expect(parseEditSet(draft, 'reps', 'kg', '  ')).toMatchObject({ values: { note: '' } });
    expect(parseEditSet(draft, 'reps', 'kg', `${'x'.repeat(SET_NOTE_MAX)}  `)).toMatchObject({
      values: { note: 'x'.repeat(SET_NOTE_MAX) },
    });
    expect(parseEditSet(draft, 'reps', 'kg', 'x'.repeat(SET_NOTE_MAX + 1))).toEqual({
      errors: { note: `At most ${SET_NOTE_MAX} characters` },
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
