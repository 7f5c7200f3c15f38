import { describe, expect, it } from 'vitest';
import { frameSize, progressPercent, sampleTimes } from './frame-schedule.ts';

describe('sampleTimes', () => {
  it('samples from the start to the end at the given rate', () => {
    expect(sampleTimes(1, 8)).toEqual([0, 0.125, 0.25, 0.375, 0.5, 0.625, 0.75, 0.875, 1]);
    expect(sampleTimes(7.776, 8)).toHaveLength(63);
    expect(sampleTimes(7.776, 8).at(-1)).toBe(7.75);
  });

  it('keeps the last frame of a duration a float just short of a sample time', () => {
    expect(sampleTimes(0.4999999999, 2)).toEqual([0, 0.4999999999]);
  });

  it('stops at the cap of a long video', () => {
    const times = sampleTimes(600, 8, 90);
    expect(times).toHaveLength(721);
    expect(times.at(-1)).toBe(90);
  });

  it('has nothing to sample in an empty or unreadable video', () => {
    expect(sampleTimes(0)).toEqual([]);
    expect(sampleTimes(Number.NaN)).toEqual([]);
    expect(sampleTimes(Number.POSITIVE_INFINITY)).toEqual([]);
    expect(sampleTimes(5, 0)).toEqual([]);
  });
});

describe('frameSize', () => {
  it('scales a large frame down to the longest side, keeping its shape', () => {
    expect(frameSize(1920, 1080, 640)).toEqual({ width: 640, height: 360 });
    expect(frameSize(1080, 1920, 640)).toEqual({ width: 360, height: 640 });
  });

  it('leaves a small frame as it is', () => {
    expect(frameSize(480, 640, 640)).toEqual({ width: 480, height: 640 });
    expect(frameSize(320, 240, 640)).toEqual({ width: 320, height: 240 });
  });
});

describe('progressPercent', () => {
  it('is frames done out of frames to do', () => {
    expect(progressPercent(0, 63)).toBe(0);
    expect(progressPercent(21, 63)).toBe(33);
    expect(progressPercent(63, 63)).toBe(100);
  });

  it('stays within 0..100 and is 0 before the total is known', () => {
    expect(progressPercent(70, 63)).toBe(100);
    expect(progressPercent(-1, 63)).toBe(0);
    expect(progressPercent(5, 0)).toBe(0);
  });
});
