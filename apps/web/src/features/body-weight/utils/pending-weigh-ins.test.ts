import { describe, expect, it } from 'vitest';
import { withPendingWeighIns } from './pending-weigh-ins.ts';

describe('withPendingWeighIns', () => {
  it('applies the queued weigh-ins and deletes in order, oldest day first', () => {
    const stored = [
      { date: '2026-11-20', weightKg: 82 },
      { date: '2026-11-25', weightKg: 81.5 },
    ];
    expect(
      withPendingWeighIns(stored, [
        { method: 'PUT', url: '/api/body-weight/2026-11-28', body: { weightKg: 81 } },
        { method: 'DELETE', url: '/api/body-weight/2026-11-25', body: {} },
        { method: 'PUT', url: '/api/body-weight/2026-11-18', body: { weightKg: 83 } },
        { method: 'PUT', url: '/api/body-weight/2026-11-28', body: { weightKg: 80.8 } },
        // Not weigh-ins, or unreadable: left alone.
        { method: 'PUT', url: '/api/exercise-notes/push-up', body: { note: 'x' } },
        { method: 'PUT', url: '/api/body-weight/2026-11-20', body: { weightKg: '70' } },
        { method: 'PUT', url: '/api/body-weight/2026-11-20' },
      ]),
    ).toEqual([
      { date: '2026-11-18', weightKg: 83 },
      { date: '2026-11-20', weightKg: 82 },
      { date: '2026-11-28', weightKg: 80.8 },
    ]);
  });
});
