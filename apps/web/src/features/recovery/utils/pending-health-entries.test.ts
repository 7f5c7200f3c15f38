import { describe, expect, it } from 'vitest';
import type { HealthManualRecord } from '@grandfit/shared/schemas/health.ts';
import { applyPendingHealthEdits } from './pending-health-entries.ts';

const record = (id: string, date: string): HealthManualRecord => ({
  id,
  date,
  hrvScore: 55,
  hrvMethod: 'rmssd',
  restingHeartRate: 60,
  sleepHours: 7,
  sleepQuality: 8,
  vo2Max: null,
  updatedAt: `${date}T08:00:00.000Z`,
});

describe('applyPendingHealthEdits', () => {
  const stored = [record('b', '2026-11-22'), record('a', '2026-11-21')];

  it('shows a waiting edit as a full replacement, moved to its new day', () => {
    const result = applyPendingHealthEdits(stored, [
      {
        method: 'PUT',
        url: '/api/health/manual-entries/b',
        body: { date: '2026-11-19', hrvScore: 40 },
      },
    ]);
    expect(result.entries.map((row) => row.id)).toEqual(['a', 'b']);
    expect(result.entries[1]).toMatchObject({
      date: '2026-11-19',
      hrvScore: 40,
      restingHeartRate: null,
      sleepHours: null,
      sleepQuality: null,
    });
    expect([...result.waiting]).toEqual(['b']);
  });

  it('hides an entry whose delete waits, and ignores other writes', () => {
    const result = applyPendingHealthEdits(stored, [
      { method: 'DELETE', url: '/api/health/manual-entries/a', body: {} },
      { method: 'POST', url: '/api/health/manual-entry', body: { date: '2026-11-23' } },
      { method: 'PUT', url: '/api/health/manual-entries/b', body: 'garbage' },
    ]);
    expect(result.entries).toEqual([stored[0]]);
    expect(result.waiting.size).toBe(0);
  });
});
