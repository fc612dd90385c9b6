import { QueryClient } from '@tanstack/react-query';
import { QUERY_SETTINGS, queryRetryDelayMs } from '@algoone/domain';
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
  return failureCount < QUERY_SETTINGS.retry;
}

/** SPEC §9: exponential back-off from 1 s, doubling, capped at 30 s. */
export const queryRetryDelay = queryRetryDelayMs;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        retryDelay: queryRetryDelay,
        staleTime: QUERY_SETTINGS.staleTimeMs,
        gcTime: QUERY_SETTINGS.staleTimeMs,
      },
      // Writes are not replayed behind the user's back: a failed save is shown, not retried.
      mutations: { retry: false },
    },
  });
}
