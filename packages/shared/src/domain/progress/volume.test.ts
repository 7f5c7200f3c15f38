import { describe, expect, it } from 'vitest';
import { PILLARS, hasVolume, monthlyVolume, volumeRows } from './volume.ts';

const MONTHS = ['2026-09', '2026-10', '2026-11'];

describe('monthlyVolume', () => {
  it('fills every month of the range, zeros included, and adds up the totals', () => {
    const volume = monthlyVolume(
      [
        { month: '2026-11', type: 'strength', sessions: 2, minutes: 90 },
        { month: '2026-11', type: 'zone2', sessions: 1, minutes: 40 },
        { month: '2026-09', type: 'strength', sessions: 1, minutes: 45 },
        { month: '2026-09', type: 'vo2max', sessions: 1, minutes: 30 },
      ],
      MONTHS,
    );
    expect(volume.unit).toBe('planned minutes');
    expect(volume.months.map((m) => m.month)).toEqual(MONTHS);
    expect(volume.months[1]!.pillars).toEqual({
      strength: { sessions: 0, minutes: 0 },
      zone2: { sessions: 0, minutes: 0 },
      vo2max: { sessions: 0, minutes: 0 },
      stability: { sessions: 0, minutes: 0 },
    });
    expect(volume.months[2]!.pillars.strength).toEqual({ sessions: 2, minutes: 90 });
    expect(volume.totals).toEqual({
      strength: { sessions: 3, minutes: 135 },
      zone2: { sessions: 1, minutes: 40 },
      vo2max: { sessions: 1, minutes: 30 },
      stability: { sessions: 0, minutes: 0 },
    });
    expect(hasVolume(volume)).toBe(true);
  });

  it('ignores rows outside the range and keeps the spec order of pillars', () => {
    const volume = monthlyVolume(
      [{ month: '2026-08', type: 'stability', sessions: 3, minutes: 60 }],
      MONTHS,
    );
    expect(hasVolume(volume)).toBe(false);
    expect(Object.keys(volume.totals)).toEqual([...PILLARS]);
    expect(PILLARS).toEqual(['strength', 'zone2', 'vo2max', 'stability']);
  });
});

describe('volumeRows', () => {
  const utcDay = (time: number) => new Date(time).toISOString().slice(0, 10);
  it('groups the completed sessions up to today by month and type, a Redo again', () => {
    const sessions = [
      {
        workoutId: 'a',
        type: 'strength' as const,
        completedAt: Date.parse('2026-11-02T09:00Z'),
        minutes: 45,
      },
      {
        workoutId: 'a',
        type: 'strength' as const,
        completedAt: Date.parse('2026-11-02T18:00Z'),
        minutes: 45,
      },
      {
        workoutId: 'b',
        type: 'zone2' as const,
        completedAt: Date.parse('2026-10-30T09:00Z'),
        minutes: 40,
      },
      { workoutId: 'c', type: 'zone2' as const, completedAt: null, minutes: 40 },
      {
        workoutId: 'd',
        type: 'zone2' as const,
        completedAt: Date.parse('2026-11-30T09:00Z'),
        minutes: 40,
      },
    ];
    expect(volumeRows(sessions, '2026-11-20', utcDay)).toEqual([
      { month: '2026-11', type: 'strength', sessions: 2, minutes: 90 },
      { month: '2026-10', type: 'zone2', sessions: 1, minutes: 40 },
    ]);
  });
});
