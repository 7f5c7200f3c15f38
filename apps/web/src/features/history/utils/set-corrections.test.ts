import { describe, expect, it } from 'vitest';
import { applyCorrections, correctionsFromWrites, setUrl } from './set-corrections.ts';

const set = (clientId: string, weight = 100) => ({
  clientId,
  weight,
  weightUnit: 'lb' as const,
  reps: 5,
  rir: 2,
  skipped: false,
});

describe('set corrections', () => {
  it('keeps the last queued correction of each set and ignores other writes', () => {
    const corrections = correctionsFromWrites([
      {
        method: 'PATCH',
        url: setUrl('a'),
        body: { weight: 50, weightUnit: 'kg', reps: 3, rir: 1 },
      },
      { method: 'POST', url: '/api/workouts/w/sets', body: { clientId: 'b' } },
      {
        method: 'PATCH',
        url: setUrl('a'),
        body: { weight: 60, weightUnit: 'kg', reps: 3, rir: 1 },
      },
      { method: 'DELETE', url: setUrl('c'), body: {} },
    ]);
    expect([...corrections.keys()]).toEqual(['a', 'c']);
    const applied = applyCorrections([set('a'), set('b'), set('c')], corrections);
    expect(applied).toEqual([
      { clientId: 'a', weight: 60, weightUnit: 'kg', reps: 3, rir: 1, skipped: false },
      set('b'),
    ]);
  });

  it('turns a skipped set into a performed one when corrected', () => {
    const corrections = correctionsFromWrites([
      {
        method: 'PATCH',
        url: setUrl('a'),
        body: { weight: 10, weightUnit: 'lb', reps: 8, rir: null },
      },
    ]);
    const [corrected] = applyCorrections([{ ...set('a'), skipped: true }], corrections);
    expect(corrected).toMatchObject({ skipped: false, weight: 10, reps: 8, rir: null });
  });

  it('replaces the note when one is sent (empty: none), and drops an RPE its new RIR no longer says', () => {
    const imported = { ...set('a'), rpe: 8.5, note: 'Paused reps' as string | null };
    const numbers = { weight: 100, weightUnit: 'lb' as const, reps: 5 };
    const apply = (body: object) =>
      applyCorrections(
        [imported],
        correctionsFromWrites([
          { method: 'PATCH', url: setUrl('a'), body: { ...numbers, ...body } },
        ]),
      )[0];
    // The same RIR keeps the RPE; no note sent keeps the note.
    expect(apply({ rir: 2 })).toMatchObject({ rpe: 8.5, note: 'Paused reps' });
    expect(apply({ rir: 2, note: ' Belt ' })).toMatchObject({ rpe: 8.5, note: 'Belt' });
    expect(apply({ rir: 1, note: '' })).toMatchObject({ rir: 1, rpe: null, note: null });
  });

  it('returns the same list when nothing waits', () => {
    const sets = [set('a')];
    expect(applyCorrections(sets, new Map())).toBe(sets);
  });
});
