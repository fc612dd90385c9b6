import { and, eq } from 'drizzle-orm';
import type { TCheckoutInput } from '@algoone/contracts';
import { billingSubscriptions, type BillingSubscriptionRow } from '../../db/schema/index.ts';
import { conflict } from '../../lib/app-error.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { recordAudit } from '../audit/index.ts';
import { applyEvent } from './apply-event.ts';
import type { BillingDeps } from './billing-deps.ts';
import { findLiveSubscription } from './subscriptions.ts';

const ALREADY_SUBSCRIBED =
  'Você já tem uma assinatura ativa. Veja os detalhes em Minha assinatura.';

/**
 * Starts paying for a plan. A double click sends the same idempotency key twice: the second
 * finds the first's row and gets the same payment page (Stripe's own idempotency key is the
 * subscription id, so it returns the same Checkout Session). A second live subscription cannot
 * exist at all: a partial unique index refuses it, even from another node.
 */
export async function startCheckout(
  deps: BillingDeps,
  viewer: Viewer,
  input: TCheckoutInput,
  client: { ipAddress: string | null; userAgent: string | null },
): Promise<{ subscriptionId: string; redirectUrl: string }> {
  const { db } = deps;
  let row = await findByKey(deps, viewer.id, input.idempotencyKey);
  if (!row) {
    const live = await findLiveSubscription(db, viewer.id);
    if (live && live.status !== 'pending') throw conflict(ALREADY_SUBSCRIBED);
    // The unpaid checkout left behind can no longer take money before it gives way.
    if (live) await deps.provider.expireCheckout(live);
    row = await db.transaction(async (tx) => {
      // An unpaid checkout left behind (another plan, another day) gives way to the new one.
      if (live) {
        await applyEvent(
          tx,
          live,
          { id: `local_abandon_${live.id}`, type: 'ended', occurredAt: new Date() },
          {
            provider: deps.provider.name,
            payload: { reason: 'new checkout' },
            appUrl: deps.appUrl,
          },
        );
      }
      const [created] = await tx
        .insert(billingSubscriptions)
        .values({
          userId: viewer.id,
          plan: input.plan,
          status: 'pending',
          provider: deps.provider.name,
          idempotencyKey: input.idempotencyKey,
        })
        .onConflictDoNothing()
        .returning();
      return created ?? null;
    });
    // Lost a race with the same click on another request: answer with that one's checkout.
    row ??= await findByKey(deps, viewer.id, input.idempotencyKey);
    if (!row) throw conflict(ALREADY_SUBSCRIBED);
    await recordAudit(db, {
      action: 'billing.checkout_started',
      result: 'success',
      actorId: viewer.id,
      targetType: 'subscription',
      targetId: row.id,
      ipAddress: client.ipAddress,
      userAgent: client.userAgent,
      details: { plan: input.plan, provider: deps.provider.name },
    });
  }
  if (row.status !== 'pending') throw conflict(ALREADY_SUBSCRIBED);
  const checkout = await deps.provider.startCheckout({
    subscriptionId: row.id,
    plan: row.plan as TCheckoutInput['plan'],
    customerEmail: viewer.email,
    customerId: await previousCustomerId(deps, viewer.id),
    idempotencyKey: input.idempotencyKey,
    appUrl: deps.appUrl,
  });
  if (checkout.checkoutId && checkout.checkoutId !== row.providerCheckoutId) {
    await db
      .update(billingSubscriptions)
      .set({ providerCheckoutId: checkout.checkoutId, updatedAt: new Date() })
      .where(eq(billingSubscriptions.id, row.id));
  }
  return { subscriptionId: row.id, redirectUrl: checkout.redirectUrl };
}

async function findByKey(
  { db }: BillingDeps,
  userId: string,
  key: string,
): Promise<BillingSubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(billingSubscriptions)
    .where(
      and(eq(billingSubscriptions.userId, userId), eq(billingSubscriptions.idempotencyKey, key)),
    );
  return row ?? null;
}

/** Stripe keeps one customer per investor: a new subscription reuses the last one's. */
async function previousCustomerId({ db }: BillingDeps, userId: string): Promise<string | null> {
  const rows = await db
    .select({ customer: billingSubscriptions.providerCustomerId })
    .from(billingSubscriptions)
    .where(eq(billingSubscriptions.userId, userId));
  return rows.find((r) => r.customer)?.customer ?? null;
}
