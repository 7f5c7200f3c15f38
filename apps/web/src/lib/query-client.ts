import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api-client.ts';
import { DEFAULT_GC_TIME, DEFAULT_STALE_TIME } from './cache-presets.ts';

const MAX_READ_RETRIES = 2;
const MAX_RETRY_DELAY = 10_000;

/**
 * Spec 7: reads are not retried when the message contains the digit 4 (that catches 4xx
 * statuses, as the prototype did), otherwise up to 2 retries. React Query passes the number of
 * failures before this attempt, starting at 0.
 */
export function shouldRetryRead(failureCount: number, error: Error): boolean {
  if (error.message.includes('4')) return false;
  return failureCount < MAX_READ_RETRIES;
}

/** Spec 7: a write is retried once, and only after a network failure. */
export function shouldRetryWrite(failureCount: number, error: Error): boolean {
  return failureCount < 1 && error.message.includes('Network');
}

/** Spec 9: 1 s, 2 s, 4 s, ... capped at 10 s. */
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
