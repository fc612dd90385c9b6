import type { FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES, ERROR_MESSAGES } from '@algoone/contracts';
import { AppError } from '../../lib/app-error.ts';
import { CLIENT_IP_HEADER } from './auth.ts';
import { fromAuthSetCookie, toAuthCookieHeader } from './cookies.ts';
import { ownOrigin } from '../../lib/own-origin.ts';

export interface AuthCall {
  path: string;
  method?: 'GET' | 'POST';
  body?: Record<string, unknown>;
}

export interface AuthResult {
  status: number;
  data: Record<string, unknown> | null;
  /** better-auth's own error code, e.g. INVALID_EMAIL_OR_PASSWORD. */
  code: string | null;
}

/**
 * Hands one already-validated request to better-auth and copies its cookies onto our reply.
 * Fastify has parsed the body by now, so we pass better-auth a fresh JSON body (ADR 004).
 */
export async function forwardToAuth(
  request: FastifyRequest,
  reply: FastifyReply,
  call: AuthCall,
): Promise<AuthResult> {
  const app = request.server;
  const production = app.env.NODE_ENV === 'production';
  const headers = new Headers({ 'content-type': 'application/json' });
  const cookie = toAuthCookieHeader(request.headers.cookie, production);
  if (cookie) headers.set('cookie', cookie);
  for (const name of ['origin', 'referer', 'user-agent'] as const) {
    const value = request.headers[name];
    if (typeof value === 'string') headers.set(name, value);
  }
  headers.set(CLIENT_IP_HEADER, request.ip);
  const url = new URL(call.path, ownOrigin(request));
  const response = await app.auth.handler(
    new Request(url, {
      method: call.method ?? 'POST',
      headers,
      body: call.method === 'GET' ? undefined : JSON.stringify(call.body ?? {}),
    }),
  );
  for (const setCookie of response.headers.getSetCookie()) {
    reply.header('set-cookie', fromAuthSetCookie(setCookie, production));
  }
  const text = await response.text();
  let data: Record<string, unknown> | null = null;
  try {
    data = text ? (JSON.parse(text) as Record<string, unknown>) : null;
  } catch {
    data = null;
  }
  const code = response.ok ? null : typeof data?.code === 'string' ? data.code : null;
  if (response.status >= 500) {
    request.log.error({ status: response.status, code }, 'auth handler failed');
    throw new AppError(500, ERROR_CODES.internal);
  }
  return { status: response.status, data, code };
}

/** better-auth's codes, in the API's shape and in pt-BR. */
export function authError(result: AuthResult): AppError {
  switch (result.code) {
    case 'INVALID_EMAIL_OR_PASSWORD':
      return new AppError(401, ERROR_CODES.invalidCredentials);
    case 'USER_ALREADY_EXISTS':
    case 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL':
      return new AppError(409, ERROR_CODES.emailTaken, undefined, {
        email: ERROR_MESSAGES.EMAIL_TAKEN,
      });
    case 'INVALID_TOKEN':
    case 'TOKEN_EXPIRED':
      return new AppError(400, ERROR_CODES.invalidToken);
    case 'INVALID_PASSWORD':
      return new AppError(400, ERROR_CODES.validation, 'Senha incorreta.', {
        currentPassword: 'Senha atual incorreta.',
        password: 'Senha incorreta.',
      });
    case 'INVALID_CODE':
      return new AppError(400, ERROR_CODES.validation, 'Código inválido.', {
        code: 'Código inválido. Confira o aplicativo autenticador e tente de novo.',
      });
    case 'INVALID_BACKUP_CODE':
      return new AppError(400, ERROR_CODES.validation, 'Código de recuperação inválido.', {
        code: 'Código de recuperação inválido ou já usado.',
      });
    case 'INVALID_TWO_FACTOR_COOKIE':
      return new AppError(
        401,
        ERROR_CODES.unauthenticated,
        'Sua verificação expirou. Entre novamente com email e senha.',
      );
    case 'TOTP_NOT_ENABLED':
    case 'TWO_FACTOR_NOT_ENABLED':
      return new AppError(
        400,
        ERROR_CODES.badRequest,
        'A verificação em duas etapas não está ativa.',
      );
    case 'ACCOUNT_TEMPORARILY_LOCKED':
    case 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE':
      return new AppError(429, ERROR_CODES.accountLocked);
    case 'INVALID_ORIGIN':
    case 'MISSING_OR_NULL_ORIGIN':
    case 'CROSS_SITE_NAVIGATION_LOGIN_BLOCKED':
      return new AppError(403, ERROR_CODES.csrf);
    default:
      if (result.status === 401) return new AppError(401, ERROR_CODES.unauthenticated);
      if (result.status === 403) return new AppError(403, ERROR_CODES.forbidden);
      if (result.status === 429) return new AppError(429, ERROR_CODES.rateLimited);
      return new AppError(400, ERROR_CODES.badRequest);
  }
}
