import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { as, createStaff, signUpInvestor, type Actor } from './support/actors.ts';
import { createTestApp, type TestContext } from './support/test-app.ts';
import { badRequests, toInject, type RouteContract } from './support/bad-input.ts';
import { fingerprint } from './support/fingerprint.ts';
import { openIsolatedDatabase } from './support/portfolio.ts';

/**
 * Generated bad input for every write route (issue #20): at least PER_ROUTE invalid requests
 * each, derived from the route's own zod contract (test/support/bad-input.ts), must answer a
 * 4xx in the error shape, never a 5xx, and write nothing. Run with the rate limit off and on.
 *
 * Every write route names here who sends its requests (so that they get past the session
 * check to the route itself); a write route without an entry fails the first test, as the
 * authorization matrix does.
 */
type Sender = 'anonymous' | 'investor' | 'admin';
const SENDERS: Record<string, Sender> = {
  'POST /api/auth/sign-up/email': 'anonymous',
  'POST /api/auth/sign-in/email': 'anonymous',
  'POST /api/auth/sign-out': 'investor',
  'POST /api/auth/request-password-reset': 'anonymous',
  'POST /api/auth/reset-password': 'anonymous',
  'POST /api/auth/change-password': 'investor',
  'POST /api/auth/two-factor/enable': 'investor',
  'POST /api/auth/two-factor/verify-totp': 'anonymous',
  'POST /api/auth/two-factor/verify-backup-code': 'anonymous',
  'POST /api/auth/two-factor/disable': 'investor',
  'DELETE /api/me/sessions/:id': 'investor',
  'POST /api/admin/invites': 'admin',
  'POST /api/admin/invites/:id/resend': 'admin',
  'DELETE /api/admin/invites/:id': 'admin',
  'POST /api/suitability': 'investor',
  'POST /api/recommendations': 'investor',
  'POST /api/onboarding/preview': 'anonymous',
  'POST /api/onboarding': 'investor',
  'POST /api/academy/modules/:moduleId/lessons/:lessonId/complete': 'investor',
  'POST /api/goals': 'investor',
  'PATCH /api/goals/:id': 'investor',
  'DELETE /api/goals/:id': 'investor',
  'PUT /api/dashboard/tracker': 'investor',
  'POST /api/recommendations/:id/apply': 'investor',
  'POST /api/brokers/:id/confirm': 'investor',
  'DELETE /api/brokers/:id/confirm': 'investor',
  'PUT /api/portfolio/net-worth': 'investor',
  'DELETE /api/portfolio/net-worth/:id': 'investor',
  'PUT /api/portfolio/holdings': 'investor',
  'POST /api/portfolio/simulate': 'investor',
  'POST /api/contributions': 'investor',
  'PATCH /api/contributions/:id': 'investor',
  'DELETE /api/contributions/:id': 'investor',
  'POST /api/contributions/import': 'investor',
  'PATCH /api/admin/cashback/brokers/:id': 'admin',
  'POST /api/admin/cashback/brokers/:id/rates': 'admin',
  'POST /api/admin/cashback/credits': 'admin',
  'POST /api/admin/cashback/imports/preview': 'admin',
  'POST /api/admin/cashback/imports': 'admin',
  'POST /api/chat/conversation/messages': 'investor',
  'POST /api/chat/conversation/read': 'investor',
  'POST /api/chat/review-requests': 'investor',
  'POST /api/chat/review-requests/:id/accept': 'investor',
  'POST /api/chat/conversations/:id/messages': 'admin',
  'POST /api/chat/conversations/:id/read': 'admin',
  'POST /api/chat/conversations/:id/claim': 'admin',
  'POST /api/chat/review-requests/:id/decision': 'admin',
  'PUT /api/chat/assignments/:investorId': 'admin',
  'POST /api/theo/consent': 'investor',
  'DELETE /api/theo/consent': 'investor',
  'POST /api/theo/conversations': 'investor',
  'POST /api/theo/conversations/:id/messages': 'investor',
  'POST /api/theo/messages/:id/feedback': 'investor',
  'POST /api/theo/messages/:id/handoff': 'investor',
  'POST /api/theo/messages/:id/basic': 'investor',
  'PUT /api/admin/theo/settings': 'admin',
  'DELETE /api/admin/theo/settings': 'admin',
  'POST /api/admin/theo/settings/test': 'admin',
  'POST /api/admin/research/reports': 'admin',
  'PATCH /api/admin/research/reports/:id': 'admin',
  'PUT /api/admin/research/reports/:id/pdf': 'admin',
  'POST /api/admin/research/reports/:id/publish': 'admin',
  'POST /api/admin/research/reports/:id/withdraw': 'admin',
  'PUT /api/admin/research/analysts': 'admin',
  'POST /api/admin/research/grants': 'admin',
  'DELETE /api/admin/research/grants/:userId': 'admin',
  'POST /api/billing/checkout': 'investor',
  'POST /api/billing/demo/checkouts/:id/confirm': 'investor',
  'POST /api/billing/demo/renewal': 'investor',
  'POST /api/billing/subscription/cancel': 'investor',
  'POST /api/billing/subscription/refund': 'investor',
  'POST /api/billing/subscription/plan': 'investor',
  'POST /api/billing/portal': 'investor',
  'POST /api/billing/webhooks/stripe': 'anonymous',
  'PATCH /api/privacy/profile': 'investor',
  'PUT /api/privacy/consents/:purpose': 'investor',
  'POST /api/privacy/deletion': 'investor',
  'DELETE /api/privacy/deletion': 'investor',
  'POST /api/privacy/requests': 'investor',
  'POST /api/admin/privacy/requests/:id/answer': 'admin',
  'POST /api/admin/privacy/incidents': 'admin',
  'POST /api/dev/privacy/purge': 'anonymous',
  'PATCH /api/admin/users/:id': 'admin',
  'POST /api/admin/users/:id/disable': 'admin',
  'POST /api/admin/users/:id/enable': 'admin',
  'POST /api/admin/users/:id/reset-two-factor': 'admin',
  'POST /api/admin/users/:id/password-reset': 'admin',
  'POST /api/admin/users/:id/deletion': 'admin',
  'POST /api/admin/consultants/:id/reassign': 'admin',
  'POST /api/admin/consultants/:id/deactivate': 'admin',
  'POST /api/admin/security/unlock': 'admin',
  'DELETE /api/admin/security/sessions/:id': 'admin',
  'POST /api/admin/security/emails/:id/retry': 'admin',
  'POST /api/positions/imports/preview': 'investor',
  'POST /api/positions/imports': 'investor',
  'PUT /api/positions/choices': 'investor',
  'POST /api/admin/securities': 'admin',
  'PUT /api/admin/securities/:ticker': 'admin',
};

const PER_ROUTE = 200;
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

let ctx: TestContext;
let limited: TestContext;
let senders: Record<Sender, Actor | null>;

let isolated: Awaited<ReturnType<typeof openIsolatedDatabase>>;

beforeAll(async () => {
  // A database of its own: "nothing written" compares whole tables, which other test files
  // write to at the same time on PostgreSQL.
  isolated = await openIsolatedDatabase();
  ctx = await createTestApp({ database: isolated.database });
  // The default budgets (600 a minute, 20 on auth routes): most requests here end as 429s.
  limited = await createTestApp({
    database: ctx.database,
    env: { RATE_LIMIT_PER_MINUTE: '600', AUTH_RATE_LIMIT_PER_MINUTE: '20' },
  });
  senders = {
    anonymous: null,
    investor: await signUpInvestor(ctx.app),
    admin: await createStaff(ctx.app, 'admin'),
  };
});
afterAll(async () => {
  await limited?.close();
  await ctx?.close();
  await isolated?.drop();
});

const writeRoutes = (app: FastifyInstance) =>
  app.apiRoutes.filter((route) => WRITE_METHODS.has(route.method));

describe('generated bad input on every write route', () => {
  it('has a generator (a sender) for every write route, and none for a route that does not exist', () => {
    const registered = writeRoutes(ctx.app).map((route) => `${route.method} ${route.url}`);
    expect(registered.filter((route) => !(route in SENDERS))).toEqual([]);
    expect(Object.keys(SENDERS).filter((route) => !registered.includes(route))).toEqual([]);
  });

  describe.each([
    ['rate limit off', () => ctx],
    ['rate limit on', () => limited],
  ] as const)('%s', (_label, current) => {
    it.each(Object.keys(SENDERS))(
      '%s',
      async (route) => {
        const { app, injectWithoutSettling } = current();
        const [method, pattern] = route.split(' ') as [string, string];
        const contract = (app.routeSchemas.get(route) ?? {}) as RouteContract;
        const sender = senders[SENDERS[route] as Sender];
        const seed = [...route].reduce((sum, char) => sum * 31 + char.charCodeAt(0), 7) | 0;
        const requests = badRequests(method, pattern, contract, as(sender), PER_ROUTE, seed);
        expect(requests.length).toBeGreaterThanOrEqual(PER_ROUTE);

        const before = await fingerprint(app);
        const wrong: string[] = [];
        for (const request of requests) {
          // Without waiting for the change feed first (PostgreSQL): these requests write
          // nothing (the fingerprint below checks it), so there is nothing to wait for, and
          // ~38,000 waits cost half a minute (ADR 031).
          const res = await injectWithoutSettling(toInject(request));
          let shaped = false;
          try {
            const body = res.json();
            shaped =
              typeof body?.error?.code === 'string' && typeof body?.error?.message === 'string';
          } catch {
            shaped = false;
          }
          if (res.statusCode < 400 || res.statusCode >= 500 || !shaped) {
            wrong.push(
              `${request.kind} ${request.method} ${request.url.slice(0, 120)} ` +
                `${String(request.payload).slice(0, 160)} → ${res.statusCode} ${res.body.slice(0, 200)}`,
            );
          }
        }
        expect(wrong.slice(0, 10), `${wrong.length} of ${requests.length}`).toEqual([]);
        expect(await fingerprint(app)).toEqual(before);
      },
      120_000,
    );
  });
});
