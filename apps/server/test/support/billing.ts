// Subscriptions for tests: through the demo provider's own routes, as an investor would subscribe.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { as, type Actor } from './actors.ts';

/** Subscribes the investor to a plan with the demo provider and pays the first period. */
export async function subscribeDemo(
  app: FastifyInstance,
  investor: Actor,
  plan: 'monthly' | 'annual' = 'monthly',
): Promise<string> {
  const checkout = await app.inject({
    method: 'POST',
    url: '/api/billing/checkout',
    headers: as(investor),
    payload: { plan, idempotencyKey: randomUUID() },
  });
  if (checkout.statusCode !== 200) throw new Error(`checkout: ${checkout.body}`);
  const { subscriptionId } = checkout.json<{ subscriptionId: string }>();
  const confirm = await app.inject({
    method: 'POST',
    url: `/api/billing/demo/checkouts/${subscriptionId}/confirm`,
    headers: as(investor),
    payload: { outcome: 'paid' },
  });
  if (confirm.statusCode !== 200) throw new Error(`confirm: ${confirm.body}`);
  return subscriptionId;
}

/** Subscribes an investor unless they already have a plan (staff and anonymous: nothing). */
export async function ensureSubscribed(app: FastifyInstance, actor: Actor | null): Promise<void> {
  if (actor?.role !== 'investor') return;
  const res = await app.inject({
    method: 'GET',
    url: '/api/billing/subscription',
    headers: as(actor),
  });
  if (res.json<{ entitlements: string[] }>().entitlements.length === 0) {
    await subscribeDemo(app, actor);
  }
}
