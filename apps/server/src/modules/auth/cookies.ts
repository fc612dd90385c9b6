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
  // A `__Secure-algoone.*` cookie can only have come from elsewhere (a sibling subdomain):
  // dropped, so that better-auth reads exactly the `__Host-` cookies the access plugin read.
  const ours = cookie
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith(THEIRS));
  return ours.join('; ').replaceAll(OURS, THEIRS);
}

export function fromAuthSetCookie(setCookie: string, production: boolean): string {
  if (!production || !setCookie.startsWith(THEIRS)) return setCookie;
  return OURS + setCookie.slice(THEIRS.length);
}
