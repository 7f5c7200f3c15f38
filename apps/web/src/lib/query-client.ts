import { QueryClient } from '@tanstack/react-query';
import { getQueryFn, isClientError } from './api-client.ts';
import { DEFAULT_GC_TIME, DEFAULT_STALE_TIME } from './cache-presets.ts';
import { isNetworkFailure } from './network.ts';

const MAX_READ_RETRIES = 2;
const MAX_RETRY_DELAY = 10_000;

/**
 * docs/product.md#request-and-retry-rules: a read answered 4xx is not retried (asking again gets
 * the same answer); anything else, a 5xx or no answer at all, up to 2 times. Decided on the
 * ApiError's status, not on message text. React Query passes the number of failures before this
 * attempt, starting at 0.
 */
export function shouldRetryRead(failureCount: number, error: Error): boolean {
  if (isClientError(error)) return false;
  return failureCount < MAX_READ_RETRIES;
}

/**
 * docs/product.md#request-and-retry-rules: a write is retried once, and only when no answer arrived
 * (the original prototype looked for "Network" in the message, which Chromium's "Failed to fetch"
 * never held): a write the server answered, even with a 5xx, may have been applied.
 */
export function shouldRetryWrite(failureCount: number, error: Error): boolean {
  return failureCount < 1 && isNetworkFailure(error);
}

/** 1 s, 2 s, 4 s, ... capped at 10 s (docs/product.md#request-and-retry-rules). */
export function retryDelay(attemptIndex: number): number {
  return Math.min(1000 * 2 ** attemptIndex, MAX_RETRY_DELAY);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: DEFAULT_STALE_TIME,
        gcTime: DEFAULT_GC_TIME,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: shouldRetryRead,
        retryDelay,
      },
      mutations: {
        retry: shouldRetryWrite,
        retryDelay,
      },
    },
  });
}
