import { describe, expect, it } from 'vitest';
import { describeRecord, presentRecord } from './present.ts';

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
    expect(describeRecord(heaviest, 'added')).toBe('Heaviest added weight: 30 lb');
    // The server says so on the record itself (a toast, the finish summary, the share text).
    expect(describeRecord({ ...heaviest, addedLoad: true })).toBe('Heaviest added weight: 30 lb');
  });

  it('names the help of assisted work as assistance, less being the record', () => {
    const least = { ...heaviest, value: 20, assistance: true } as const;
    expect(describeRecord(least)).toBe('Least assistance: 20 lb');
    expect(describeRecord({ ...least, value: 0 })).toBe('Least assistance: none');
    const reps = { kind: 'reps', value: 8, unit: 'reps', weight: 20, weightUnit: 'kg' } as const;
    expect(describeRecord(reps, 'assistance')).toBe('Most reps: 8 reps at −20 kg');
  });

  it('shows least assistance as the help, from its kept negative', () => {
    const event = {
      kind: 'weight',
      weightKg: null,
      value: -10,
      previous: -20,
      setId: 's',
      sessionId: 'x',
      achievedAt: 0,
    } as const;
    const record = presentRecord(event, 'custom-a', 'assisted', 'kg');
    expect(record).toMatchObject({ value: 10, previous: 20, assistance: true });
    expect(record.addedLoad).toBeUndefined();
  });

  it('says at which weight a reps record was made', () => {
    const reps = { kind: 'reps', value: 8, unit: 'reps', weight: 20, weightUnit: 'kg' } as const;
    expect(describeRecord(reps, 'added')).toBe('Most reps: 8 reps at +20 kg');
    expect(describeRecord(reps)).toBe('Most reps: 8 reps at 20 kg');
    expect(describeRecord({ ...reps, value: 1, weight: 0 })).toBe('Most reps: 1 rep');
  });
});
