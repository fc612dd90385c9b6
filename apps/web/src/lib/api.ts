import { ERROR_CODES, ERROR_MESSAGES } from '@algoone/contracts';

export const FALLBACK_ERROR_MESSAGE = ERROR_MESSAGES[ERROR_CODES.internal];
export const NETWORK_ERROR_CODE = 'NETWORK_ERROR';
export const NETWORK_ERROR_MESSAGE =
  'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.';

/** An API failure, carrying the server's `{ error: { code, message, fields? } }`. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: string;
  readonly status: number;
  /** Field path → pt-BR message, for showing next to form fields. */
  readonly fields: Readonly<Record<string, string>> | undefined;

  constructor(init: {
    code: string;
    message: string;
    status: number;
    fields?: Record<string, string> | undefined;
  }) {
    super(init.message);
    this.code = init.code;
    this.status = init.status;
    this.fields = init.fields;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** No answer came (the connection failed or the request gave up): the server may have acted. */
export function isNetworkError(error: unknown): boolean {
  return isApiError(error) && error.code === NETWORK_ERROR_CODE;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stringFields(value: unknown): Record<string, string> | undefined {
  if (!isRecord(value)) return undefined;
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/**
 * Builds the ApiError for a non-2xx answer. A body that is not the server's error shape
 * (a proxy's HTML page, an empty body) becomes the generic pt-BR message.
 */
export function toApiError(status: number, body: unknown): ApiError {
  const error = isRecord(body) ? body.error : undefined;
  if (
    isRecord(error) &&
    typeof error.code === 'string' &&
    typeof error.message === 'string' &&
    error.message.trim() !== ''
  ) {
    return new ApiError({
      code: error.code,
      message: error.message,
      status,
      fields: stringFields(error.fields),
    });
  }
  return new ApiError({ code: ERROR_CODES.internal, message: FALLBACK_ERROR_MESSAGE, status });
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  /** Serialised as JSON. */
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export function buildUrl(path: string, query?: RequestOptions['query']): string {
  const url = path.startsWith('/api/') ? path : `/api/${path.replace(/^\/+/, '')}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Calls `/api/*` with the session cookie and JSON, and returns the parsed body.
 * Throws ApiError on any non-2xx answer, and on network failure (status 0).
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, query, signal, headers } = options;
  if (import.meta.env.SSR) {
    // Rendering a page on the server: only reads happen there, answered in process
    // (lib/server-api.ts). Elsewhere in a server build (unit tests) requests go out as usual.
    const server = await import('./server-api');
    const get = server.currentServerApi();
    if (get) {
      if (method !== 'GET')
        throw new Error(`${method} ${path} durante a renderização no servidor.`);
      const answer = await get(buildUrl(path, query));
      if (answer.status < 200 || answer.status >= 300) throw toApiError(answer.status, answer.body);
      return answer.body as T;
    }
  }
  const init: RequestInit = {
    method,
    credentials: 'include',
    headers: {
      Accept: 'application/json',
      ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...headers,
    },
    body: body !== undefined ? JSON.stringify(body) : null,
    signal: signal ?? null,
  };

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), init);
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError({ code: NETWORK_ERROR_CODE, message: NETWORK_ERROR_MESSAGE, status: 0 });
  }

  const payload = await readBody(response);
  if (!response.ok) throw toApiError(response.status, payload);
  return payload as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

/**
 * `fetch` with the session cookie for answers that are not JSON (a PDF) or bodies that are not
 * (a file's bytes): the Response when it is 2xx, else the server's error as an ApiError, and a
 * network failure as one too (status 0).
 */
export async function fetchOk(path: string, init: RequestInit = {}): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: 'include', ...init });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError({ code: NETWORK_ERROR_CODE, message: NETWORK_ERROR_MESSAGE, status: 0 });
  }
  if (!response.ok) throw toApiError(response.status, await readBody(response));
  return response;
}
