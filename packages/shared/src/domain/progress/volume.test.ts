import { describe, expect, it } from 'vitest';
import { PILLARS, hasVolume, monthlyVolume } from './volume.ts';

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
