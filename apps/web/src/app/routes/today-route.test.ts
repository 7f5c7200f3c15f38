import { afterEach, describe, expect, it, vi } from 'vitest';
import { onlineManager } from '@tanstack/react-query';
import { toLocalIsoDate } from '@grandfit/shared/domain/journey.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { getReadinessQueryOptions } from '../../features/recovery/api/get-readiness.ts';
import { getTodayWorkoutsQueryOptions } from '../../features/training/api/get-today-workouts.ts';
import { fetchByPath, todayFixture } from '../../test/workout-fixtures.ts';
import { loadTodayAnswers } from './today-route.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  onlineManager.setOnline(true);
});

describe("Today's loader", () => {
  it("holds today's workout and readiness in the cache before the screen renders", async () => {
    const today = todayFixture();
    const readiness = { score: 72, isDefault: false };
    const fetchMock = vi.fn(
      fetchByPath({ '/api/workouts/today': today, '/api/recovery/readiness': readiness }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const queryClient = createQueryClient();
    const date = toLocalIsoDate(new Date());

    await loadTodayAnswers(queryClient)();

    expect(queryClient.getQueryData(getTodayWorkoutsQueryOptions(date).queryKey)).toEqual(today);
    expect(queryClient.getQueryData(getReadinessQueryOptions(date).queryKey)).toEqual(readiness);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('answers at once from answers already held, without asking the server', async () => {
    const fetchMock = vi.fn(fetchByPath({}));
    vi.stubGlobal('fetch', fetchMock);
    const queryClient = createQueryClient();
    const date = toLocalIsoDate(new Date());
    queryClient.setQueryData(getTodayWorkoutsQueryOptions(date).queryKey, todayFixture());
    queryClient.setQueryData(getReadinessQueryOptions(date).queryKey, { score: 60 } as never);

    await loadTodayAnswers(queryClient)();

    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('does not wait offline: the screen shows with what the device holds', async () => {
    const fetchMock = vi.fn(fetchByPath({}));
    vi.stubGlobal('fetch', fetchMock);
    onlineManager.setOnline(false);

    await expect(loadTodayAnswers(createQueryClient())()).resolves.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('waits at most a second for a server that does not answer', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    let done = false;
    void loadTodayAnswers(createQueryClient())().then(() => (done = true));

    await vi.advanceTimersByTimeAsync(999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });
});
