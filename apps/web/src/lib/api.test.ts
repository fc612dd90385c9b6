import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  FALLBACK_ERROR_MESSAGE,
  NETWORK_ERROR_CODE,
  api,
  apiRequest,
  buildUrl,
  toApiError,
} from './api';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('toApiError', () => {
  it("reads the server's error shape", () => {
    const error = toApiError(422, {
      error: {
        code: 'VALIDATION_ERROR',
        message: 'Alguns dados estão inválidos.',
        fields: { email: 'E-mail inválido', ignored: 3 },
      },
    });
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Alguns dados estão inválidos.',
      status: 422,
      fields: { email: 'E-mail inválido' },
    });
  });

  it('falls back to the generic pt-BR message for any other body', () => {
    for (const body of [undefined, '<html>Bad gateway</html>', { message: 'x' }, { error: 'x' }]) {
      const error = toApiError(502, body);
      expect(error.message).toBe('Erro interno. Tente novamente mais tarde.');
      expect(error.message).toBe(FALLBACK_ERROR_MESSAGE);
      expect(error.code).toBe('INTERNAL_ERROR');
      expect(error.status).toBe(502);
      expect(error.fields).toBeUndefined();
    }
  });

  it('does not accept an empty message', () => {
    expect(toApiError(400, { error: { code: 'X', message: ' ' } }).message).toBe(
      FALLBACK_ERROR_MESSAGE,
    );
  });
});

describe('apiRequest', () => {
  it('sends credentials and JSON, and returns the parsed body', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(201, { id: 'g1' }));
    vi.stubGlobal('fetch', fetchMock);

    await expect(api.post('/api/goals', { nome: 'Viagem' })).resolves.toEqual({ id: 'g1' });

    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/goals');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(init.body).toBe('{"nome":"Viagem"}');
    expect(init.headers).toMatchObject({
      Accept: 'application/json',
      'Content-Type': 'application/json',
    });
  });

  it('throws ApiError on a non-2xx answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'Recurso não encontrado.' } }),
      ),
    );
    await expect(apiRequest('/api/nada')).rejects.toMatchObject({
      name: 'ApiError',
      status: 404,
      code: 'NOT_FOUND',
      message: 'Recurso não encontrado.',
    });
  });

  it('uses the fallback message when the error body is not JSON', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('upstream timeout', { status: 504 })),
    );
    await expect(apiRequest('/api/x')).rejects.toMatchObject({
      status: 504,
      message: FALLBACK_ERROR_MESSAGE,
    });
  });

  it('returns undefined for 204', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    await expect(api.delete('/api/goals/1')).resolves.toBeUndefined();
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(apiRequest('/api/x')).rejects.toMatchObject({
      status: 0,
      code: NETWORK_ERROR_CODE,
    });
  });

  it('lets an abort through untouched', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new DOMException('aborted', 'AbortError');
      }),
    );
    await expect(apiRequest('/api/x')).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('buildUrl', () => {
  it('prefixes /api and drops empty query values', () => {
    expect(buildUrl('goals')).toBe('/api/goals');
    expect(buildUrl('/api/goals', { page: 2, q: 'casa própria', empty: undefined, n: null })).toBe(
      '/api/goals?page=2&q=casa+pr%C3%B3pria',
    );
  });
});
