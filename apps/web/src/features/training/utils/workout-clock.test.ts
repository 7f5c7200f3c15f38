import { describe, expect, it } from 'vitest';
import { formatElapsed, sessionStart } from './workout-clock.ts';

describe('workout clock', () => {
  it('starts at the earliest set, whatever order the sets came in', () => {
    expect(sessionStart([])).toBeNull();
    expect(
      sessionStart([
        { performedAt: '2026-11-30T07:12:00.000Z' },
        { performedAt: '2026-11-30T07:01:30.000Z' },
        { performedAt: 'not a time' },
      ]),
    ).toBe(Date.parse('2026-11-30T07:01:30.000Z'));
  });

  it('reads minutes and seconds, and hours from the first hour', () => {
    expect(formatElapsed(0)).toBe('0:00');
    expect(formatElapsed(245.9)).toBe('4:05');
    expect(formatElapsed(3599)).toBe('59:59');
    expect(formatElapsed(3723)).toBe('1:02:03');
    expect(formatElapsed(-5)).toBe('0:00');
  });
});
