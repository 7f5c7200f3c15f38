import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { applyCorrectionToCaches, removeSessionFromCaches } from './refresh-after-correction.ts';

describe('applyCorrectionToCaches', () => {
  it('corrects the set in session sets and session details, leaving workouts alone', () => {
    const client = new QueryClient();
    const workout = { id: 'w', exercises: [{ id: 'goblet-squat', sets: 2 }] };
    const set = { clientId: 'a', weight: 30, weightUnit: 'lb', reps: 10, rir: 2, skipped: false };
    client.setQueryData(['/api/workouts', 'w'], workout);
    client.setQueryData(['/api/workouts', 'sets', 'w'], { sessionId: 's', sets: [set] });
    client.setQueryData(['/api/history', 'sessions', 's'], {
      exercises: [{ exerciseId: 'goblet-squat', sets: [set, { ...set, clientId: 'b' }] }],
    });
    const values = { weight: 15, weightUnit: 'kg' as const, reps: 8, rir: 1 };
    applyCorrectionToCaches(client, { clientId: 'a', deleted: false, values });
    expect(client.getQueryData(['/api/workouts', 'w'])).toEqual(workout);
    expect(client.getQueryData(['/api/workouts', 'sets', 'w'])).toEqual({
      sessionId: 's',
      sets: [{ ...set, ...values }],
    });
    applyCorrectionToCaches(client, { clientId: 'b', deleted: true });
    expect(client.getQueryData(['/api/history', 'sessions', 's'])).toEqual({
      exercises: [{ exerciseId: 'goblet-squat', sets: [{ ...set, ...values }] }],
    });
  });
});

describe('removeSessionFromCaches', () => {
  it('takes a deleted session out of the History pages and the calendar months at once', () => {
    const client = new QueryClient();
    const item = (sessionId: string) => ({ sessionId, workoutName: 'A', type: 'strength' });
    client.setQueryData(['/api/history', 'list'], {
      pages: [{ items: [item('s1'), item('s2')], nextCursor: null }],
      pageParams: [null],
    });
    client.setQueryData(['/api/history', 'calendar', '2026-11'], {
      month: '2026-11',
      days: [
        { date: '2026-11-02', sessions: [item('s1')] },
        { date: '2026-11-04', sessions: [item('s2'), item('s3')] },
      ],
    });
    removeSessionFromCaches(client, 's1');
    removeSessionFromCaches(client, 's3');
    expect(client.getQueryData(['/api/history', 'list'])).toEqual({
      pages: [{ items: [item('s2')], nextCursor: null }],
      pageParams: [null],
    });
    expect(client.getQueryData(['/api/history', 'calendar', '2026-11'])).toEqual({
      month: '2026-11',
      days: [{ date: '2026-11-04', sessions: [item('s2')] }],
    });
  });
});
