import { eq } from 'drizzle-orm';
import type { Role } from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import { sessions } from '../../db/schema/index.ts';
import type { Viewer } from '../../lib/viewer.ts';
import type { SessionSource } from '../../plugins/access.ts';
import { SESSION_ABSOLUTE_SECONDS, type Auth } from './auth.ts';
import { fromAuthSetCookie, toAuthCookieHeader } from './cookies.ts';
import {
  authCookieName,
  readCookie,
  readSessionCookie,
  verifySessionCookie,
} from './session-token.ts';

/** better-auth's sessions, as the access plugin asks for them (ADR 010 for the cache). */
export function createSessionSource(options: {
  auth: Auth;
  db: Db;
  production: boolean;
  secret: string;
}): SessionSource {
  const { auth, db, production, secret } = options;
  return {
    read: (cookieHeader) => readSessionCookie(cookieHeader, production),
    verify: (raw) => verifySessionCookie(raw, secret) !== null,
    /**
     * Asks better-auth which session and user it is, with that session cookie alone (and the
     * "don't remember me" mark, which stops better-auth from sliding the session's expiry).
     * When the session slides, better-auth renews the cookie too: `renewCookies` receives it.
     */
    async load(raw, cookieHeader, renewCookies) {
      const sent = [`${authCookieName('session_token', production)}=${raw}`];
      const dontRemember = readCookie(cookieHeader, authCookieName('dont_remember', production));
      if (dontRemember) {
        sent.push(`${authCookieName('dont_remember', production)}=${dontRemember}`);
      }
      const cookie = toAuthCookieHeader(sent.join('; '), production) ?? '';
      const { headers, response: result } = await auth.api.getSession({
        headers: new Headers({ cookie }),
        returnHeaders: true,
      });
      const setCookies = headers.getSetCookie();
      if (setCookies.length > 0) {
        renewCookies(setCookies.map((c) => fromAuthSetCookie(c, production)));
      }
      if (!result) return null;
      const { session, user } = result;
      const endsAt = new Date(session.createdAt).getTime() + SESSION_ABSOLUTE_SECONDS * 1000;
      if (Date.now() > endsAt) {
        await db.delete(sessions).where(eq(sessions.id, session.id));
        return null;
      }
      if (user.banned) return null;
      const viewer: Viewer = {
        id: user.id,
        name: user.name,
        email: user.email,
        role: (user.role ?? 'investor') as Role,
        twoFactorEnabled: !!user.twoFactorEnabled,
        sessionId: session.id,
      };
      return {
        userId: user.id,
        // Shared by every request that hits the cache: frozen, so none can change it for others.
        value: Object.freeze(viewer),
        validUntil: Math.min(endsAt, new Date(session.expiresAt).getTime()),
      };
    },
  };
}
