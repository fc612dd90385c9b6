// Parallel changes to one subscription (issue #29): each is claimed before the provider is
// called, so exactly one goes through and the others answer 409 (docs/decisions/019-billing.md).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, like } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import {
  auditLog,
  billingEvents,
  billingInvoices,
  billingSubscriptions,
} from '../src/db/schema/index.ts';
import { PASSWORD, signUpInvestor, type Actor } from './support/actors.ts';
import { subscribeDemo } from './support/billing.ts';
import { FAKE_PRICES, startStripeApp, type FakeStripe } from './support/fake-stripe.ts';
import { request } from './support/portfolio.ts';
import { createTestApp, type TestContext } from './support/test-app.ts';

const DAY = 86_400_000;
const BUSY = 'Este plano já está sendo alterado. Atualize a página.';
const PARALLEL = 6;

let ctx: TestContext;
let app: FastifyInstance;

beforeAll(async () => {
  ctx = await createTestApp();
  app = ctx.app;
});
afterAll(async () => {
  await ctx.close();
});

async function subscriptionOf(target: FastifyInstance, userId: string) {
  const [row] = await target.database.db
    .select()
    .from(billingSubscriptions)
    .where(eq(billingSubscriptions.userId, userId));
  if (!row) throw new Error('no subscription');
  return row;
}

async function auditRows(target: FastifyInstance, action: string, subscriptionId: string) {
  const [row] = await target.database.db
    .select({ n: count() })
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, subscriptionId)));
  return row?.n ?? 0;
}

async function firstPaidDaysAgo(target: FastifyInstance, userId: string, days: number) {
  await target.database.db
    .update(billingSubscriptions)
    .set({ firstPaidAt: new Date(Date.now() - days * DAY) })
    .where(eq(billingSubscriptions.userId, userId));
}

function all(
  target: FastifyInstance,
  actor: Actor,
  url: string,
  payload?: object,
): Promise<LightMyRequestResponse[]> {
  return Promise.all(
    Array.from({ length: PARALLEL }, () => request(target, actor, 'POST', url, payload)),
  );
}

const NOTHING_LEFT = 'Você não tem uma assinatura ativa.';

/**
 * One success, and every other answer the 409 of a change in progress. After a refund the plan is
 * gone, so a request that only read the subscription once the winner had settled (a slow machine
 * lets one through late) answers the 404 of a plan no longer there (`afterRefund`): "already
 * done" too, never a second change. After a cancellation or a switch the plan still exists, and
 * a 404 would be a bug.
 */
function expectOneWinner(
  responses: LightMyRequestResponse[],
  { afterRefund = false } = {},
): LightMyRequestResponse {
  const bodies = responses.map((r) => r.body).join('\n');
  expect(
    responses.filter((r) => r.statusCode === 200),
    bodies,
  ).toHaveLength(1);
  for (const loser of responses.filter((r) => r.statusCode !== 200)) {
    expect(afterRefund ? [404, 409] : [409], bodies).toContain(loser.statusCode);
    expect(loser.json(), bodies).toMatchObject(
      loser.statusCode === 404
        ? { error: { code: 'NOT_FOUND', message: NOTHING_LEFT } }
        : { error: { code: 'CONFLICT', message: expect.stringMatching(/[a-zà-ú]/) } },
    );
  }
  const winner = responses.find((r) => r.statusCode === 200);
  if (!winner) throw new Error('no winner');
  return winner;
}

describe('the demo provider: parallel changes go through once', () => {
  it('refunds once when six refunds arrive at once', async () => {
    const rita = await signUpInvestor(app, 'Rita Repetida');
    const subscriptionId = await subscribeDemo(app, rita, 'annual');

    const responses = await all(app, rita, '/api/billing/subscription/refund');
    expect(expectOneWinner(responses, { afterRefund: true }).json()).toEqual({
      kind: 'refund',
      accessUntil: null,
      refundedCents: 49_900,
    });
    // The losers that found the change in progress say so, in the words the brief asks for.
    expect(responses.some((r) => r.statusCode === 409 && r.json().error.message === BUSY)).toBe(
      true,
    );
    expect(await auditRows(app, 'billing.refunded', subscriptionId)).toBe(1);
    const row = await subscriptionOf(app, rita.id);
    expect(row).toMatchObject({ status: 'expired', changeClaimId: null });
    const invoices = await app.database.db
      .select()
      .from(billingInvoices)
      .where(eq(billingInvoices.subscriptionId, subscriptionId));
    expect(invoices.map((i) => i.status)).toEqual(['refunded']);
  });

  it('cancels once when six cancellations arrive at once, after the guarantee', async () => {
    const caco = await signUpInvestor(app, 'Caco Cancelador');
    const subscriptionId = await subscribeDemo(app, caco, 'monthly');
    await firstPaidDaysAgo(app, caco.id, 8);

    const responses = await all(app, caco, '/api/billing/subscription/cancel');
    expect(expectOneWinner(responses).json()).toMatchObject({
      kind: 'period_end',
      refundedCents: 0,
    });
    expect(await auditRows(app, 'billing.canceled', subscriptionId)).toBe(1);
    expect(await subscriptionOf(app, caco.id)).toMatchObject({
      status: 'canceled',
      changeClaimId: null,
    });
    const [events] = await app.database.db
      .select({ n: count() })
      .from(billingEvents)
      .where(
        and(
          eq(billingEvents.subscriptionId, subscriptionId),
          like(billingEvents.id, 'local_cancel_%'),
        ),
      );
    expect(events?.n).toBe(1);
  });

  it('switches and charges once when six switches arrive at once', async () => {
    const tito = await signUpInvestor(app, 'Tito Troca');
    const subscriptionId = await subscribeDemo(app, tito, 'monthly');

    const responses = await all(app, tito, '/api/billing/subscription/plan', { plan: 'annual' });
    expect(expectOneWinner(responses).json().plan).toBe('annual');
    expect(await auditRows(app, 'billing.plan_switched', subscriptionId)).toBe(1);
    const invoices = await app.database.db
      .select()
      .from(billingInvoices)
      .where(eq(billingInvoices.subscriptionId, subscriptionId));
    // The first payment and one prorated switch.
    expect(invoices).toHaveLength(2);
    expect(await subscriptionOf(app, tito.id)).toMatchObject({
      plan: 'annual',
      status: 'active',
      changeClaimId: null,
    });
  });

  it('refuses a refund while a cancellation holds the plan, and frees it when that ends', async () => {
    const lia = await signUpInvestor(app, 'Lia Paciente');
    await subscribeDemo(app, lia, 'monthly');
    // A change another node started (the claim as a conditional UPDATE leaves it).
    await app.database.db
      .update(billingSubscriptions)
      .set({ changeClaimId: randomUUID(), changeClaimedAt: new Date() })
      .where(eq(billingSubscriptions.userId, lia.id));
    const busy = await request(app, lia, 'POST', '/api/billing/subscription/refund');
    expect(busy.statusCode).toBe(409);
    expect(busy.json().error).toEqual({ code: 'CONFLICT', message: BUSY });
    expect((await subscriptionOf(app, lia.id)).status).toBe('active');

    // A node that died mid-change does not lock the plan for ever.
    await app.database.db
      .update(billingSubscriptions)
      .set({ changeClaimedAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(billingSubscriptions.userId, lia.id));
    const later = await request(app, lia, 'POST', '/api/billing/subscription/refund');
    expect(later.statusCode, later.body).toBe(200);
  });

  it('makes an account deletion wait for a change in progress instead of leaving the plan running', async () => {
    const davi = await signUpInvestor(app, 'Davi Apagado');
    await subscribeDemo(app, davi, 'monthly');
    // A plan switch in flight on another node holds the plan.
    const claimId = randomUUID();
    await app.database.db
      .update(billingSubscriptions)
      .set({ changeClaimId: claimId, changeClaimedAt: new Date() })
      .where(eq(billingSubscriptions.userId, davi.id));
    const busy = await request(app, davi, 'POST', '/api/privacy/deletion', { password: PASSWORD });
    expect(busy.statusCode, busy.body).toBe(409);
    expect(busy.json().error).toEqual({ code: 'CONFLICT', message: BUSY });
    expect((await request(app, davi, 'GET', '/api/privacy/summary')).json().deletion).toBeNull();

    await app.database.db
      .update(billingSubscriptions)
      .set({ changeClaimId: null, changeClaimedAt: null })
      .where(eq(billingSubscriptions.changeClaimId, claimId));
    const done = await request(app, davi, 'POST', '/api/privacy/deletion', { password: PASSWORD });
    expect(done.statusCode, done.body).toBe(202);
    expect((await subscriptionOf(app, davi.id)).status).toBe('expired');
  });
});

describe('Stripe: the provider is called once, and a failure gives the plan back', () => {
  let fake: FakeStripe;
  let stripeApp: FastifyInstance;

  let stop: () => Promise<void>;

  beforeAll(async () => {
    ({ fake, app: stripeApp, close: stop } = await startStripeApp(ctx.database));
  });
  afterAll(() => stop());

  async function subscribeStripe(actor: Actor, plan: 'monthly' | 'annual') {
    const checkout = await request(stripeApp, actor, 'POST', '/api/billing/checkout', {
      plan,
      idempotencyKey: randomUUID(),
    });
    const paid = await fake.complete(checkout.json().redirectUrl.split('/').at(-1));
    const row = await subscriptionOf(stripeApp, actor.id);
    expect(row.status).toBe('active');
    return { ...paid, subscriptionId: row.id };
  }

  const refundCalls = (chargeId: string) =>
    fake.calls.filter((c) => c.path === '/v1/refunds' && c.params.charge === chargeId);
  const cancelCalls = (stripeSubscriptionId: string) =>
    fake.calls.filter(
      (c) => c.method === 'DELETE' && c.path === `/v1/subscriptions/${stripeSubscriptionId}`,
    );

  it('refunds and cancels on Stripe once for six refunds at once', async () => {
    const vera = await signUpInvestor(stripeApp, 'Vera Veloz');
    const { subscription, chargeId, subscriptionId } = await subscribeStripe(vera, 'annual');

    // A distant Stripe: every request is in flight while the first one waits for it.
    fake.latencyMs = 50;
    const responses = await all(stripeApp, vera, '/api/billing/subscription/refund').finally(() => {
      fake.latencyMs = 0;
    });
    expect(expectOneWinner(responses, { afterRefund: true }).json()).toMatchObject({
      kind: 'refund',
      refundedCents: 49_900,
    });
    expect(refundCalls(chargeId)).toHaveLength(1);
    expect(cancelCalls(subscription.id)).toHaveLength(1);
    expect(await auditRows(stripeApp, 'billing.refunded', subscriptionId)).toBe(1);
    expect((await subscriptionOf(stripeApp, vera.id)).status).toBe('expired');
  });

  it('schedules the cancellation on Stripe once for six cancellations at once', async () => {
    const ciro = await signUpInvestor(stripeApp, 'Ciro Constante');
    const { subscription, subscriptionId } = await subscribeStripe(ciro, 'monthly');
    await firstPaidDaysAgo(stripeApp, ciro.id, 8);

    fake.latencyMs = 50;
    const responses = await all(stripeApp, ciro, '/api/billing/subscription/cancel').finally(() => {
      fake.latencyMs = 0;
    });
    expect(expectOneWinner(responses).json()).toMatchObject({ kind: 'period_end' });
    const scheduled = fake.calls.filter(
      (c) =>
        c.path === `/v1/subscriptions/${subscription.id}` &&
        c.params.cancel_at_period_end === 'true',
    );
    expect(scheduled).toHaveLength(1);
    expect(cancelCalls(subscription.id)).toHaveLength(0);
    expect(await auditRows(stripeApp, 'billing.canceled', subscriptionId)).toBe(1);

    // Reactivated on Stripe's portal, then cancelled again here: a new cancellation, applied.
    // (Our cancellation is dated to the millisecond, Stripe's events to the second: moved back
    // so that the reactivation is not taken for a late event.)
    await stripeApp.database.db
      .update(billingSubscriptions)
      .set({ lastEventAt: new Date(Date.now() - 5_000) })
      .where(eq(billingSubscriptions.id, subscriptionId));
    const reactivated = await fake.deliver(
      fake.event('customer.subscription.updated', {
        id: subscription.id,
        object: 'subscription',
        customer: subscription.customer,
        status: 'active',
        cancel_at_period_end: false,
        metadata: { subscriptionId: subscription.ourId },
        items: {
          data: [
            { price: { id: FAKE_PRICES.monthly }, current_period_end: subscription.periodEnd },
          ],
        },
      }),
    );
    expect(reactivated.status).toBe(200);
    expect((await subscriptionOf(stripeApp, ciro.id)).status).toBe('active');
    const again = await request(stripeApp, ciro, 'POST', '/api/billing/subscription/cancel');
    expect(again.statusCode, again.body).toBe(200);
    expect((await subscriptionOf(stripeApp, ciro.id)).status).toBe('canceled');
    expect(await auditRows(stripeApp, 'billing.canceled', subscriptionId)).toBe(2);
  });

  it('switches the plan on Stripe once for six switches at once', async () => {
    const tina = await signUpInvestor(stripeApp, 'Tina Trocada');
    const { subscription, subscriptionId } = await subscribeStripe(tina, 'monthly');
    fake.latencyMs = 50;
    const responses = await all(stripeApp, tina, '/api/billing/subscription/plan', {
      plan: 'annual',
    }).finally(() => {
      fake.latencyMs = 0;
    });
    expectOneWinner(responses);
    const switched = fake.calls.filter(
      (c) =>
        c.path === `/v1/subscriptions/${subscription.id}` &&
        c.params['items[0][price]'] === FAKE_PRICES.annual,
    );
    expect(switched).toHaveLength(1);
    expect(await auditRows(stripeApp, 'billing.plan_switched', subscriptionId)).toBe(1);
    expect((await subscriptionOf(stripeApp, tina.id)).plan).toBe('annual');
  });

  it('leaves the plan refundable when Stripe refuses the refund, and refunds on the next try', async () => {
    const fabio = await signUpInvestor(stripeApp, 'Fábio Falho');
    const { subscription, chargeId, subscriptionId } = await subscribeStripe(fabio, 'monthly');

    fake.failNext('POST', /^\/v1\/refunds$/);
    const failed = await request(stripeApp, fabio, 'POST', '/api/billing/subscription/refund');
    expect(failed.statusCode).toBe(503);
    expect(failed.json().error).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: expect.stringContaining('provedor de pagamentos'),
    });
    // Nothing changed here, and nothing holds the plan: the investor can try again.
    expect(await subscriptionOf(stripeApp, fabio.id)).toMatchObject({
      status: 'active',
      changeClaimId: null,
      changeClaimedAt: null,
    });
    const overview = await request(stripeApp, fabio, 'GET', '/api/billing/subscription');
    expect(overview.json().subscription.refundableUntil).not.toBeNull();
    expect(overview.json().invoices).toMatchObject([{ status: 'paid' }]);
    expect(await auditRows(stripeApp, 'billing.refunded', subscriptionId)).toBe(0);
    expect(cancelCalls(subscription.id)).toHaveLength(0);

    const retry = await request(stripeApp, fabio, 'POST', '/api/billing/subscription/refund');
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json()).toMatchObject({ kind: 'refund', refundedCents: 4_900 });
    // The refused attempt and the one that went through.
    expect(refundCalls(chargeId)).toHaveLength(2);
    expect(cancelCalls(subscription.id)).toHaveLength(1);
    expect(await auditRows(stripeApp, 'billing.refunded', subscriptionId)).toBe(1);
  });

  it('refunds once when an account deletion and refunds race', async () => {
    const dora = await signUpInvestor(stripeApp, 'Dora Decidida');
    const { subscription, chargeId, subscriptionId } = await subscribeStripe(dora, 'monthly');

    fake.latencyMs = 50;
    const [deletion, ...refunds] = await Promise.all([
      request(stripeApp, dora, 'POST', '/api/privacy/deletion', { password: PASSWORD }),
      ...Array.from({ length: 3 }, () =>
        request(stripeApp, dora, 'POST', '/api/billing/subscription/refund'),
      ),
    ]).finally(() => {
      fake.latencyMs = 0;
    });
    // Whoever came first refunded; the others found it claimed (or were signed out by then). A
    // deletion that found the refund in progress asks to be tried again rather than leave a plan.
    expect([202, 409], deletion?.body).toContain(deletion?.statusCode);
    for (const r of refunds) expect([200, 401, 409]).toContain(r.statusCode);
    expect(refundCalls(chargeId)).toHaveLength(1);
    expect(cancelCalls(subscription.id)).toHaveLength(1);
    expect(await auditRows(stripeApp, 'billing.refunded', subscriptionId)).toBe(1);
    expect((await subscriptionOf(stripeApp, dora.id)).status).toBe('expired');
  });
});
