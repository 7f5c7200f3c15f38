import { describe, expect, it } from 'vitest';
import { KG_PER_LB } from '../units/weight.ts';
import { isWorkingSet, sessionVolume, volumeParts } from './volume.ts';

const set = (
  over: Partial<Parameters<typeof volumeParts>[0] extends Iterable<infer S> ? S : never> = {},
) => ({
  weight: 100,
  reps: 5,
  skipped: false,
  setType: 'normal',
  weightUnit: 'lb' as const,
  ...over,
});

describe('session volume', () => {
  it('counts working sets only', () => {
    expect(isWorkingSet(set())).toBe(true);
    expect(isWorkingSet(set({ skipped: true }))).toBe(false);
    expect(isWorkingSet(set({ setType: 'warmup' }))).toBe(false);
    expect(isWorkingSet(set({ setType: 'drop' }))).toBe(true);
  });

  it('adds weight x reps of rep exercises, never seconds or minutes', () => {
    const squat = volumeParts(
      [set(), set({ setType: 'warmup', weight: 45 }), set({ skipped: true }), set({ reps: 3 })],
      'reps',
    );
    const carry = volumeParts([set({ weight: 35, reps: 30 })], 'seconds');
    expect(sessionVolume([...squat, ...carry], 'lb')).toBe(800);
  });

  it('converts each part from its own unit', () => {
    const parts = volumeParts([set({ weight: 100, weightUnit: 'kg' }), set()], 'reps');
    expect(sessionVolume(parts, 'kg')).toBeCloseTo(500 + 500 * KG_PER_LB, 9);
    expect(sessionVolume(parts, 'lb')).toBeCloseTo(500 / KG_PER_LB + 500, 9);
  });

  it('treats an exercise missing from the library as rep-counted', () => {
    expect(
      sessionVolume([{ exerciseUnit: undefined, weightUnit: 'lb', weightTimesReps: 10 }], 'lb'),
    ).toBe(10);
  });
});
