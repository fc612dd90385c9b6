import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest, preValidationHookHandler } from 'fastify';
import { can, ERROR_CODES, TWO_FACTOR_REQUIRED_ROLES, type Permission } from '@algoone/contracts';
import { AppError, forbidden, unauthenticated } from '../lib/app-error.ts';
import type { Loaded } from '../lib/user-scoped-cache.ts';
import type { RouteAccess, Viewer } from '../lib/viewer.ts';
import { SAFE_METHODS } from './security.ts';

/**
 * How long a resolved session is served from memory. Revocation does not wait for it: the
 * change feed drops a user's entries as soon as their session or user row changes anywhere.
 * It bounds how stale time-based facts may get (better-auth slides the idle expiry hourly).
 */
const SESSION_CACHE_MS = 30_000;
const SESSION_CACHE_ENTRIES = 50_000;

/**
 * Where sessions come from. The auth module provides it (the access plugin knows nothing of
 * better-auth, cookies' names or their signatures), so the kernel never imports a module.
 */
export interface SessionSource {
  /** The session cookie's raw value in a Cookie header, unchecked; null when absent. */
  read(cookieHeader: string | undefined): string | null;
  /** Whether a raw value carries our signature: checked before the store is asked. */
  verify(raw: string): boolean;
  /**
   * Who the session belongs to, from the store, with how long that may be kept. When the
   * store slides the session, the renewed cookies are handed to `renewCookies`.
   */
  load(
    raw: string,
    cookieHeader: string | undefined,
    renewCookies: (setCookies: string[]) => void,
  ): Promise<Loaded<Viewer> | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
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

export default fp<{ sessions: SessionSource }>(
  async (app, options) => {
    const { sessions } = options;
    app.decorate('apiRoutes', []);
    app.decorateRequest('viewer', null);

    app.addHook('onRoute', (route) => {
      const access = route.config?.access;
      if (access) {
        // Before the body is validated: someone who may not call the route learns nothing of
        // its schema (401/403, not a 400 listing fields). Route-level hooks run after the
        // app-wide ones, so the NUL guard still answers first.
        const own = route.preValidation ? [route.preValidation].flat() : [];
        route.preValidation = [checkAccess(access), ...own];
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
     * The viewer of a session cookie value that memory does not know: its signature checked,
     * then the store asked once per value in flight. With `reply`, a cookie the store
     * renews on the way goes out with it.
     */
    async function resolveUncached(
      raw: string,
      request: FastifyRequest,
      reply?: FastifyReply,
    ): Promise<Viewer | null> {
      if (!sessions.verify(raw)) return null;
      // Among concurrent requests for one session, the one that asks the store carries the
      // renewed cookie; that is enough for the browser to keep it.
      return viewers.getOrLoad(raw, () =>
        sessions.load(raw, request.headers.cookie, (setCookies) => {
          for (const setCookie of setCookies) reply?.header('set-cookie', setCookie);
        }),
      );
    }

    async function resolveViewer(
      request: FastifyRequest,
      reply?: FastifyReply,
    ): Promise<Viewer | null> {
      const raw = sessions.read(request.headers.cookie);
      if (!raw) return null;
      return viewers.get(raw) ?? resolveUncached(raw, request, reply);
    }
    app.decorate('resolveViewer', resolveViewer);

    /**
     * The route's own preValidation hook, made once per route with its access in hand: who calls is
     * resolved (from memory when it can be, with no promise at all) and checked against it.
     */
    function checkAccess(access: RouteAccess): preValidationHookHandler {
      return (request, reply, done) => {
        const raw = sessions.read(request.headers.cookie);
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
