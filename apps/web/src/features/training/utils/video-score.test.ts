import { describe, expect, it } from 'vitest';
import { setDataOf, videoScoreVariant } from './video-score.ts';

describe('video score', () => {
  it('uses the badge thresholds 85 and 70 (docs/product.md#video-scores)', () => {
    expect(videoScoreVariant(85)).toBe('default');
    expect(videoScoreVariant(84.9)).toBe('secondary');
    expect(videoScoreVariant(70)).toBe('secondary');
    expect(videoScoreVariant(69)).toBe('destructive');
  });

  it('takes the set from the inputs, leaving out what is empty or out of range', () => {
    expect(setDataOf({ weight: '135', reps: '5', rir: '2' }, 3)).toEqual({
      weight: 135,
      reps: 5,
      rir: 2,
      setNumber: 3,
    });
    expect(setDataOf({ weight: '', reps: '60', rir: '1.5' }, 1)).toEqual({
      weight: null,
      reps: null,
      rir: null,
      setNumber: 1,
    });
  });
});
