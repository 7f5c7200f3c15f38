import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import {
  createQueryClient,
  retryDelay,
  shouldRetryRead,
  shouldRetryWrite,
} from './query-client.ts';
import { getAuthUserQueryOptions } from './auth-user.ts';
import { ApiError } from './api-client.ts';

const answered = (status: number, message = 'x') =>
  ApiError.fromText(status, '', JSON.stringify({ message }));
const chromiumOffline = () => new TypeError('Failed to fetch');
const firefoxOffline = () => new TypeError('NetworkError when attempting to fetch resource.');

describe('shouldRetryRead', () => {
  it('never retries a 4xx answer', () => {
    expect(shouldRetryRead(0, answered(404))).toBe(false);
    expect(shouldRetryRead(0, answered(401))).toBe(false);
    expect(shouldRetryRead(0, answered(429))).toBe(false);
  });

  it('retries a 5xx or a network failure up to 2 times, whatever the text says', () => {
    for (const error of [answered(500, 'error 42'), answered(503), chromiumOffline()]) {
      expect(shouldRetryRead(0, error)).toBe(true);
      expect(shouldRetryRead(1, error)).toBe(true);
      expect(shouldRetryRead(2, error)).toBe(false);
    }
  });
});

describe('shouldRetryWrite', () => {
  it("retries once on a network failure, Chromium's 'Failed to fetch' included", () => {
    for (const error of [chromiumOffline(), firefoxOffline()]) {
      expect(shouldRetryWrite(0, error)).toBe(true);
      expect(shouldRetryWrite(1, error)).toBe(false);
    }
  });

  it('does not retry an answered write, 4xx or 5xx, nor an error that merely says Network', () => {
    expect(shouldRetryWrite(0, answered(500, 'Internal Server Error'))).toBe(false);
    expect(shouldRetryWrite(0, answered(400, 'Network name is invalid'))).toBe(false);
    expect(shouldRetryWrite(0, new Error('NetworkError'))).toBe(false);
  });

  it('does not retry an answer even when the device reports being offline', () => {
    vi.stubGlobal('navigator', { onLine: false });
    try {
      expect(shouldRetryWrite(0, answered(409))).toBe(false);
      expect(shouldRetryWrite(0, new Error('aborted'))).toBe(true);
    } finally {
      vi.unstubAllGlobals();
    }
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
  it('uses the default cache times (docs/product.md#cache-times) and the request and retry rules', () => {
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
    const queryFn = vi.fn().mockRejectedValue(answered(500, 'down'));
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
    expect(((await result) as Error).message).toBe('down');
  });

  it('does not retry a 4xx read', async () => {
    const queryFn = vi.fn().mockRejectedValue(answered(404, 'missing'));
    const result = client.fetchQuery({ queryKey: ['read-404'], queryFn }).catch((e: Error) => e);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(((await result) as Error).message).toBe('missing');
  });

  it('retries a write once after a network error, not after an HTTP error', async () => {
    const networkFn = vi.fn().mockRejectedValue(chromiumOffline());
    const network = new MutationObserver(client, { mutationFn: networkFn })
      .mutate(undefined)
      .catch(() => null);
    await vi.advanceTimersByTimeAsync(60_000);
    await network;
    expect(networkFn).toHaveBeenCalledTimes(2);

    const httpFn = vi.fn().mockRejectedValue(answered(500, 'down'));
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
    await expect(client.fetchQuery(getAuthUserQueryOptions())).rejects.toMatchObject({
      status: 500,
      message: 'boom',
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
