import { describe, expect, it } from 'vitest';
import { changeOf, sessionFigures, type SummarySet } from './session-summary.ts';

const set = (over: Partial<SummarySet>): SummarySet => ({
  exerciseId: 'goblet-squat',
  exerciseUnit: 'reps',
  weight: 50,
  weightUnit: 'lb',
  reps: 10,
  skipped: false,
  ...over,
});

describe('sessionFigures', () => {
  it('counts weight x reps of rep work only, in the asked unit', () => {
    const figures = sessionFigures(
      [
        set({}),
        set({ weight: 20, weightUnit: 'kg' }),
        set({ setType: 'warmup', weight: 100 }),
        set({ skipped: true, reps: null, weight: null }),
        set({ exerciseId: 'farmers-carry', exerciseUnit: 'seconds', weight: 35, reps: 30 }),
        set({ exerciseId: 'brisk-walk', exerciseUnit: 'minutes', weight: 0, reps: 25 }),
      ],
      'lb',
    );
    expect(figures).toEqual({
      // The warm-up is neither a set done nor a skipped one (decision 051).
      setsDone: 4,
      setsSkipped: 1,
      // 50 x 10 + 20 kg (44.09 lb) x 10; the warm-up, the carry and the walk add no volume.
      volume: 940.9,
      weightUnit: 'lb',
      timeUnderLoadSeconds: 30,
      cardioMinutes: 25,
    });
  });

  it('reads an exercise the library does not know by its own unit', () => {
    const figures = sessionFigures(
      [set({ exerciseId: 'custom-hold', exerciseUnit: 'seconds', reps: 40 })],
      'kg',
    );
    expect(figures.volume).toBe(0);
    expect(figures.timeUnderLoadSeconds).toBe(40);
  });

  it('describes the change against last time', () => {
    expect(changeOf(1100, 1000)).toEqual({ delta: 100, percent: 10 });
    expect(changeOf(5, 0)).toEqual({ delta: 5, percent: null });
  });
});
