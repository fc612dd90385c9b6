/**
 * In production the session cookies carry the `__Host-` prefix (Secure, Path=/, no Domain:
 * no subdomain can set or read them). better-auth names secure cookies `__Secure-…`, so the
 * gateway renames them on the way out and back on the way in. Nothing else knows.
 */
const OURS = '__Host-algoone.';
const THEIRS = '__Secure-algoone.';

export function toAuthCookieHeader(
  cookie: string | undefined,
  production: boolean,
): string | undefined {
  if (!cookie || !production) return cookie;
  return cookie.replaceAll(OURS, THEIRS);
}

export function fromAuthSetCookie(setCookie: string, production: boolean): string {
  if (!production || !setCookie.startsWith(THEIRS)) return setCookie;
  return OURS + setCookie.slice(THEIRS.length);
}
