import { describe, expect, it } from 'vitest';
import { describeRecord } from './present.ts';

describe('describeRecord', () => {
  const heaviest = {
    kind: 'weight',
    value: 30,
    unit: 'lb',
    weight: null,
    weightUnit: 'lb',
  } as const;

  it('names the load of bodyweight work as added to the body', () => {
    expect(describeRecord(heaviest)).toBe('Heaviest weight: 30 lb');
    expect(describeRecord(heaviest, true)).toBe('Heaviest added weight: 30 lb');
    // The server says so on the record itself (a toast, the finish summary, the share text).
    expect(describeRecord({ ...heaviest, addedLoad: true })).toBe('Heaviest added weight: 30 lb');
  });

  it('says at which weight a reps record was made', () => {
    const reps = { kind: 'reps', value: 8, unit: 'reps', weight: 20, weightUnit: 'kg' } as const;
    expect(describeRecord(reps, true)).toBe('Most reps: 8 reps at +20 kg');
    expect(describeRecord(reps)).toBe('Most reps: 8 reps at 20 kg');
    expect(describeRecord({ ...reps, value: 1, weight: 0 })).toBe('Most reps: 1 rep');
  });
});
