import { describe, expect, it } from 'vitest';
import { pendingSessionWrites } from './pending-session-writes.ts';

const urls = { sets: '/api/workouts/w1/sets', complete: '/api/workouts/w1/complete' };

describe('pendingSessionWrites', () => {
  it('reads the queued sets and completions of one workout, in queue order', () => {
    const set = {
      clientId: 'c1',
      sessionId: 's1',
      exerciseId: 'goblet-squat',
      exerciseIndex: 0,
      setNumber: 1,
      weight: 35,
      reps: 10,
      rir: 2,
      targetWeight: 35,
      targetReps: 10,
      targetRir: 2,
      skipped: false,
      performedAt: '2025-08-03T10:00:00.000Z',
    };
    const skipped = {
      ...set,
      clientId: 'c2',
      setNumber: 2,
      weight: null,
      reps: null,
      rir: null,
      skipped: true,
    };
    const warmUp = { ...set, clientId: 'c3', weight: 20, rir: null, setType: 'warmup' };
    expect(
      pendingSessionWrites(
        [
          { url: urls.sets, body: set },
          { url: '/api/workouts/w2/sets', body: { ...set, clientId: 'other' } },
          { url: urls.sets, body: skipped },
          { url: urls.sets, body: warmUp },
          { url: urls.complete, body: { sessionId: 's1', completedAt: '2025-08-03T11:00:00Z' } },
        ],
        urls,
      ),
    ).toEqual({
      sets: [
        {
          clientId: 'c1',
          sessionId: 's1',
          exerciseIndex: 0,
          setNumber: 1,
          skipped: false,
          weight: 35,
          weightUnit: 'lb',
          reps: 10,
          rir: 2,
          // An entry from before warm-ups is a working set.
          setType: 'normal',
          performedAt: '2025-08-03T10:00:00.000Z',
        },
        {
          clientId: 'c2',
          sessionId: 's1',
          exerciseIndex: 0,
          setNumber: 2,
          skipped: true,
          weight: null,
          weightUnit: 'lb',
          reps: null,
          rir: null,
          setType: 'normal',
          performedAt: '2025-08-03T10:00:00.000Z',
        },
        {
          clientId: 'c3',
          sessionId: 's1',
          exerciseIndex: 0,
          setNumber: 1,
          skipped: false,
          weight: 20,
          weightUnit: 'lb',
          reps: 10,
          rir: null,
          setType: 'warmup',
          performedAt: '2025-08-03T10:00:00.000Z',
        },
      ],
      completions: ['s1'],
    });
  });

  it('skips bodies it cannot read', () => {
    expect(
      pendingSessionWrites(
        [
          { url: urls.sets },
          { url: urls.sets, body: 'text' },
          { url: urls.sets, body: { sessionId: 's1' } },
          { url: urls.complete, body: { completedAt: 'x' } },
        ],
        urls,
      ),
    ).toEqual({ sets: [], completions: [] });
  });
});
