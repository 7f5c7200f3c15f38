import { describe, expect, it } from 'vitest';
import type { TodayWorkouts } from '@grandfit/shared/schemas/training.ts';
import type { UserChangeListener, UserChanges } from '../../db/user-changes.ts';
import { todayCache } from './today-cache.ts';

/** UserChanges without a database; `gap()` is what a dropped LISTEN connection reports. */
function fakeChanges(): UserChanges & { gap(): void } {
  const listeners: UserChangeListener[] = [];
  const tell = (userId: string | null) => listeners.forEach((listener) => listener(userId));
  return {
    subscribe: (listener) => {
      listeners.push(listener);
      return () => listeners.splice(listeners.indexOf(listener), 1);
    },
    changed: tell,
    gap: () => tell(null),
    close: async () => undefined,
  };
}

const answer = (week: number) => ({ week }) as unknown as TodayWorkouts;

describe('today cache', () => {
  it('answers from the cache until the user changes, per user and date', async () => {
    const changes = fakeChanges();
    const cache = todayCache<TodayWorkouts>(changes);
    let computed = 0;
    const compute = async () => answer(++computed);
    expect((await cache.get('u1', '2025-08-03', compute)).week).toBe(1);
    expect((await cache.get('u1', '2025-08-03', compute)).week).toBe(1);
    expect((await cache.get('u2', '2025-08-03', compute)).week).toBe(2);
    expect((await cache.get('u1', '2025-08-04', compute)).week).toBe(3);
    changes.changed('u1');
    expect((await cache.get('u1', '2025-08-04', compute)).week).toBe(4);
    expect((await cache.get('u2', '2025-08-03', compute)).week).toBe(2);
  });

  it('never keeps an answer read while the user changed', async () => {
    const changes = fakeChanges();
    const cache = todayCache<TodayWorkouts>(changes);
    const stale = await cache.get('u1', 'd', async () => {
      changes.changed('u1'); // a set logged while today was being read
      return answer(1);
    });
    expect(stale.week).toBe(1);
    expect((await cache.get('u1', 'd', async () => answer(2))).week).toBe(2);
  });

  it('forgets everyone after a gap in the notifications', async () => {
    const changes = fakeChanges();
    const cache = todayCache<TodayWorkouts>(changes);
    await cache.get('u1', 'd', async () => answer(1));
    changes.gap();
    expect((await cache.get('u1', 'd', async () => answer(2))).week).toBe(2);
  });

  it('keeps an answer no longer than its time to live', async () => {
    const cache = todayCache<TodayWorkouts>(fakeChanges(), { ttlMs: 20 });
    await cache.get('u1', 'd', async () => answer(1));
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect((await cache.get('u1', 'd', async () => answer(2))).week).toBe(2);
  });
});
