import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import {
  createQueryClient,
  isSessionLost,
  queryRetryDelay,
  shouldRetryQuery,
} from './query-client';

const apiError = (status: number) => new ApiError({ code: 'X', message: 'x', status });

describe('query defaults (docs/product.md §9)', () => {
  it('retries three times', () => {
    expect(shouldRetryQuery(0, new Error('x'))).toBe(true);
    expect(shouldRetryQuery(2, apiError(503))).toBe(true);
    expect(shouldRetryQuery(3, apiError(503))).toBe(false);
    expect(shouldRetryQuery(1, apiError(0))).toBe(true);
  });

  it('does not retry client errors, except timeouts and rate limits', () => {
    expect(shouldRetryQuery(0, apiError(400))).toBe(false);
    expect(shouldRetryQuery(0, apiError(401))).toBe(false);
    expect(shouldRetryQuery(0, apiError(404))).toBe(false);
    expect(shouldRetryQuery(0, apiError(408))).toBe(true);
    expect(shouldRetryQuery(0, apiError(429))).toBe(true);
  });

  it('backs off exponentially from 1 s up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(queryRetryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });

  it('caches for five minutes', () => {
    const options = createQueryClient().getDefaultOptions();
    expect(options.queries?.staleTime).toBe(300_000);
    expect(options.queries?.gcTime).toBe(300_000);
    expect(options.mutations?.retry).toBe(false);
  });
});

describe('a lost session', () => {
  const unauthenticated = new ApiError({ code: 'UNAUTHENTICATED', message: 'x', status: 401 });

  it('is a 401 UNAUTHENTICATED outside the session query itself', () => {
    expect(isSessionLost(unauthenticated, ['sessions', 'list'])).toBe(true);
    expect(isSessionLost(unauthenticated)).toBe(true);
    expect(isSessionLost(unauthenticated, ['session', 'current'])).toBe(false);
    expect(
      isSessionLost(new ApiError({ code: 'INVALID_CREDENTIALS', message: 'x', status: 401 })),
    ).toBe(false);
    expect(isSessionLost(apiError(403))).toBe(false);
  });

  it('makes the client read the session again', async () => {
    const client = createQueryClient();
    client.setQueryData(['session', 'current'], { user: { id: 'u1' } });
    await client
      .fetchQuery({
        queryKey: ['sessions', 'list'],
        queryFn: () => Promise.reject(unauthenticated),
        retry: false,
      })
      .catch(() => undefined);
    expect(client.getQueryState(['session', 'current'])?.isInvalidated).toBe(true);
  });
});
