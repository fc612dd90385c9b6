import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import {
  can,
  ERROR_CODES,
  TWO_FACTOR_REQUIRED_ROLES,
  type Permission,
  type Role,
} from '@algoone/contracts';
import { AppError, forbidden, unauthenticated } from '../lib/app-error.ts';
import type { Auth } from '../modules/auth/auth.ts';
import { SESSION_ABSOLUTE_SECONDS } from '../modules/auth/auth.ts';
import { fromAuthSetCookie, toAuthCookieHeader } from '../modules/auth/cookies.ts';
import {
  authCookieName,
  readCookie,
  readSessionCookie,
  verifySessionCookie,
} from '../modules/auth/session-token.ts';
import { SAFE_METHODS } from './security.ts';
import type { Loaded } from '../lib/user-scoped-cache.ts';
import { sessions } from '../db/schema/index.ts';
import { eq } from 'drizzle-orm';

/**
 * How long a resolved session is served from memory. Revocation does not wait for it: the
 * change feed drops a user's entries as soon as their session or user row changes anywhere.
 * It bounds how stale time-based facts may get (better-auth slides the idle expiry hourly).
 */
const SESSION_CACHE_MS = 30_000;
const SESSION_CACHE_ENTRIES = 50_000;

/** Who is calling. Use cases receive it and check access to the object they touch. */
export interface Viewer {
  id: string;
  name: string;
  email: string;
  role: Role;
  twoFactorEnabled: boolean;
  sessionId: string;
}

/** Every /api route declares who may call it: 'public' or a permission of the catalogue. */
export type RouteAccess = 'public' | Permission;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    viewer: Viewer | null;
  }
  interface FastifyInstance {
    auth: Auth;
    /** Every API route with its declared access, for the authorization matrix. */
    apiRoutes: { method: string; url: string; access: RouteAccess }[];
    resolveViewer(request: FastifyRequest, reply?: FastifyReply): Promise<Viewer | null>;
  }
}

const TWO_FACTOR_EXEMPT: readonly Permission[] = ['accountSelf'];

/** Why `viewer` may not call a route with this access, or undefined when they may. */
function refusal(viewer: Viewer | null, access: RouteAccess): AppError | undefined {
  if (access === 'public') return undefined;
  if (!viewer) return unauthenticated();
  if (!can(viewer.role, access)) return forbidden();
  if (
    TWO_FACTOR_REQUIRED_ROLES.includes(viewer.role) &&
    !viewer.twoFactorEnabled &&
    !TWO_FACTOR_EXEMPT.includes(access)
  ) {
    return new AppError(
      403,
      ERROR_CODES.twoFactorRequired,
      'Ative a verificação em duas etapas para acessar a área administrativa.',
    );
  }
  return undefined;
}

export function requireViewer(request: FastifyRequest): Viewer {
  if (!request.viewer) throw unauthenticated();
  return request.viewer;
}

export default fp<{ auth: Auth; production: boolean; secret: string }>(
  async (app, options) => {
    app.decorate('auth', options.auth);
    app.decorate('apiRoutes', []);
    app.decorateRequest('viewer', null);

    app.addHook('onRoute', (route) => {
      const access = route.config?.access;
      if (access) {
        // Before the route's own preHandlers, which may read `request.viewer`.
        const own = route.preHandler ? [route.preHandler].flat() : [];
        route.preHandler = [checkAccess(access), ...own];
      }
      if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
      if (!access) throw new Error(`Route ${route.method} ${route.url} declares no access`);
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        if (method === 'HEAD') continue;
        app.apiRoutes.push({ method, url: route.url, access });
      }
    });

    const viewers = app.changeFeed.createCache<Viewer>({
      ttlMs: SESSION_CACHE_MS,
      maxEntries: SESSION_CACHE_ENTRIES,
    });

    /**
     * Asks better-auth which session and user it is, with that session cookie alone (and the
     * "don't remember me" mark, which stops better-auth from sliding the session's expiry).
     * When the session slides, better-auth renews the cookie too: `renewCookies` receives it.
     */
    async function loadViewer(
      raw: string,
      dontRemember: string | null,
      renewCookies: (setCookies: string[]) => void,
    ): Promise<Loaded<Viewer> | null> {
      const sent = [`${authCookieName('session_token', options.production)}=${raw}`];
      if (dontRemember) {
        sent.push(`${authCookieName('dont_remember', options.production)}=${dontRemember}`);
      }
      const cookie = toAuthCookieHeader(sent.join('; '), options.production) ?? '';
      const { headers, response: result } = await options.auth.api.getSession({
        headers: new Headers({ cookie }),
        returnHeaders: true,
      });
      const setCookies = headers.getSetCookie();
      if (setCookies.length > 0) {
        renewCookies(setCookies.map((c) => fromAuthSetCookie(c, options.production)));
      }
      if (!result) return null;
      const { session, user } = result;
      const endsAt = new Date(session.createdAt).getTime() + SESSION_ABSOLUTE_SECONDS * 1000;
      if (Date.now() > endsAt) {
        await app.database.db.delete(sessions).where(eq(sessions.id, session.id));
        return null;
      }
      if (user.banned) return null;
      return {
        userId: user.id,
        // Shared by every request that hits the cache: frozen, so none can change it for others.
        value: Object.freeze({
          id: user.id,
          name: user.name,
          email: user.email,
          role: (user.role ?? 'investor') as Role,
          twoFactorEnabled: !!user.twoFactorEnabled,
          sessionId: session.id,
        }),
        validUntil: Math.min(endsAt, new Date(session.expiresAt).getTime()),
      };
    }

    /**
     * The viewer of a session cookie value that memory does not know: its signature checked,
     * then better-auth asked once per value in flight. With `reply`, a cookie better-auth
     * renews on the way goes out with it.
     */
    async function resolveUncached(
      raw: string,
      request: FastifyRequest,
      reply?: FastifyReply,
    ): Promise<Viewer | null> {
      if (!verifySessionCookie(raw, options.secret)) return null;
      const dontRemember = readCookie(
        request.headers.cookie,
        authCookieName('dont_remember', options.production),
      );
      // Among concurrent requests for one session, the one that asks better-auth carries the
      // renewed cookie; that is enough for the browser to keep it.
      return viewers.getOrLoad(raw, () =>
        loadViewer(raw, dontRemember, (setCookies) => {
          for (const setCookie of setCookies) reply?.header('set-cookie', setCookie);
        }),
      );
    }

    async function resolveViewer(
      request: FastifyRequest,
      reply?: FastifyReply,
    ): Promise<Viewer | null> {
      const raw = readSessionCookie(request.headers.cookie, options.production);
      if (!raw) return null;
      return viewers.get(raw) ?? resolveUncached(raw, request, reply);
    }
    app.decorate('resolveViewer', resolveViewer);

    /**
     * The route's own preHandler, made once per route with its access in hand: who calls is
     * resolved (from memory when it can be, with no promise at all) and checked against it.
     */
    function checkAccess(access: RouteAccess): preHandlerHookHandler {
      return (request, reply, done) => {
        const raw = readSessionCookie(request.headers.cookie, options.production);
        // Cached under the signed cookie value itself: a hit is a value whose signature was
        // checked when it was cached, so no HMAC is computed again.
        const known = raw ? viewers.get(raw) : null;
        if (!raw || known) {
          request.viewer = known ?? null;
          return done(refusal(request.viewer, access));
        }
        resolveUncached(raw, request, reply).then((viewer) => {
          request.viewer = viewer;
          done(refusal(viewer, access));
        }, done);
      };
    }

    // Read-your-writes on this node: whatever a signed-in person changed, their cached session
    // and views are dropped before the answer leaves, without waiting for the change feed.
    // Callback-style hooks: on a cache hit no promise is made at all (they cost more than the
    // rest of a cached request's own work, see ADR 010).
    app.addHook('onSend', (request, _reply, payload, done) => {
      if (request.viewer && !SAFE_METHODS.has(request.method)) {
        app.changeFeed.changed(request.viewer.id);
      }
      done(null, payload);
    });
  },
  { name: 'access', dependencies: ['errors', 'change-feed'] },
);
