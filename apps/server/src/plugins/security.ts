import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import rateLimit from '@fastify/rate-limit';
import { ERROR_CODES } from '@algoone/contracts';
import { errorBody } from './errors.ts';
import { ownOrigin } from '../lib/own-origin.ts';
import { AppError } from '../lib/app-error.ts';

export interface SecurityOptions {
  rateLimitPerMinute: number;
  production: boolean;
  /** Origins besides the server's own that may send cookie-authenticated writes. */
  trustedOrigins: string[];
}

/** Methods that change nothing: no CSRF check, no cache invalidation. */
export const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

function requestOrigin(headers: Record<string, string | string[] | undefined>): string | null {
  const origin = headers.origin;
  if (typeof origin === 'string' && origin !== 'null') return origin;
  const referer = headers.referer;
  if (typeof referer !== 'string') return null;
  try {
    return new URL(referer).origin;
  } catch {
    return null;
  }
}

/** Strict headers for every answer: no inline or eval'd script, no framing, no sniffing. */
function helmetOptions(production: boolean): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // No inline or eval'd script, ever: the SPA and Swagger UI load only files we serve.
        scriptSrc: ["'self'"],
        // No inline style (issue #20): React sets style props through the CSSOM, which CSP
        // allows; the SPA's page adds a per-answer nonce for Radix's scroll lock
        // (lib/csp-nonce.ts), and sonner's stylesheet is bundled instead of injected.
        styleSrc: ["'self'"],
        // Server-rendered pages (ADR 026) carry React's style props as style="" attributes
        // (a progress bar's width, a chart's size). Only attributes: they cannot load or run
        // anything, and <style> elements still need the page's nonce.
        styleSrcAttr: ["'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: production,
    // The same as frame-ancestors 'none', for browsers that only know X-Frame-Options.
    xFrameOptions: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
}

/** Runs helmet's middleware once against a recorder and returns the headers it set. */
export function helmetHeaders(config: HelmetOptions): Record<string, string> {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(name.toLowerCase(), Array.isArray(value) ? value.join(', ') : String(value));
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
  };
  helmet(config)(
    {} as Parameters<ReturnType<typeof helmet>>[0],
    recorder as unknown as Parameters<ReturnType<typeof helmet>>[1],
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return Object.fromEntries(headers);
}

export default fp<SecurityOptions>(
  async (app, options) => {
    // helmet's headers do not depend on the request, so they are computed once at start and
    // set as they are: @fastify/helmet rebuilds helmet (parsing the CSP) on every request,
    // which was ~7% of a cached signed-in call's CPU (ADR 010).
    const headers = helmetHeaders(helmetOptions(options.production));
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });

    // Per node and in memory: a limit per instance is acceptable for abuse damping; the
    // account lock-out that must hold across nodes lives in the database (see ADR 003).
    await app.register(rateLimit, {
      global: true,
      max: options.rateLimitPerMinute,
      timeWindow: '1 minute',
      // The build's hashed files are not counted: one first visit to /dashboard fetches ~90 of
      // them, so a person opening a few pages (or an office behind one address) ran out of
      // requests and got a page of 429s. They are static, immutable and cheap to serve; what
      // the limit protects is the API and the pages.
      allowList: (request) =>
        (request.method === 'GET' || request.method === 'HEAD') &&
        request.url.startsWith('/assets/'),
      // The x-ratelimit-* headers go only on the 429 itself (with retry-after): on every other
      // answer they were three more headers per request that no client of ours reads.
      addHeadersOnExceeding: {
        'x-ratelimit-limit': false,
        'x-ratelimit-remaining': false,
        'x-ratelimit-reset': false,
      },
      // An Error, not a plain object: a route plugin's own error handler that rethrows (e.g.
      // useSpecValidationErrors) made Fastify send a thrown plain object as the route's
      // success payload, which failed its schema and became a 500 (issue #20, defect 1).
      errorResponseBuilder: (_request, context) =>
        new AppError(context.statusCode, ERROR_CODES.rateLimited),
    });

    // CSRF: a write that rides on the session cookie must come from a page of ours. Cookies
    // are SameSite=Lax as well; the Origin check (OWASP's "verify origin") closes the rest.
    // Requests without cookies carry no ambient authority and need no check. Every unsafe
    // request is checked whatever its path: reading the raw URL's `/api/` prefix let
    // `/%61pi/goals` through, which the router decodes to `/api/goals` (issue #20, defect 3).
    app.addHook('onRequest', (request, reply, done) => {
      if (SAFE_METHODS.has(request.method)) return done();
      if (!request.headers.cookie) return done();
      const origin = requestOrigin(request.headers);
      if (origin && (origin === ownOrigin(request) || options.trustedOrigins.includes(origin))) {
        return done();
      }
      request.log.warn({ origin }, 'cross-site write refused');
      // Answering without calling done() ends the request here.
      reply.status(403).type('application/json; charset=utf-8').send(errorBody(ERROR_CODES.csrf));
    });
  },
  { name: 'security', dependencies: ['errors'] },
);
