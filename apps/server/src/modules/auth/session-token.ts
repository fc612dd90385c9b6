import { createHmac, timingSafeEqual } from 'node:crypto';

/** A better-auth cookie's name as the browser sends it (see cookies.ts for the prefix). */
export function authCookieName(
  cookie: 'session_token' | 'dont_remember',
  production: boolean,
): string {
  return `${production ? '__Host-' : ''}algoone.${cookie}`;
}

/** One cookie's raw value as sent (URL-encoded), unchecked; the first, as better-auth reads. */
export function readCookie(cookieHeader: string | undefined, name: string): string | null {
  if (!cookieHeader) return null;
  const prefix = `${name}=`;
  for (const part of cookieHeader.split(';')) {
    const trimmed = part.trim();
    if (trimmed.startsWith(prefix)) return trimmed.slice(prefix.length) || null;
  }
  return null;
}

/** The session cookie's raw value (`token.signature`, URL-encoded), unchecked. */
export function readSessionCookie(cookieHeader: string | undefined, production: boolean) {
  return readCookie(cookieHeader, authCookieName('session_token', production));
}

/**
 * The session token in a session cookie's raw value when its signature is ours, else null. The same
 * check better-auth makes (`token.base64(HMAC-SHA256(secret, token))`), done here so that a
 * cached session can be served without asking better-auth or the database (ADR 010).
 */
export function verifySessionCookie(raw: string, secret: string): string | null {
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const dot = value.lastIndexOf('.');
  if (dot <= 0) return null;
  const token = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) return null;
  return token;
}
