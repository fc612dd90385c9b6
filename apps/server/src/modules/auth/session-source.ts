import { eq } from 'drizzle-orm';
import type { Role } from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import { sessions } from '../../db/schema/index.ts';
import type { Viewer } from '../../lib/viewer.ts';
import type { SessionSource } from '../../plugins/access.ts';
import { SESSION_ABSOLUTE_SECONDS, type Auth } from './auth.ts';
import { fromAuthSetCookie, toAuthCookieHeader } from './cookies.ts';
import { findSessionByToken, needsBetterAuth, type SessionRow } from './find-session.ts';
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

  /** better-auth's getSession with that session cookie alone; null when it has none. */
  async function askBetterAuth(
    raw: string,
    cookieHeader: string | undefined,
    renewCookies: (setCookies: string[]) => void,
  ) {
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
    return {
      session: {
        id: result.session.id,
        createdAt: new Date(result.session.createdAt),
        expiresAt: new Date(result.session.expiresAt),
      },
      user: {
        userId: result.user.id,
        name: result.user.name,
        email: result.user.email,
        role: result.user.role ?? 'investor',
        twoFactorEnabled: result.user.twoFactorEnabled ?? false,
        banned: result.user.banned ?? false,
      },
    };
  }

  return {
    read: (cookieHeader) => readSessionCookie(cookieHeader, production),
    verify: (raw) => verifySessionCookie(raw, secret) !== null,
    /**
     * The session and user behind a session cookie. Most sessions are read with one prepared
     * statement; better-auth is asked only when the session has expired or its idle expiry is
     * due to slide forward, which it does with that session cookie alone (and the "don't
     * remember me" mark, which stops the slide). When it slides, better-auth renews the cookie
     * too: `renewCookies` receives it.
     */
    async load(raw, cookieHeader, renewCookies) {
      const token = verifySessionCookie(raw, secret);
      if (!token) return null;
      const found = await findSessionByToken(db, token);
      if (!found) return null;
      let session: { id: string; createdAt: Date; expiresAt: Date };
      let user: Omit<SessionRow, 'sessionId' | 'createdAt' | 'expiresAt'>;
      if (needsBetterAuth(found.expiresAt)) {
        const answer = await askBetterAuth(raw, cookieHeader, renewCookies);
        if (!answer) return null;
        ({ session, user } = answer);
      } else {
        session = { id: found.sessionId, createdAt: found.createdAt, expiresAt: found.expiresAt };
        user = found;
      }
      const endsAt = new Date(session.createdAt).getTime() + SESSION_ABSOLUTE_SECONDS * 1000;
      if (Date.now() > endsAt) {
        await db.delete(sessions).where(eq(sessions.id, session.id));
        return null;
      }
      if (user.banned) return null;
      const viewer: Viewer = {
        id: user.userId,
        name: user.name,
        email: user.email,
        role: (user.role ?? 'investor') as Role,
        twoFactorEnabled: !!user.twoFactorEnabled,
        sessionId: session.id,
      };
      return {
        userId: user.userId,
        // Shared by every request that hits the cache: frozen, so none can change it for others.
        value: Object.freeze(viewer),
        validUntil: Math.min(endsAt, new Date(session.expiresAt).getTime()),
      };
    },
  };
}
