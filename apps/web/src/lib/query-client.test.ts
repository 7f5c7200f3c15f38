import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import {
  createQueryClient,
  retryDelay,
  shouldRetryRead,
  shouldRetryWrite,
} from './query-client.ts';
import { getAuthUserQueryOptions } from './auth-user.ts';

describe('shouldRetryRead', () => {
  it('never retries when the message contains the digit 4', () => {
    expect(shouldRetryRead(0, new Error('404: Not Found'))).toBe(false);
    expect(shouldRetryRead(0, new Error('401: Unauthorized'))).toBe(false);
    // The prototype's rule is literal: a 5xx whose text has a 4 is not retried either.
    expect(shouldRetryRead(0, new Error('500: error 42'))).toBe(false);
  });

  it('retries other failures up to 2 times', () => {
    const error = new Error('500: Internal Server Error');
    expect(shouldRetryRead(0, error)).toBe(true);
    expect(shouldRetryRead(1, error)).toBe(true);
    expect(shouldRetryRead(2, error)).toBe(false);
  });
});

describe('shouldRetryWrite', () => {
  it('retries once when the message mentions Network', () => {
    const error = new Error('NetworkError when attempting to fetch resource.');
    expect(shouldRetryWrite(0, error)).toBe(true);
    expect(shouldRetryWrite(1, error)).toBe(false);
  });

  it('does not retry other failures', () => {
    expect(shouldRetryWrite(0, new Error('500: Internal Server Error'))).toBe(false);
    expect(shouldRetryWrite(0, new Error('network down'))).toBe(false);
  });
});

describe('retryDelay', () => {
  it('doubles from 1 s and caps at 10 s', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(retryDelay)).toEqual([
      1000, 2000, 4000, 8000, 10_000, 10_000, 10_000,
    ]);
  });
});

describe('createQueryClient defaults', () => {
  it('uses the spec freshness and refetch rules', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries?.staleTime).toBe(5 * 60_000);
    expect(queries?.gcTime).toBe(10 * 60_000);
    expect(queries?.refetchOnWindowFocus).toBe(false);
    expect(queries?.refetchInterval).toBe(false);
    expect(queries?.retry).toBe(shouldRetryRead);
    expect(queries?.retryDelay).toBe(retryDelay);
    expect(mutations?.retry).toBe(shouldRetryWrite);
    expect(mutations?.retryDelay).toBe(retryDelay);
  });
});

describe('retries through a real QueryClient', () => {
  let client: QueryClient;

  beforeEach(() => {
    vi.useFakeTimers();
    client = createQueryClient();
  });

  afterEach(() => {
    client.clear();
    vi.useRealTimers();
  });

  it('tries a failing read 3 times in all, waiting 1 s then 2 s', async () => {
    const queryFn = vi.fn().mockRejectedValue(new Error('500: down'));
    const result = client.fetchQuery({ queryKey: ['read-500'], queryFn }).catch((e: Error) => e);
    await vi.advanceTimersByTimeAsync(0);
    expect(queryFn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(queryFn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(queryFn).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(queryFn).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(queryFn).toHaveBeenCalledTimes(3);
    expect(((await result) as Error).message).toBe('500: down');
  });

  it('does not retry a 4xx read', async () => {
    const queryFn = vi.fn().mockRejectedValue(new Error('404: missing'));
    const result = client.fetchQuery({ queryKey: ['read-404'], queryFn }).catch((e: Error) => e);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(((await result) as Error).message).toBe('404: missing');
  });

  it('retries a write once after a network error, not after an HTTP error', async () => {
    const networkFn = vi.fn().mockRejectedValue(new Error('NetworkError'));
    const network = new MutationObserver(client, { mutationFn: networkFn })
      .mutate(undefined)
      .catch(() => null);
    await vi.advanceTimersByTimeAsync(60_000);
    await network;
    expect(networkFn).toHaveBeenCalledTimes(2);

    const httpFn = vi.fn().mockRejectedValue(new Error('500: down'));
    const http = new MutationObserver(client, { mutationFn: httpFn })
      .mutate(undefined)
      .catch(() => null);
    await vi.advanceTimersByTimeAsync(60_000);
    await http;
    expect(httpFn).toHaveBeenCalledTimes(1);
  });
});

describe('auth user query', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is keyed by the endpoint, not retried, fresh 5 min, no refetch on focus', () => {
    const options = getAuthUserQueryOptions();
    expect(options.queryKey).toEqual(['/api/auth/user']);
    expect(options.retry).toBe(false);
    expect(options.staleTime).toBe(5 * 60_000);
    expect(options.refetchOnWindowFocus).toBe(false);
  });

  it('resolves to null when signed out (401) and is fetched once', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(new Response('', { status: 401 }));
    vi.stubGlobal('fetch', fetchMock);
    const client = createQueryClient();
    await expect(client.fetchQuery(getAuthUserQueryOptions())).resolves.toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/auth/user');
  });

  it('fails without retrying on a server error', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValue(new Response('boom', { status: 500, statusText: 'Server Error' }));
    vi.stubGlobal('fetch', fetchMock);
    const client = createQueryClient();
    await expect(client.fetchQuery(getAuthUserQueryOptions())).rejects.toThrow('500: boom');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
