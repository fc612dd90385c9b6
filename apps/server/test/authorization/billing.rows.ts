import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { billingInvoices } from '../../src/db/schema/index.ts';
import { as, type Actor } from '../support/actors.ts';
import { ensureSubscribed as subscribed } from '../support/billing.ts';
import { everyone, signedIn, type ActorName, type MatrixRow } from './types.ts';

/** Plans are the investor's own: staff get 403. */
const investorsOnly = (status: number): Record<ActorName, number> => ({
  ...signedIn(403),
  investorA: status,
  investorB: status,
});
/** Investor A's object: B is told it does not exist. */
const investorAOnly = (status: number): Record<ActorName, number> => ({
  ...investorsOnly(status),
  investorB: 404,
});

async function pendingCheckoutOf(app: FastifyInstance, investor: Actor): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/billing/checkout',
    headers: as(investor),
    payload: { plan: 'monthly', idempotencyKey: randomUUID() },
  });
  return res.json<{ subscriptionId: string }>().subscriptionId;
}

async function invoiceOf(app: FastifyInstance, investor: Actor): Promise<string> {
  await subscribed(app, investor);
  const [invoice] = await app.database.db
    .select({ id: billingInvoices.id })
    .from(billingInvoices)
    .where(eq(billingInvoices.userId, investor.id))
    .orderBy(desc(billingInvoices.createdAt))
    .limit(1);
  if (!invoice) throw new Error('no invoice');
  return invoice.id;
}

export const billingRows: MatrixRow[] = [
  {
    route: 'GET /api/billing/subscription',
    request: ({ actor }) => ({
      method: 'GET',
      url: '/api/billing/subscription',
      headers: as(actor),
    }),
    expect: investorsOnly(200),
  },
  {
    route: 'GET /api/billing/entitlements',
    request: ({ actor }) => ({
      method: 'GET',
      url: '/api/billing/entitlements',
      headers: as(actor),
    }),
    expect: investorsOnly(200),
  },
  {
    route: 'POST /api/billing/checkout',
    request: ({ actor }) => ({
      method: 'POST',
      url: '/api/billing/checkout',
      headers: as(actor),
      payload: { plan: 'annual', idempotencyKey: randomUUID() },
    }),
    expect: investorsOnly(200),
    fresh: true,
  },
  {
    route: 'GET /api/billing/demo/checkouts/:id',
    request: async ({ app, cast, actor }) => ({
      method: 'GET',
      url: `/api/billing/demo/checkouts/${await pendingCheckoutOf(app, cast.investorA)}`,
      headers: as(actor),
    }),
    expect: investorAOnly(200),
    fresh: true,
  },
  {
    route: 'POST /api/billing/demo/checkouts/:id/confirm',
    request: async ({ app, cast, actor }) => ({
      method: 'POST',
      url: `/api/billing/demo/checkouts/${await pendingCheckoutOf(app, cast.investorA)}/confirm`,
      headers: as(actor),
      payload: { outcome: 'paid' },
    }),
    expect: investorAOnly(200),
    fresh: true,
  },
  {
    route: 'POST /api/billing/demo/renewal',
    request: async ({ app, actor }) => {
      await subscribed(app, actor);
      return {
        method: 'POST',
        url: '/api/billing/demo/renewal',
        headers: as(actor),
        payload: { outcome: 'paid' },
      };
    },
    expect: investorsOnly(200),
    fresh: true,
  },
  {
    route: 'POST /api/billing/subscription/cancel',
    request: async ({ app, actor }) => {
      await subscribed(app, actor);
      return { method: 'POST', url: '/api/billing/subscription/cancel', headers: as(actor) };
    },
    expect: investorsOnly(200),
    fresh: true,
  },
  {
    route: 'POST /api/billing/subscription/refund',
    request: async ({ app, actor }) => {
      await subscribed(app, actor);
      return { method: 'POST', url: '/api/billing/subscription/refund', headers: as(actor) };
    },
    expect: investorsOnly(200),
    fresh: true,
  },
  {
    route: 'POST /api/billing/subscription/plan',
    request: async ({ app, actor }) => {
      await subscribed(app, actor);
      return {
        method: 'POST',
        url: '/api/billing/subscription/plan',
        headers: as(actor),
        payload: { plan: 'annual' },
      };
    },
    expect: investorsOnly(200),
    fresh: true,
  },
  {
    // The demo has no card to change: a 409 that says so, to investors only.
    route: 'POST /api/billing/portal',
    request: async ({ app, actor }) => {
      await subscribed(app, actor);
      return { method: 'POST', url: '/api/billing/portal', headers: as(actor) };
    },
    expect: investorsOnly(409),
    fresh: true,
  },
  {
    route: 'GET /api/billing/invoices/:id/receipt',
    request: async ({ app, cast, actor }) => ({
      method: 'GET',
      url: `/api/billing/invoices/${await invoiceOf(app, cast.investorA)}/receipt`,
      headers: as(actor),
    }),
    expect: investorAOnly(200),
    fresh: true,
  },
  {
    // Public (Stripe calls it); without Stripe configured it does not exist for anyone.
    route: 'POST /api/billing/webhooks/stripe',
    request: () => ({
      method: 'POST',
      url: '/api/billing/webhooks/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      payload: '{}',
    }),
    expect: everyone(404),
  },
  {
    route: 'GET /api/admin/billing/figures',
    request: ({ actor }) => ({
      method: 'GET',
      url: '/api/admin/billing/figures',
      headers: as(actor),
    }),
    expect: { ...signedIn(403), admin: 200 },
  },
];
