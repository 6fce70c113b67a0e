/**
 * The QueryClient every Backlay app shares (the host owns it and hands it to remotes through
 * HostApi; a standalone dev host or a test makes its own). Server state lives here: cached per
 * query key, de-duplicated, invalidated by real-time pushes (see invalidation.ts).
 */
import { QueryClient } from '@tanstack/react-query';
import { HttpError } from '../http/index.js';

/** Network errors (no answer, time-outs) are retried this many times; answers never are. */
export const NETWORK_RETRIES = 2;

/** Whether a failed request is worth asking again: only when the server was not reached. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= NETWORK_RETRIES) return false;
  if (error instanceof HttpError) return error.status === 0 && !error.cancelled;
  return false;
}

/** Short back-off: 500 ms, then 1 s. */
export function retryDelay(attempt: number): number {
  return Math.min(500 * 2 ** attempt, 2_000);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay,
        // Pushes keep what matters fresh; a window regaining focus is no reason to ask again.
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}

/** A client for one test: no retries, nothing garbage-collected while the test runs. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, gcTime: Infinity, refetchOnWindowFocus: false, staleTime: 0 },
      mutations: { retry: false },
    },
  });
}
