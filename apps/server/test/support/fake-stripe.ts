// A local fake of the Stripe API, enough for the billing module: the official SDK talks to it
// through its host/port/protocol options, and it sends webhooks signed the way Stripe does
// (the SDK's own test-header helper). Its "Checkout page" pays at once when a browser opens it.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client.ts';
import { createTestApp, type TestContext } from './test-app.ts';

export const FAKE_PRICES = { monthly: 'price_fake_monthly', annual: 'price_fake_annual' } as const;
const AMOUNTS: Record<string, number> = {
  [FAKE_PRICES.monthly]: 4_900,
  [FAKE_PRICES.annual]: 49_900,
};

export interface FakeStripeCall {
  method: string;
  path: string;
  params: Record<string, string>;
  idempotencyKey: string | null;
}

interface Session {
  id: string;
  url: string;
  price: string;
  customer: string | null;
  customerEmail: string | null;
  subscriptionId: string;
  successUrl: string;
  cancelUrl: string;
  completed: boolean;
}

interface FakeSubscription {
  id: string;
  customer: string;
  price: string;
  itemId: string;
  ourId: string;
  periodStart: number;
  periodEnd: number;
  cancelAtPeriodEnd: boolean;
  status: string;
}

export interface FakeStripe {
  /** What to give the app as STRIPE_API_URL. */
  url: string;
  secretKey: string;
  webhookSecret: string;
  /** Where the fake delivers webhooks (the app's /api/billing/webhooks/stripe). */
  webhookUrl: string | null;
  calls: FakeStripeCall[];
  sessions: Map<string, Session>;
  subscriptions: Map<string, FakeSubscription>;
  /** Signs an event body as Stripe would, with this fake's webhook secret (or another). */
  sign(payload: string, secret?: string): string;
  /** Builds an event of `type` about `object`, as Stripe's envelope carries it. */
  event(
    type: string,
    object: Record<string, unknown>,
    createdSeconds?: number,
  ): Record<string, unknown>;
  /** Sends a signed event to webhookUrl and returns the app's answer. */
  deliver(event: Record<string, unknown>): Promise<{ status: number; body: string }>;
  /**
   * Refuses the next `times` requests of `method` to a path matching `path` with a 400 (which
   * the SDK does not retry), as Stripe refuses an operation: for provider-failure tests.
   */
  failNext(method: string, path: RegExp, times?: number): void;
  /**
   * Holds every API answer this long, as a distant Stripe would, so that parallel requests are
   * all in flight at once in race tests (0, the default, answers at once).
   */
  latencyMs: number;
  /** Pays a Checkout Session: customer, subscription, then checkout.session.completed and invoice.paid. */
  complete(
    sessionId: string,
  ): Promise<{ subscription: FakeSubscription; invoiceId: string; chargeId: string }>;
  close(): Promise<void>;
}

const stripe = new Stripe('sk_test_fake_helper');
const id = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const secretKey = `sk_test_${randomBytes(12).toString('hex')}`;
  const webhookSecret = `whsec_${randomBytes(16).toString('hex')}`;
  const idempotent = new Map<string, unknown>();
  const fake = {} as FakeStripe;
  const sessions = new Map<string, Session>();
  const subscriptions = new Map<string, FakeSubscription>();
  const calls: FakeStripeCall[] = [];
  const failures: { method: string; path: RegExp; remaining: number }[] = [];

  const subscriptionObject = (sub: FakeSubscription) => ({
    id: sub.id,
    object: 'subscription',
    customer: sub.customer,
    status: sub.status,
    cancel_at_period_end: sub.cancelAtPeriodEnd,
    metadata: { subscriptionId: sub.ourId },
    items: {
      object: 'list',
      data: [
        {
          id: sub.itemId,
          object: 'subscription_item',
          price: { id: sub.price, object: 'price' },
          current_period_start: sub.periodStart,
          current_period_end: sub.periodEnd,
        },
      ],
    },
  });

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const body = await readBody(request);
      const params = Object.fromEntries(new URLSearchParams(body));
      const key = request.headers['idempotency-key'];
      const idempotencyKey = typeof key === 'string' ? key : null;
      calls.push({ method: request.method ?? 'GET', path: url.pathname, params, idempotencyKey });

      // The fake's Checkout page: a browser landing here has paid.
      const page = /^\/checkout\/(cs_[a-z0-9]+)$/.exec(url.pathname);
      if (page && request.method === 'GET') {
        const session = sessions.get(page[1] ?? '');
        if (!session) return json(response, 404, { error: { message: 'No such session' } });
        if (!session.completed) await fake.complete(session.id);
        response.writeHead(303, { location: session.successUrl });
        return response.end();
      }

      if (request.headers.authorization !== `Bearer ${secretKey}`) {
        return json(response, 401, {
          error: { type: 'invalid_request_error', message: 'Invalid API Key provided' },
        });
      }
      if (fake.latencyMs > 0) {
        await new Promise((resolve) => setTimeout(resolve, fake.latencyMs));
      }
      const failure = failures.find(
        (f) => f.remaining > 0 && f.method === request.method && f.path.test(url.pathname),
      );
      if (failure) {
        failure.remaining -= 1;
        return json(response, 400, {
          error: { type: 'invalid_request_error', message: 'Refused by the fake, as asked.' },
        });
      }
      if (idempotencyKey && idempotent.has(`${url.pathname} ${idempotencyKey}`)) {
        return json(response, 200, idempotent.get(`${url.pathname} ${idempotencyKey}`));
      }
      const remember = (value: unknown) => {
        if (idempotencyKey) idempotent.set(`${url.pathname} ${idempotencyKey}`, value);
        return json(response, 200, value);
      };

      if (url.pathname === '/v1/checkout/sessions' && request.method === 'POST') {
        const sessionId = id('cs');
        const session: Session = {
          id: sessionId,
          url: `${fake.url}/checkout/${sessionId}`,
          price: params['line_items[0][price]'] ?? '',
          customer: params.customer ?? null,
          customerEmail: params.customer_email ?? null,
          subscriptionId: params['metadata[subscriptionId]'] ?? params.client_reference_id ?? '',
          successUrl: params.success_url ?? '',
          cancelUrl: params.cancel_url ?? '',
          completed: false,
        };
        if (!AMOUNTS[session.price]) {
          return json(response, 400, {
            error: { type: 'invalid_request_error', message: `No such price: '${session.price}'` },
          });
        }
        sessions.set(sessionId, session);
        return remember({ id: sessionId, object: 'checkout.session', url: session.url });
      }
      const expire = /^\/v1\/checkout\/sessions\/(cs_[a-z0-9]+)\/expire$/.exec(url.pathname);
      if (expire && request.method === 'POST') {
        const session = sessions.get(expire[1] ?? '');
        if (!session) return json(response, 404, { error: { message: 'No such session' } });
        if (session.completed) {
          return json(response, 400, {
            error: { type: 'invalid_request_error', message: 'Only open sessions can be expired.' },
          });
        }
        sessions.delete(session.id);
        return remember({ id: session.id, object: 'checkout.session', status: 'expired' });
      }
      const subPath = /^\/v1\/subscriptions\/(sub_[a-z0-9]+)$/.exec(url.pathname);
      if (subPath) {
        const sub = subscriptions.get(subPath[1] ?? '');
        if (!sub) return json(response, 404, { error: { message: 'No such subscription' } });
        if (request.method === 'POST') {
          if (params.cancel_at_period_end)
            sub.cancelAtPeriodEnd = params.cancel_at_period_end === 'true';
          if (params['items[0][price]']) sub.price = params['items[0][price]'];
        }
        if (request.method === 'DELETE') sub.status = 'canceled';
        return remember(subscriptionObject(sub));
      }
      if (url.pathname === '/v1/refunds' && request.method === 'POST') {
        return remember({
          id: id('re'),
          object: 'refund',
          status: 'succeeded',
          charge: params.charge ?? null,
          payment_intent: params.payment_intent ?? null,
        });
      }
      if (url.pathname === '/v1/billing_portal/sessions' && request.method === 'POST') {
        return remember({
          id: id('bps'),
          object: 'billing_portal.session',
          url: `${fake.url}/portal/${params.customer}`,
        });
      }
      return json(response, 404, {
        error: {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${request.method}: ${url.pathname})`,
        },
      });
    })().catch((error: unknown) => json(response, 500, { error: { message: String(error) } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    secretKey,
    webhookSecret,
    webhookUrl: null,
    calls,
    sessions,
    subscriptions,
    latencyMs: 0,
    failNext(method: string, path: RegExp, times = 1) {
      failures.push({ method, path, remaining: times });
    },
    sign(payload: string, secret = webhookSecret) {
      return stripe.webhooks.generateTestHeaderString({ payload, secret });
    },
    event(
      type: string,
      object: Record<string, unknown>,
      createdSeconds = Math.floor(Date.now() / 1000),
    ) {
      return {
        id: id('evt'),
        object: 'event',
        type,
        created: createdSeconds,
        livemode: false,
        data: { object },
      };
    },
    async deliver(event: Record<string, unknown>) {
      if (!fake.webhookUrl) throw new Error('fake Stripe: no webhookUrl');
      const payload = JSON.stringify(event);
      const res = await fetch(fake.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': fake.sign(payload) },
        body: payload,
      });
      return { status: res.status, body: await res.text() };
    },
    async complete(sessionId: string) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`fake Stripe: no session ${sessionId}`);
      session.completed = true;
      const now = Math.floor(Date.now() / 1000);
      const sub: FakeSubscription = {
        id: id('sub'),
        customer: session.customer ?? id('cus'),
        price: session.price,
        itemId: id('si'),
        ourId: session.subscriptionId,
        periodStart: now,
        periodEnd: now + (session.price === FAKE_PRICES.annual ? 365 : 30) * 86_400,
        cancelAtPeriodEnd: false,
        status: 'active',
      };
      subscriptions.set(sub.id, sub);
      const invoiceId = id('in');
      const chargeId = id('ch');
      await fake.deliver(
        fake.event(
          'checkout.session.completed',
          {
            id: session.id,
            object: 'checkout.session',
            client_reference_id: session.subscriptionId,
            customer: sub.customer,
            subscription: sub.id,
            metadata: { subscriptionId: session.subscriptionId },
            payment_status: 'paid',
          },
          now,
        ),
      );
      await fake.deliver(
        fake.event(
          'invoice.paid',
          {
            id: invoiceId,
            object: 'invoice',
            customer: sub.customer,
            amount_paid: AMOUNTS[sub.price],
            hosted_invoice_url: `${fake.url}/invoices/${invoiceId}`,
            parent: {
              subscription_details: {
                subscription: sub.id,
                metadata: { subscriptionId: sub.ourId },
              },
            },
            payments: { data: [{ payment: { type: 'charge', charge: chargeId } }] },
            lines: {
              data: [
                {
                  period: { start: sub.periodStart, end: sub.periodEnd },
                  pricing: { price_details: { price: sub.price } },
                },
              ],
            },
          },
          now,
        ),
      );
      return { subscription: sub, invoiceId, chargeId };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
  return fake;
}

/**
 * A listening app whose billing talks to a fresh fake Stripe, with webhooks delivered back to
 * it: what every Stripe test starts from. `close` stops both.
 */
export async function startStripeApp(database: Database): Promise<{
  fake: FakeStripe;
  ctx: TestContext;
  app: FastifyInstance;
  close: () => Promise<void>;
}> {
  const fake = await startFakeStripe();
  const ctx = await createTestApp({
    database,
    env: {
      STRIPE_SECRET_KEY: fake.secretKey,
      STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
      STRIPE_PRICE_MONTHLY: FAKE_PRICES.monthly,
      STRIPE_PRICE_ANNUAL: FAKE_PRICES.annual,
      STRIPE_API_URL: fake.url,
    },
  });
  const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  fake.webhookUrl = `${address}/api/billing/webhooks/stripe`;
  return {
    fake,
    ctx,
    app: ctx.app,
    close: async () => {
      await ctx.close();
      await fake.close();
    },
  };
}
