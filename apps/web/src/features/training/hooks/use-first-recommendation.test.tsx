import { act, renderHook } from '@testing-library/react';
import { QueryClientProvider, onlineManager, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PREPARE_WAIT_MS } from '../../../lib/after-first-paint.ts';
import { json } from '../../../lib/outbox/outbox-test-utils.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import {
  getExerciseRecommendationQueryOptions,
  type ExerciseRecommendationParams,
} from '../api/get-exercise-recommendation.ts';
import { useFirstRecommendation } from './use-first-recommendation.ts';

const PARAMS: ExerciseRecommendationParams = {
  exerciseId: 'back-squat',
  workoutId: '11111111-1111-4111-8111-111111111111',
  exerciseIndex: 0,
  date: '2026-11-29',
};

let client: QueryClient;
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={client}>{children}</QueryClientProvider>
);

beforeEach(() => {
  client = createQueryClient();
  onlineManager.setOnline(true);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  onlineManager.setOnline(true);
});

describe('useFirstRecommendation', () => {
  it('is ready once the recommendation is in, and holds it for the session screen', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetch = vi.fn((_url: string) => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetch);
    const { result } = renderHook(() => useFirstRecommendation(PARAMS), { wrapper });
    expect(result.current).toBe(false);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(String(fetch.mock.calls[0]?.[0])).toContain(
      '/api/ai/exercise-recommendation/back-squat',
    );

    await act(async () => answer(json({ exerciseId: 'back-squat', recommendedWeight: 100 })));
    await vi.waitFor(() => expect(result.current).toBe(true));
    // In the cache under the session screen's own key: it opens with it, no second render.
    expect(
      client.getQueryData(getExerciseRecommendationQueryOptions(PARAMS).queryKey),
    ).toMatchObject({ recommendedWeight: 100 });
  });

  it('is ready after PREPARE_WAIT_MS when the coach does not answer', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal('fetch', () => new Promise<Response>(() => undefined));
    const { result } = renderHook(() => useFirstRecommendation(PARAMS), { wrapper });
    await act(async () => vi.advanceTimersByTime(PREPARE_WAIT_MS - 1));
    expect(result.current).toBe(false);
    await act(async () => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });

  it('is ready when the coach fails', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(json({ message: 'Not found' }, 404)));
    const { result } = renderHook(() => useFirstRecommendation(PARAMS), { wrapper });
    await vi.waitFor(() => expect(result.current).toBe(true));
  });

  it('is ready at once offline, asking nothing, and stays ready when the connection returns', () => {
    const fetch = vi.fn(() => new Promise<Response>(() => undefined));
    vi.stubGlobal('fetch', fetch);
    onlineManager.setOnline(false);
    const { result, rerender } = renderHook(() => useFirstRecommendation(PARAMS), { wrapper });
    expect(result.current).toBe(true);
    expect(fetch).not.toHaveBeenCalled();
    act(() => onlineManager.setOnline(true));
    rerender();
    expect(result.current).toBe(true);
  });

  it('is ready with nothing to ask for', () => {
    const { result } = renderHook(() => useFirstRecommendation(null), { wrapper });
    expect(result.current).toBe(true);
  });
});
