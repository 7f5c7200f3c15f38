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

  it('starts where a timed set logged at its end began, when that is earlier (decision 025)', () => {
    const units = ['minutes', 'reps', 'seconds'] as const;
    const sets = [
      // A 20-minute walk logged at 07:00, then a squat and a 45 s plank.
      { exerciseIndex: 0, performedAt: '2026-11-30T07:00:00.000Z', reps: 20, skipped: false },
      { exerciseIndex: 1, performedAt: '2026-11-30T07:05:00.000Z', reps: 8, skipped: false },
      { exerciseIndex: 2, performedAt: '2026-11-30T07:10:00.000Z', reps: 45, skipped: false },
    ];
    const unitOf = (set: { exerciseIndex: number }) => units[set.exerciseIndex];
    expect(sessionStart(sets, unitOf)).toBe(Date.parse('2026-11-30T06:40:00.000Z'));
    // A skipped walk took no time; without units every set counts at its own time.
    expect(sessionStart([{ ...sets[0]!, skipped: true }, sets[1]!], unitOf)).toBe(
      Date.parse('2026-11-30T07:00:00.000Z'),
    );
    expect(sessionStart(sets)).toBe(Date.parse('2026-11-30T07:00:00.000Z'));
  });

  it('reads minutes and seconds, and hours from the first hour', () => {
    expect(formatElapsed(0)).toBe('0:00');
    expect(formatElapsed(245.9)).toBe('4:05');
    expect(formatElapsed(3599)).toBe('59:59');
    expect(formatElapsed(3723)).toBe('1:02:03');
    expect(formatElapsed(-5)).toBe('0:00');
  });
});
