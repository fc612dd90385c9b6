import { QueryClient } from '@tanstack/react-query';
import {
  QUERY_BACKOFF_MAX_MS,
  QUERY_BACKOFF_MIN_MS,
  QUERY_RETRIES,
  QUERY_STALE_TIME_MS,
} from '@algoone/domain';
import { ApiError } from './api';

/** A client error will not change on a retry; timeouts and rate limits may. */
function isPermanentFailure(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 408 &&
    error.status !== 429
  );
}

/** SPEC §9: 3 retries, except for 4xx answers, which would fail the same way again. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (isPermanentFailure(error)) return false;
  return failureCount < QUERY_RETRIES;
}

/** SPEC §9: exponential back-off from 1 s, doubling, capped at 30 s. */
export function queryRetryDelay(attemptIndex: number): number {
  return Math.min(QUERY_BACKOFF_MIN_MS * 2 ** attemptIndex, QUERY_BACKOFF_MAX_MS);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        retryDelay: queryRetryDelay,
        staleTime: QUERY_STALE_TIME_MS,
        gcTime: QUERY_STALE_TIME_MS,
      },
      // Writes are not replayed behind the user's back: a failed save is shown, not retried.
      mutations: { retry: false },
    },
  });
}
