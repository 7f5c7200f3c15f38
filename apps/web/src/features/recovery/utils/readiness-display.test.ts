import { describe, expect, it } from 'vitest';
import { setDeviceLanguage } from '../../../test/device-language.ts';
import {
  driverPercent,
  formatLastSynced,
  formatMetric,
  hasCheckedIn,
  readinessDrivers,
  scoreColorClass,
} from './readiness-display.ts';

describe('readiness display', () => {
  it('colours the score by the server band colour, and neutrally without a score', () => {
    expect(scoreColorClass({ color: 'green' })).toBe('text-emerald-600 dark:text-emerald-400');
    expect(scoreColorClass({ color: 'yellow' })).toBe('text-amber-500');
    expect(scoreColorClass({ color: 'red' })).toBe('text-red-600 dark:text-red-400');
    expect(scoreColorClass({ color: null })).toBe('text-muted-foreground');
  });

  it('lists what drove readiness: the parts with a reading and the check-in', () => {
    const none = { hrv: null, sleep: null, restingHeartRate: null };
    expect(readinessDrivers({ drivers: none, subjectiveScore: null })).toEqual([]);
    expect(
      readinessDrivers({
        drivers: { hrv: 0.5, sleep: 0.8375, restingHeartRate: null },
        subjectiveScore: 37,
      }),
    ).toEqual([
      { label: 'HRV', percent: 50 },
      { label: 'Sleep', percent: 84 },
      { label: 'Check-in', percent: 37 },
    ]);
  });

  it('knows the day is checked in once the check-in has a score', () => {
    expect(hasCheckedIn({ subjectiveScore: null })).toBe(false);
    expect(hasCheckedIn({ subjectiveScore: 0 })).toBe(true);
  });

  it('shows drivers as whole percentages, null as missing', () => {
    expect(driverPercent(null)).toBeNull();
    expect(driverPercent(0.5)).toBe(50);
    expect(driverPercent(0.8375)).toBe(84);
    expect(driverPercent(1.2)).toBe(100);
  });

  it('formats metrics without trailing zeros', () => {
    expect(formatMetric(7)).toBe('7');
    expect(formatMetric(7.5)).toBe('7.5');
    expect(formatMetric(42.25)).toBe('42.3');
  });

  it('says when the data was synced, relative then as a short date', () => {
    const now = new Date(2026, 2, 10, 12, 0);
    const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
    expect(formatLastSynced(ago(10_000), now)).toBe('just now');
    expect(formatLastSynced(ago(5 * 60_000), now)).toBe('5 min ago');
    expect(formatLastSynced(ago(3 * 3_600_000), now)).toBe('3 h ago');
    expect(formatLastSynced(new Date(2026, 2, 9, 8, 0).toISOString(), now)).toBe('yesterday');
    expect(formatLastSynced(new Date(2026, 2, 4, 8, 0).toISOString(), now)).toBe('Mar 4');
    expect(formatLastSynced(new Date(2025, 11, 30).toISOString(), now)).toBe('Dec 30, 2025');
    setDeviceLanguage('en-GB');
    expect(formatLastSynced(new Date(2026, 2, 4, 8, 0).toISOString(), now)).toBe('4 Mar');
    expect(formatLastSynced(new Date(2025, 11, 30).toISOString(), now)).toBe('30 Dec 2025');
  });
});
