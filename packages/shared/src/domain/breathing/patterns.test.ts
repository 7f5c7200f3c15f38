import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BREATHING,
  PRESET_TIMES,
  breathsPerMinute,
  parseBreathingInput,
  patternOfTimes,
  patternSummary,
  timesForPattern,
} from './patterns.ts';

describe('breathing patterns', () => {
  it('sets the presets of docs/product.md#breathing-patterns and leaves the times alone for Custom', () => {
    const current = { inhale: 6, hold: 2, exhale: 7 };
    expect(timesForPattern('coherence', current)).toEqual({ inhale: 5, hold: 0, exhale: 5 });
    expect(timesForPattern('box', current)).toEqual({ inhale: 4, hold: 4, exhale: 4 });
    expect(timesForPattern('4-7-8', current)).toEqual({ inhale: 4, hold: 7, exhale: 8 });
    expect(timesForPattern('custom', current)).toEqual(current);
    expect(patternOfTimes({ inhale: 4, hold: 7, exhale: 8 })).toBe('4-7-8');
    expect(patternOfTimes(current)).toBe('custom');
  });

  it('has the defaults of docs/product.md#breathing-patterns: 10 min of coherence, a 300 s clock, quick-starts 5 and 10', () => {
    expect(BREATHING.defaultDurationMinutes).toBe(10);
    expect(BREATHING.defaultPattern).toBe('coherence');
    expect(BREATHING.idleClockSeconds).toBe(300);
    expect(BREATHING.quickStartMinutes).toEqual([5, 10]);
  });

  it('computes breaths per minute as 60 / (inhale + hold + exhale)', () => {
    expect(breathsPerMinute(PRESET_TIMES.coherence)).toBe(6);
    expect(breathsPerMinute(PRESET_TIMES.box)).toBe(5);
    expect(breathsPerMinute(PRESET_TIMES['4-7-8'])).toBe(3.2);
    expect(patternSummary(PRESET_TIMES.coherence)).toBe('5s in · 5s out · 6 breaths/min');
    expect(patternSummary(PRESET_TIMES['4-7-8'])).toBe(
      '4s in · 7s hold · 8s out · 3.2 breaths/min',
    );
  });

  it('keeps inputs within the bounds and falls back as docs/product.md#breathing-patterns says', () => {
    expect(parseBreathingInput('inhale', '7')).toBe(7);
    expect(parseBreathingInput('inhale', '0')).toBe(4);
    expect(parseBreathingInput('exhale', '11')).toBe(4);
    expect(parseBreathingInput('exhale', '')).toBe(4);
    expect(parseBreathingInput('hold', '0')).toBe(0);
    expect(parseBreathingInput('hold', '10')).toBe(10);
    expect(parseBreathingInput('hold', 'abc')).toBe(0);
    expect(parseBreathingInput('hold', '-2')).toBe(0);
    expect(parseBreathingInput('durationMinutes', '30')).toBe(30);
    expect(parseBreathingInput('durationMinutes', '31')).toBe(5);
    expect(parseBreathingInput('durationMinutes', '2.5')).toBe(5);
    expect(parseBreathingInput('durationMinutes', 1)).toBe(1);
  });

  it('always yields a value inside the bounds', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const inhale = parseBreathingInput('inhale', raw);
        const hold = parseBreathingInput('hold', raw);
        const duration = parseBreathingInput('durationMinutes', raw);
        expect(inhale >= 1 && inhale <= 10).toBe(true);
        expect(hold >= 0 && hold <= 10).toBe(true);
        expect(duration >= 1 && duration <= 30).toBe(true);
      }),
    );
  });
});
