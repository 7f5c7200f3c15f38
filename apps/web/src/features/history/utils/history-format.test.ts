import { describe, expect, it } from 'vitest';
import { setDeviceLanguage } from '../../../test/device-language.ts';
import {
  formatHistoryDate,
  formatSessionDuration,
  formatSetNumbers,
  formatVolume,
  weightForInput,
} from './history-format.ts';

describe('history format', () => {
  it('writes the RPE he logged instead of the RIR it rounds to (decision 096)', () => {
    expect(formatSetNumbers({ weight: 100, reps: 5, rir: 2, rpe: 8.5 }, 'kg', 'kg', 'reps')).toBe(
      '100 kg × 5 @ RPE 8.5',
    );
    expect(formatSetNumbers({ weight: 0, reps: 8, rir: 0, rpe: 10 }, 'kg', 'kg', 'reps')).toBe(
      '8 reps @ RPE 10',
    );
    expect(formatSetNumbers({ weight: 100, reps: 5, rir: 2, rpe: null }, 'kg', 'kg', 'reps')).toBe(
      '100 kg × 5 @ 2 RIR',
    );
  });

  it('writes a set in the user unit', () => {
    expect(formatSetNumbers({ weight: 100, reps: 5, rir: 2 }, 'kg', 'kg', 'reps')).toBe(
      '100 kg × 5 @ 2 RIR',
    );
    expect(formatSetNumbers({ weight: 100, reps: 5, rir: 2 }, 'kg', 'lb', 'reps')).toBe(
      '220.5 lb × 5 @ 2 RIR',
    );
    expect(formatSetNumbers({ weight: 35, reps: 30, rir: null }, 'lb', 'lb', 'seconds')).toBe(
      '35 lb × 30 s',
    );
    // A belt on pull-ups is added to the body (decision 080), never the lift's load.
    expect(formatSetNumbers({ weight: 10, reps: 8, rir: 1 }, 'kg', 'kg', 'reps', 'added')).toBe(
      '+10 kg × 8 @ 1 RIR',
    );
    expect(
      formatSetNumbers({ weight: 10, reps: 30, rir: null }, 'kg', 'kg', 'seconds', 'added'),
    ).toBe('10 kg × 30 s');
    expect(formatSetNumbers({ weight: 0, reps: 8, rir: 1 }, 'lb', 'lb', 'reps', 'added')).toBe(
      '8 reps @ 1 RIR',
    );
    // A band's or a machine's help reads as help (decision 083).
    expect(
      formatSetNumbers({ weight: 20, reps: 8, rir: 1 }, 'kg', 'kg', 'reps', 'assistance'),
    ).toBe('−20 kg × 8 @ 1 RIR');
    expect(formatSetNumbers({ weight: 0, reps: 8, rir: 1 }, 'lb', 'lb', 'reps')).toBe(
      '8 reps @ 1 RIR',
    );
    expect(formatSetNumbers({ weight: 0, reps: 20, rir: null }, 'lb', 'kg', 'minutes')).toBe(
      '20 min',
    );
    expect(formatSetNumbers({ weight: null, reps: null, rir: null }, 'lb', 'kg', 'reps')).toBe('—');
  });

  it('writes durations, dates, volumes and input weights', () => {
    expect(formatSessionDuration(3900)).toBe('1 h 05 min');
    expect(formatSessionDuration(2520)).toBe('42 min');
    expect(formatSessionDuration(20)).toBe('under 1 min');
    expect(formatSessionDuration(null)).toBe('Not finished');
    expect(formatHistoryDate('2025-11-04')).toBe('Tue, Nov 4, 2025');
    expect(formatVolume({ value: 12345.4, unit: 'lb' })).toBe('12,345 lb');
    expect(weightForInput(100, 'kg', 'lb')).toBe('220.5');
    expect(weightForInput(100, 'kg', 'kg')).toBe('100');
    expect(weightForInput(null, 'kg', 'kg')).toBe('');
  });

  it("writes a session's day in the device's order: day first on a British phone", () => {
    setDeviceLanguage('en-GB');
    expect(formatHistoryDate('2025-11-04')).toBe('Tue, 4 Nov 2025');
  });
});
