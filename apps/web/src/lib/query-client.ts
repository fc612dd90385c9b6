import { MutationCache, QueryCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import { ERROR_CODES } from '@algoone/contracts';
import { QUERY_SETTINGS, queryRetryDelayMs } from '@algoone/domain';
import { ApiError } from './api';
import { queryKeys } from './query-keys';

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

/** docs/product.md §9: 3 retries, except for 4xx answers, which would fail the same way again. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (isPermanentFailure(error)) return false;
  return failureCount < QUERY_SETTINGS.retry;
}

/** docs/product.md §9: exponential back-off from 1 s, doubling, capped at 30 s. */
export const queryRetryDelay = queryRetryDelayMs;

/** The session ended behind the page's back (expired, revoked elsewhere). */
export function isSessionLost(error: unknown, queryKey?: QueryKey): boolean {
  return (
    error instanceof ApiError &&
    error.status === 401 &&
    error.code === ERROR_CODES.unauthenticated &&
    queryKey?.[0] !== queryKeys.session.all[0]
  );
}

export function createQueryClient(): QueryClient {
  // Any request answered "not signed in" re-reads the session, so the route guard can send the
  // person to sign in again instead of leaving them on a page of errors.
  const recheckSession = () => {
    void client.invalidateQueries({ queryKey: queryKeys.session.all });
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (isSessionLost(error, query.queryKey)) recheckSession();
      },
    }),
    mutationCache: new MutationCache({
      onError: (error) => {
        if (isSessionLost(error)) recheckSession();
      },
    }),
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
  return client;
}
