import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  billingEvents,
  billingInvoices,
  billingSubscriptions,
  emailOutbox,
} from '../src/db/schema/index.ts';
import { sweepPeriods } from '../src/modules/billing/index.ts';
import { demoProvider } from '../src/modules/billing/providers/demo-provider.ts';
import { createStaff, signUpInvestor, type Actor } from './support/actors.ts';
import { subscribeDemo } from './support/billing.ts';
import { FAKE_PRICES, startStripeApp, type FakeStripe } from './support/fake-stripe.ts';
import { openIsolatedDatabase, request } from './support/portfolio.ts';
import { createTestApp, type TestContext } from './support/test-app.ts';

const DAY = 86_400_000;

// A database of its own: the admin figures count every subscription in it.
let isolated: Awaited<ReturnType<typeof openIsolatedDatabase>>;
let ctx: TestContext;
let app: FastifyInstance;
let admin: Actor;

beforeAll(async () => {
  isolated = await openIsolatedDatabase();
  ctx = await createTestApp({ database: isolated.database });
  app = ctx.app;
  admin = await createStaff(app, 'admin');
});
afterAll(async () => {
  await ctx.close();
  await isolated.drop();
});

const overview = async (actor: Actor) =>
  (await request(app, actor, 'GET', '/api/billing/subscription')).json();
/** What every investor page reads instead of the overview: it must always agree with it. */
const entitlements = async (actor: Actor) =>
  (await request(app, actor, 'GET', '/api/billing/entitlements')).json().entitlements;

async function emailsTo(email: string): Promise<string[]> {
  const rows = await app.database.db
    .select({ subject: emailOutbox.subject })
    .from(emailOutbox)
    .where(eq(emailOutbox.to, email));
  return rows.map((r) => r.subject);
}

async function firstPaidDaysAgo(userId: string, days: number) {
  await app.database.db
    .update(billingSubscriptions)
    .set({ firstPaidAt: new Date(Date.now() - days * DAY) })
    .where(eq(billingSubscriptions.userId, userId));
}

describe('the demo provider: the whole lifecycle with no keys', () => {
  it('subscribes, unlocks the plan, and refunds in full when cancelled within 7 days', async () => {
    const ana = await signUpInvestor(app, 'Ana Assinante');
    expect(await overview(ana)).toMatchObject({
      provider: 'demo',
      subscription: null,
      entitlements: [],
    });
    expect(await entitlements(ana)).toEqual([]);

    const key = randomUUID();
    const checkout = await request(app, ana, 'POST', '/api/billing/checkout', {
      plan: 'annual',
      idempotencyKey: key,
    });
    expect(checkout.statusCode, checkout.body).toBe(200);
    const { subscriptionId, redirectUrl } = checkout.json();
    expect(redirectUrl).toBe(`/billing/demo/${subscriptionId}`);
    expect((await overview(ana)).subscription).toMatchObject({ status: 'pending', plan: 'annual' });
    expect(await entitlements(ana)).toEqual([]);

    const page = await request(app, ana, 'GET', `/api/billing/demo/checkouts/${subscriptionId}`);
    expect(page.json()).toEqual({
      id: subscriptionId,
      plan: 'annual',
      amountCents: 49_900,
      status: 'pending',
    });

    const paid = await request(
      app,
      ana,
      'POST',
      `/api/billing/demo/checkouts/${subscriptionId}/confirm`,
      {
        outcome: 'paid',
      },
    );
    expect(paid.json()).toEqual({ status: 'active' });
    const active = await overview(ana);
    expect(active.entitlements).toEqual(['research', 'rebalancing', 'consultantChat']);
    expect(await entitlements(ana)).toEqual(active.entitlements);
    expect(active.subscription).toMatchObject({ status: 'active', plan: 'annual' });
    expect(active.subscription.nextCharge.amountCents).toBe(49_900);
    expect(active.subscription.refundableUntil).not.toBeNull();
    expect(active.invoices).toMatchObject([
      { amountCents: 49_900, status: 'paid', hasReceipt: true },
    ]);
    expect(await emailsTo(ana.email)).toContain(
      'AlgoOne — pagamento de R$ 499,00 confirmado (demonstração)',
    );

    // The receipt is a real PDF, for Ana only.
    const receipt = await request(
      app,
      ana,
      'GET',
      `/api/billing/invoices/${active.invoices[0].id}/receipt`,
    );
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');
    expect(receipt.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const bia = await signUpInvestor(app, 'Bia Curiosa');
    const stolen = await request(
      app,
      bia,
      'GET',
      `/api/billing/invoices/${active.invoices[0].id}/receipt`,
    );
    expect(stolen.statusCode).toBe(404);
    const peek = await request(app, bia, 'GET', `/api/billing/demo/checkouts/${subscriptionId}`);
    expect(peek.statusCode).toBe(404);

    const cancel = await request(app, ana, 'POST', '/api/billing/subscription/cancel');
    expect(cancel.json()).toEqual({ kind: 'refund', accessUntil: null, refundedCents: 49_900 });
    const after = await overview(ana);
    expect(after.entitlements).toEqual([]);
    expect(await entitlements(ana)).toEqual([]);
    expect(after.subscription).toMatchObject({ status: 'expired', nextCharge: null });
    expect(after.invoices[0].status).toBe('refunded');
    // What happened, for /conta/assinatura (issue #30): how much came back, when, and that
    // access ended then.
    expect(after.subscription.refund).toEqual({
      amountCents: 49_900,
      refundedAt: expect.any(String),
    });
    expect(after.subscription.endedAt).toEqual(expect.any(String));
    const refundedAt = Date.parse(after.subscription.refund.refundedAt);
    expect(Math.abs(refundedAt - Date.now())).toBeLessThan(60_000);
    expect(Math.abs(Date.parse(after.subscription.endedAt) - refundedAt)).toBeLessThan(60_000);
    expect(await emailsTo(ana.email)).toContain('AlgoOne — assinatura cancelada');

    // Over: a new subscription is possible, and is a new one.
    const again = await request(app, ana, 'POST', '/api/billing/checkout', {
      plan: 'monthly',
      idempotencyKey: randomUUID(),
    });
    expect(again.json().subscriptionId).not.toBe(subscriptionId);
    // The refund was the previous subscription's: the new one has none.
    expect((await overview(ana)).subscription).toMatchObject({ status: 'pending', refund: null });
  });

  it('makes one subscription of a double click, and refuses a second while one is live', async () => {
    const caio = await signUpInvestor(app, 'Caio Apressado');
    const body = { plan: 'monthly', idempotencyKey: randomUUID() };
    const [a, b] = await Promise.all([
      request(app, caio, 'POST', '/api/billing/checkout', body),
      request(app, caio, 'POST', '/api/billing/checkout', body),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().subscriptionId).toBe(b.json().subscriptionId);
    const [rows] = await app.database.db
      .select({ n: count() })
      .from(billingSubscriptions)
      .where(eq(billingSubscriptions.userId, caio.id));
    expect(rows?.n).toBe(1);

    // An unpaid checkout gives way to a new one; a paid subscription does not.
    const other = await request(app, caio, 'POST', '/api/billing/checkout', {
      plan: 'annual',
      idempotencyKey: randomUUID(),
    });
    expect(other.statusCode).toBe(200);
    await request(
      app,
      caio,
      'POST',
      `/api/billing/demo/checkouts/${other.json().subscriptionId}/confirm`,
      {
        outcome: 'paid',
      },
    );
    const third = await request(app, caio, 'POST', '/api/billing/checkout', {
      plan: 'monthly',
      idempotencyKey: randomUUID(),
    });
    expect(third.statusCode).toBe(409);
    expect(third.json().error.message).toMatch(/já tem uma assinatura ativa/);
  });

  it('refuses a refund after 7 days, with the reason, and cancels to the end of the period instead', async () => {
    const davi = await signUpInvestor(app, 'Davi Antigo');
    await subscribeDemo(app, davi, 'monthly');
    await firstPaidDaysAgo(davi.id, 8);

    const refund = await request(app, davi, 'POST', '/api/billing/subscription/refund');
    expect(refund.statusCode).toBe(422);
    expect(refund.json().error).toMatchObject({
      code: 'REFUND_NOT_ALLOWED',
      message: expect.stringContaining('até 7 dias após o primeiro pagamento'),
    });
    expect((await overview(davi)).subscription.status).toBe('active');

    const cancel = await request(app, davi, 'POST', '/api/billing/subscription/cancel');
    expect(cancel.json()).toMatchObject({ kind: 'period_end', refundedCents: 0 });
    const canceled = await overview(davi);
    expect(canceled.subscription).toMatchObject({
      status: 'canceled',
      nextCharge: null,
      endedAt: null,
      refund: null,
    });
    expect(canceled.entitlements).toContain('research');
    // Cancelled to the period's end: still unlocked until then, on every page too.
    expect(await entitlements(davi)).toEqual(canceled.entitlements);
    const twice = await request(app, davi, 'POST', '/api/billing/subscription/cancel');
    expect(twice.statusCode).toBe(409);

    // The period runs out: the sweep ends it (once, however often it runs).
    const end = new Date(canceled.subscription.currentPeriodEnd);
    const deps = { db: app.database.db, provider: demoProvider, appUrl: 'http://localhost:3000' };
    await sweepPeriods(deps, new Date(end.getTime() + 1000));
    await sweepPeriods(deps, new Date(end.getTime() + 2000));
    const ended = await overview(davi);
    expect(ended.subscription.status).toBe('expired');
    // Ended at the end of the period, with nothing refunded: the page does not speak of one.
    expect(ended.subscription.refund).toBeNull();
    expect(ended.subscription.endedAt).not.toBeNull();
    expect(ended.entitlements).toEqual([]);
    expect(await entitlements(davi)).toEqual([]);
    expect((await emailsTo(davi.email)).filter((s) => s.includes('cancelada'))).toHaveLength(1);
  });

  it('renews a demo subscription at the end of its period, and shows a refused renewal as past due', async () => {
    const eva = await signUpInvestor(app, 'Eva Renovada');
    await subscribeDemo(app, eva, 'monthly');
    // Its month is over (moved back in time rather than running the clock forward).
    await app.database.db
      .update(billingSubscriptions)
      .set({ currentPeriodEnd: new Date(Date.now() - 1000) })
      .where(eq(billingSubscriptions.userId, eva.id));
    const end = new Date(Date.now() - 1000);
    const deps = { db: app.database.db, provider: demoProvider, appUrl: 'http://localhost:3000' };
    // Two nodes sweeping at once charge it once.
    await Promise.all([sweepPeriods(deps), sweepPeriods(deps)]);
    const renewed = await overview(eva);
    expect(renewed.invoices).toHaveLength(2);
    expect(new Date(renewed.subscription.currentPeriodEnd).getTime()).toBeGreaterThan(
      end.getTime(),
    );

    const failed = await request(app, eva, 'POST', '/api/billing/demo/renewal', {
      outcome: 'failed',
    });
    expect(failed.json()).toEqual({ status: 'past_due' });
    expect((await overview(eva)).entitlements).toContain('research');
    expect(await emailsTo(eva.email)).toContain('AlgoOne — não conseguimos cobrar sua assinatura');
    const paid = await request(app, eva, 'POST', '/api/billing/demo/renewal', { outcome: 'paid' });
    expect(paid.json()).toEqual({ status: 'active' });
  });

  it('switches monthly → annual with a prorated charge, and refuses the same plan', async () => {
    const fabi = await signUpInvestor(app, 'Fabi Anual');
    await subscribeDemo(app, fabi, 'monthly');
    const same = await request(app, fabi, 'POST', '/api/billing/subscription/plan', {
      plan: 'monthly',
    });
    expect(same.statusCode).toBe(409);
    const res = await request(app, fabi, 'POST', '/api/billing/subscription/plan', {
      plan: 'annual',
    });
    expect(res.statusCode, res.body).toBe(200);
    // Switched the same day: almost the whole month is credited.
    expect(res.json().chargedCents).toBeGreaterThanOrEqual(49_900 - 4_900);
    expect(res.json().chargedCents).toBeLessThan(49_900 - 4_700);
    const after = await overview(fabi);
    expect(after.subscription).toMatchObject({ plan: 'annual', status: 'active' });
    expect(after.invoices).toHaveLength(2);
    // The guarantee still counts from the first payment.
    expect(after.subscription.firstPaidAt).not.toBeNull();
  });

  it('answers bad input with pt-BR messages and writes nothing', async () => {
    const gil = await signUpInvestor(app, 'Gil Errado');
    const cases: [Record<string, unknown>, string][] = [
      [{ plan: 'semanal', idempotencyKey: randomUUID() }, 'plan'],
      [{ plan: 'monthly', idempotencyKey: 'x' }, 'idempotencyKey'],
      [{ plan: 'monthly' }, 'idempotencyKey'],
    ];
    for (const [body, field] of cases) {
      const res = await request(app, gil, 'POST', '/api/billing/checkout', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields[field]).toMatch(/[a-zà-ú]/);
    }
    expect(
      (
        await request(app, gil, 'POST', '/api/billing/checkout', {
          plan: 'monthly',
          idempotencyKey: randomUUID(),
        })
      ).json().error?.fields?.plan,
    ).toBeUndefined();
    const noPlan = await request(
      app,
      await signUpInvestor(app),
      'POST',
      '/api/billing/subscription/cancel',
    );
    expect(noPlan.statusCode).toBe(404);
    const badId = await request(app, gil, 'GET', '/api/billing/demo/checkouts/nao-e-um-id');
    expect(badId.statusCode).toBe(400);
    const portal = await request(app, gil, 'POST', '/api/billing/portal');
    expect(portal.statusCode).toBe(409);
  });

  it('gives the admin area its figures: paying subscriptions, MRR and cancellations per month', async () => {
    const figures = await request(app, admin, 'GET', '/api/admin/billing/figures');
    expect(figures.statusCode).toBe(200);
    const body = figures.json();
    // Paying now: Caio (annual), Eva (monthly), Fabi (annual); Davi's ended, Ana's was refunded.
    expect(body.activeSubscriptions).toBe(3);
    expect(body.mrrCents).toBe(4_158 + 4_900 + 4_158);
    const thisMonth = new Date()
      .toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' })
      .slice(0, 7);
    expect(body.cancellationsByMonth).toContainEqual({
      month: thisMonth,
      count: expect.any(Number),
    });
  });
});

describe('Stripe, through a local fake that speaks its protocol', () => {
  let fake: FakeStripe;
  let stripeApp: FastifyInstance;

  let stop: () => Promise<void>;

  beforeAll(async () => {
    ({ fake, app: stripeApp, close: stop } = await startStripeApp(isolated.database));
  });
  afterAll(() => stop());

  const stripeOverview = async (actor: Actor) =>
    (await request(stripeApp, actor, 'GET', '/api/billing/subscription')).json();

  it('sends the investor to Checkout, and the webhooks make the subscription active, once', async () => {
    const helena = await signUpInvestor(stripeApp, 'Helena Stripe');
    const key = randomUUID();
    const [a, b] = await Promise.all([
      request(stripeApp, helena, 'POST', '/api/billing/checkout', {
        plan: 'monthly',
        idempotencyKey: key,
      }),
      request(stripeApp, helena, 'POST', '/api/billing/checkout', {
        plan: 'monthly',
        idempotencyKey: key,
      }),
    ]);
    expect(a.json().redirectUrl).toMatch(new RegExp(`^${fake.url}/checkout/cs_`));
    expect(b.json().redirectUrl).toBe(a.json().redirectUrl);
    expect(fake.sessions.size).toBe(1);
    const call = fake.calls.find((c) => c.path === '/v1/checkout/sessions');
    expect(call?.params).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': FAKE_PRICES.monthly,
      customer_email: helena.email,
    });
    // No card data ever: the request carries a price and where to come back, nothing else.
    expect(Object.keys(call?.params ?? {}).some((k) => /card|cvc|number/i.test(k))).toBe(false);

    const sessionId = a.json().redirectUrl.split('/').at(-1);
    const { subscription, chargeId } = await fake.complete(sessionId);
    const active = await stripeOverview(helena);
    expect(active.provider).toBe('stripe');
    expect(active.subscription).toMatchObject({
      status: 'active',
      plan: 'monthly',
      provider: 'stripe',
    });
    expect(active.invoices).toMatchObject([{ amountCents: 4_900, status: 'paid' }]);
    const [row] = await stripeApp.database.db
      .select()
      .from(billingSubscriptions)
      .where(eq(billingSubscriptions.userId, helena.id));
    expect(row).toMatchObject({
      providerSubscriptionId: subscription.id,
      providerCustomerId: subscription.customer,
    });

    // A replayed event changes nothing.
    const [stored] = await stripeApp.database.db
      .select()
      .from(billingEvents)
      .where(
        and(
          eq(billingEvents.type, 'invoice.paid'),
          eq(billingEvents.subscriptionId, row?.id ?? ''),
        ),
      );
    if (!stored) throw new Error('invoice.paid was not stored');
    const replay = await fake.deliver(stored.payload as Record<string, unknown>);
    expect(replay.status).toBe(200);
    expect(JSON.parse(replay.body)).toEqual({ received: true, outcome: 'duplicate' });
    expect((await stripeOverview(helena)).invoices).toHaveLength(1);

    // Out of order: an older "payment failed" arriving late does not undo the payment.
    const late = await fake.deliver(
      fake.event(
        'invoice.payment_failed',
        {
          id: 'in_late',
          object: 'invoice',
          customer: subscription.customer,
          amount_due: 4_900,
          parent: { subscription_details: { subscription: subscription.id } },
        },
        Math.floor(Date.now() / 1000) - 3600,
      ),
    );
    expect(late.status).toBe(200);
    expect((await stripeOverview(helena)).subscription.status).toBe('active');

    // The portal is Stripe's.
    const portal = await request(stripeApp, helena, 'POST', '/api/billing/portal');
    expect(portal.json().url).toBe(`${fake.url}/portal/${subscription.customer}`);

    // Cancelling within 7 days refunds the charge through Stripe and cancels there.
    const cancel = await request(stripeApp, helena, 'POST', '/api/billing/subscription/cancel');
    expect(cancel.json()).toMatchObject({ kind: 'refund', refundedCents: 4_900 });
    expect(fake.calls.filter((c) => c.path === '/v1/refunds').map((c) => c.params)).toEqual([
      { charge: chargeId },
    ]);
    expect(
      fake.calls.some(
        (c) => c.method === 'DELETE' && c.path === `/v1/subscriptions/${subscription.id}`,
      ),
    ).toBe(true);
    expect((await stripeOverview(helena)).subscription.status).toBe('expired');

    // Stripe's own confirmations arrive afterwards and are harmless.
    const deleted = await fake.deliver(
      fake.event('customer.subscription.deleted', {
        id: subscription.id,
        object: 'subscription',
        customer: subscription.customer,
        status: 'canceled',
      }),
    );
    expect(deleted.status).toBe(200);
    const refunded = await fake.deliver(
      fake.event('charge.refunded', {
        id: chargeId,
        object: 'charge',
        amount: 4_900,
        amount_refunded: 4_900,
        refunded: true,
      }),
    );
    expect(refunded.status).toBe(200);
  });

  it('closes an unpaid Checkout before starting another, so the old one cannot take money', async () => {
    const joana = await signUpInvestor(stripeApp, 'Joana Indecisa');
    const first = await request(stripeApp, joana, 'POST', '/api/billing/checkout', {
      plan: 'monthly',
      idempotencyKey: randomUUID(),
    });
    const firstSession = first.json().redirectUrl.split('/').at(-1);
    const second = await request(stripeApp, joana, 'POST', '/api/billing/checkout', {
      plan: 'annual',
      idempotencyKey: randomUUID(),
    });
    expect(second.statusCode, second.body).toBe(200);
    expect(fake.calls.some((c) => c.path === `/v1/checkout/sessions/${firstSession}/expire`)).toBe(
      true,
    );
    expect(fake.sessions.has(firstSession)).toBe(false);
  });

  it('follows cancellations and plan changes made on Stripe’s side', async () => {
    const igor = await signUpInvestor(stripeApp, 'Igor Portal');
    const checkout = await request(stripeApp, igor, 'POST', '/api/billing/checkout', {
      plan: 'monthly',
      idempotencyKey: randomUUID(),
    });
    const { subscription } = await fake.complete(checkout.json().redirectUrl.split('/').at(-1));
    const updated = (fields: Record<string, unknown>) =>
      fake.deliver(
        fake.event('customer.subscription.updated', {
          id: subscription.id,
          object: 'subscription',
          customer: subscription.customer,
          status: 'active',
          metadata: { subscriptionId: subscription.ourId },
          items: {
            data: [
              { price: { id: FAKE_PRICES.annual }, current_period_end: subscription.periodEnd },
            ],
          },
          ...fields,
        }),
      );
    await updated({ cancel_at_period_end: false });
    expect((await stripeOverview(igor)).subscription.plan).toBe('annual');
    await updated({ cancel_at_period_end: true });
    expect((await stripeOverview(igor)).subscription.status).toBe('canceled');
    await updated({ cancel_at_period_end: false });
    expect((await stripeOverview(igor)).subscription.status).toBe('active');
    const switched = await request(stripeApp, igor, 'POST', '/api/billing/subscription/plan', {
      plan: 'monthly',
    });
    expect(switched.statusCode).toBe(200);
    expect(
      fake.calls.some(
        (c) =>
          c.path === `/v1/subscriptions/${subscription.id}` &&
          c.params['items[0][price]'] === FAKE_PRICES.monthly &&
          c.params.proration_behavior === 'create_prorations',
      ),
    ).toBe(true);
  });

  it('refuses unsigned and wrongly signed webhooks with 400, and changes nothing', async () => {
    const before = await stripeApp.database.db.select({ n: count() }).from(billingEvents);
    const body = JSON.stringify(fake.event('invoice.paid', { id: 'in_forged', object: 'invoice' }));
    for (const signature of [undefined, 't=1,v1=deadbeef', fake.sign(body, 'whsec_outro')]) {
      const res = await stripeApp.inject({
        method: 'POST',
        url: '/api/billing/webhooks/stripe',
        headers: {
          'content-type': 'application/json',
          ...(signature ? { 'stripe-signature': signature } : {}),
        },
        payload: body,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('Assinatura do webhook ausente ou inválida.');
    }
    const after = await stripeApp.database.db.select({ n: count() }).from(billingEvents);
    expect(after).toEqual(before);
  });

  it('stores an event for an unknown customer and reports it, without crashing', async () => {
    const event = fake.event('invoice.paid', {
      id: 'in_nobody',
      object: 'invoice',
      customer: 'cus_desconhecido',
      amount_paid: 4_900,
    });
    const res = await fake.deliver(event);
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ received: true, outcome: 'unmatched' });
    const [stored] = await stripeApp.database.db
      .select()
      .from(billingEvents)
      .where(eq(billingEvents.id, event.id as string));
    expect(stored?.outcome).toBe('unmatched');
    const figures = await request(stripeApp, admin, 'GET', '/api/admin/billing/figures');
    expect(figures.json().unmatchedEvents).toBeGreaterThanOrEqual(1);
    const ignored = await fake.deliver(
      fake.event('customer.created', { id: 'cus_x', object: 'customer' }),
    );
    expect(JSON.parse(ignored.body)).toEqual({ received: true, outcome: 'ignored' });
    const noInvoices = await stripeApp.database.db
      .select({ n: count() })
      .from(billingInvoices)
      .where(like(billingInvoices.providerInvoiceId, 'in_nobody'));
    expect(noInvoices[0]?.n).toBe(0);
  });
});
