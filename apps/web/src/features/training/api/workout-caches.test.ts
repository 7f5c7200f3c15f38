import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { TodayWorkouts, WeekWorkouts, Workout } from '@grandfit/shared/schemas/training.ts';
import { workoutFixture } from '../../../test/workout-fixtures.ts';
import { WORKOUTS_URL } from '../../../lib/workouts-query.ts';
import { markCompletedInCache, markSetInCache } from './workout-caches.ts';

const todayKey = [WORKOUTS_URL, 'today', { date: '2026-11-29' }];
const weekKey = [WORKOUTS_URL, 'week', { date: '2026-11-29' }];

function cachedWorkouts() {
  const queryClient = new QueryClient();
  const workout = workoutFixture();
  const other = workoutFixture({ id: 'other' });
  const oneKey = [WORKOUTS_URL, 'workout', workout.id, { date: '2026-11-29' }];
  queryClient.setQueryData(todayKey, { workout, others: [other] } as Partial<TodayWorkouts>);
  queryClient.setQueryData(weekKey, { workouts: [workout, other] } as Partial<WeekWorkouts>);
  queryClient.setQueryData(oneKey, workout);
  const read = () => ({
    today: queryClient.getQueryData<TodayWorkouts>(todayKey)!.workout!.inProgress,
    week: queryClient.getQueryData<WeekWorkouts>(weekKey)!.workouts[0]!.inProgress,
    one: queryClient.getQueryData<Workout>(oneKey)!.inProgress,
    other: queryClient.getQueryData<WeekWorkouts>(weekKey)!.workouts[1]!.inProgress,
    stale: [todayKey, weekKey, oneKey].map((key) => queryClient.getQueryState(key)!.isInvalidated),
  });
  return { queryClient, workout, read };
}

const set = (performedAt: string, extra: { skipped?: boolean; setType?: 'warmup' } = {}) => ({
  performedAt,
  skipped: false,
  setType: 'normal' as const,
  ...extra,
});

describe('the workouts caches (decision 053)', () => {
  it('put a workout under way on Today and in the list from its first set, counting working sets', () => {
    const { queryClient, workout, read } = cachedWorkouts();
    markSetInCache(queryClient, workout.id, set('2026-11-29T18:00:00.000Z', { setType: 'warmup' }));
    expect(read()).toMatchObject({
      today: { setsDone: 0, lastSetAt: '2026-11-29T18:00:00.000Z' },
      week: { setsDone: 0 },
      other: undefined,
    });
    markSetInCache(queryClient, workout.id, set('2026-11-29T18:03:00.000Z'));
    markSetInCache(queryClient, workout.id, set('2026-11-29T18:06:00.000Z', { skipped: true }));
    markSetInCache(queryClient, workout.id, set('2026-11-29T18:09:00.000Z'));
    const progress = { setsDone: 2, lastSetAt: '2026-11-29T18:09:00.000Z' };
    // The workout's own answer, which the session screen renders from, is only marked stale;
    // all three are read from the server when next shown online.
    expect(read()).toEqual({
      today: progress,
      week: progress,
      one: undefined,
      other: undefined,
      stale: [true, true, true],
    });
  });

  it('complete a workout everywhere and end its session under way', () => {
    const { queryClient, workout, read } = cachedWorkouts();
    markSetInCache(queryClient, workout.id, set('2026-11-29T18:00:00.000Z'));
    markCompletedInCache(queryClient, workout.id);
    expect(read()).toMatchObject({ today: null, week: null, one: null, other: undefined });
    expect(queryClient.getQueryData<TodayWorkouts>(todayKey)!.workout!.completed).toBe(true);
  });
});
