import { and, desc, eq, inArray } from 'drizzle-orm';
import type Stripe from 'stripe';
import { ERROR_CODES } from '@algoone/contracts';
import { LIVE_SUBSCRIPTION_STATUSES, type BillingEvent, type PlanPeriod } from '@algoone/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import {
  billingEvents,
  billingInvoices,
  billingSubscriptions,
  type BillingSubscriptionRow,
} from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import {
  applyEvent,
  recordIgnoredEvent,
  recordUnmatchedEvent,
  type InvoiceRecord,
} from './apply-event.ts';

export interface StripeWebhookDeps {
  db: Db;
  stripe: Stripe;
  webhookSecret: string;
  prices: Record<PlanPeriod, string>;
  appUrl: string;
  log: FastifyBaseLogger;
}

export const BAD_SIGNATURE = 'Assinatura do webhook ausente ou inválida.';

// Stripe's objects as they arrive; read defensively, since API versions move fields around
// (a subscription's period moved to its items; an invoice's subscription to `parent`).
type Obj = Record<string, unknown>;
const obj = (value: unknown): Obj => (value && typeof value === 'object' ? (value as Obj) : {});
const str = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);
const num = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;
const idOf = (value: unknown): string | null => str(value) ?? str(obj(value).id);
const time = (seconds: unknown): Date | null => {
  const n = num(seconds);
  return n === null ? null : new Date(n * 1000);
};

function planOfPrice(
  prices: Record<PlanPeriod, string>,
  priceId: string | null,
): PlanPeriod | null {
  if (!priceId) return null;
  if (priceId === prices.monthly) return 'monthly';
  if (priceId === prices.annual) return 'annual';
  return null;
}

/** Where an object says which of our subscriptions it is about. */
function references(object: Obj) {
  const metadata = obj(object.metadata);
  const parent = obj(obj(object.parent).subscription_details);
  const legacy = obj(object.subscription_details);
  const line = obj((obj(object.lines).data as unknown[] | undefined)?.[0]);
  return {
    ours:
      str(metadata.subscriptionId) ??
      str(object.client_reference_id) ??
      str(obj(parent.metadata).subscriptionId) ??
      str(obj(legacy.metadata).subscriptionId) ??
      str(obj(line.metadata).subscriptionId),
    stripeSubscription:
      (str(object.object) === 'subscription' ? str(object.id) : null) ??
      idOf(object.subscription) ??
      idOf(parent.subscription),
    customer: idOf(object.customer),
  };
}

async function findSubscription(db: Db, refs: ReturnType<typeof references>) {
  const uuid = /^[0-9a-f-]{36}$/i;
  if (refs.ours && uuid.test(refs.ours)) {
    const [row] = await db
      .select()
      .from(billingSubscriptions)
      .where(eq(billingSubscriptions.id, refs.ours));
    if (row) return row;
  }
  if (refs.stripeSubscription) {
    const [row] = await db
      .select()
      .from(billingSubscriptions)
      .where(eq(billingSubscriptions.providerSubscriptionId, refs.stripeSubscription));
    if (row) return row;
  }
  if (refs.customer) {
    const [row] = await db
      .select()
      .from(billingSubscriptions)
      .where(
        and(
          eq(billingSubscriptions.providerCustomerId, refs.customer),
          inArray(billingSubscriptions.status, [...LIVE_SUBSCRIPTION_STATUSES]),
        ),
      )
      .orderBy(desc(billingSubscriptions.createdAt))
      .limit(1);
    if (row) return row;
  }
  return null;
}

/** Verifies the signature on the raw bytes; a bad one is a 400 and nothing is read further. */
export function verifyStripeEvent(
  deps: Pick<StripeWebhookDeps, 'stripe' | 'webhookSecret'>,
  rawBody: Buffer | undefined,
  signature: string | undefined,
): Stripe.Event {
  if (!rawBody || !signature) throw new AppError(400, ERROR_CODES.badRequest, BAD_SIGNATURE);
  try {
    return deps.stripe.webhooks.constructEvent(rawBody, signature, deps.webhookSecret);
  } catch {
    throw new AppError(400, ERROR_CODES.badRequest, BAD_SIGNATURE);
  }
}

export type WebhookOutcome = 'applied' | 'duplicate' | 'ignored' | 'unmatched';

/**
 * Turns a verified Stripe event into the domain's events (docs/decisions/019-billing.md). Each
 * event id is processed once; one about a customer or subscription we do not know is stored as
 * `unmatched`, logged and audited, and answered 200 so that Stripe stops retrying it.
 */
export async function handleStripeEvent(
  deps: StripeWebhookDeps,
  event: Stripe.Event,
): Promise<WebhookOutcome> {
  const object = obj(event.data.object);
  const occurredAt = new Date(event.created * 1000);
  const handled = new Set([
    'checkout.session.completed',
    'invoice.paid',
    'invoice.payment_failed',
    'customer.subscription.updated',
    'customer.subscription.deleted',
    'charge.refunded',
  ]);
  const payload = JSON.parse(JSON.stringify(event)) as unknown;
  if (!handled.has(event.type)) {
    await recordIgnoredEvent(deps.db, {
      id: event.id,
      provider: 'stripe',
      type: event.type,
      payload,
    });
    return 'ignored';
  }
  if (event.type === 'charge.refunded') return chargeRefunded(deps, event, object, payload);

  const row = await findSubscription(deps.db, references(object));
  if (!row) {
    const fresh = await recordUnmatchedEvent(deps.db, {
      id: event.id,
      provider: 'stripe',
      type: event.type,
      payload,
    });
    if (fresh) {
      deps.log.warn(
        { eventId: event.id, type: event.type },
        'stripe webhook for an unknown customer',
      );
      await recordAudit(deps.db, {
        action: 'billing.webhook_unmatched',
        result: 'failure',
        targetType: 'stripe_event',
        targetId: event.id,
        details: { type: event.type },
      });
    }
    return fresh ? 'unmatched' : 'duplicate';
  }
  const context = {
    provider: 'stripe' as const,
    payload,
    providerType: event.type,
    appUrl: deps.appUrl,
  };

  return deps.db.transaction(async (tx) => {
    // A replay changes nothing, not even the ids and periods linked below.
    const [seen] = await tx
      .select({ id: billingEvents.id })
      .from(billingEvents)
      .where(eq(billingEvents.id, event.id));
    if (seen) return 'duplicate' as const;
    const stale = row.lastEventAt !== null && occurredAt.getTime() < row.lastEventAt.getTime();
    let current = row;
    let domainEvent: BillingEvent | null = null;
    let invoice: InvoiceRecord | undefined;
    const link: Partial<BillingSubscriptionRow> = {};

    switch (event.type) {
      case 'checkout.session.completed': {
        link.providerCustomerId = idOf(object.customer) ?? row.providerCustomerId;
        link.providerSubscriptionId = idOf(object.subscription) ?? row.providerSubscriptionId;
        break;
      }
      case 'invoice.paid':
      case 'invoice.payment_failed': {
        const line = obj((obj(object.lines).data as unknown[] | undefined)?.[0]);
        const period = obj(line.period);
        const price =
          idOf(obj(line.pricing).price_details && obj(obj(line.pricing).price_details).price) ??
          idOf(line.price);
        const plan = planOfPrice(deps.prices, price) ?? (row.plan as PlanPeriod);
        const paid = event.type === 'invoice.paid';
        const payment = obj(obj((obj(object.payments).data as unknown[] | undefined)?.[0]).payment);
        invoice = {
          providerInvoiceId: str(object.id) ?? event.id,
          providerPaymentId:
            idOf(object.payment_intent) ??
            idOf(object.charge) ??
            idOf(payment.payment_intent) ??
            idOf(payment.charge),
          plan,
          amountCents: Math.max(
            0,
            Math.trunc(num(paid ? object.amount_paid : object.amount_due) ?? 0),
          ),
          status: paid ? 'paid' : 'failed',
          periodStart: time(period.start),
          periodEnd: time(period.end),
          receiptUrl: str(object.hosted_invoice_url),
        };
        domainEvent = paid
          ? {
              id: event.id,
              type: 'payment_succeeded',
              occurredAt,
              plan,
              ...(invoice.periodStart ? { periodStart: invoice.periodStart } : {}),
              ...(invoice.periodEnd ? { periodEnd: invoice.periodEnd } : {}),
            }
          : { id: event.id, type: 'payment_failed', occurredAt };
        link.providerCustomerId = idOf(object.customer) ?? row.providerCustomerId;
        break;
      }
      case 'customer.subscription.updated': {
        const item = obj((obj(object.items).data as unknown[] | undefined)?.[0]);
        const plan = planOfPrice(deps.prices, idOf(item.price));
        if (plan) link.plan = plan;
        const end = time(item.current_period_end) ?? time(object.current_period_end);
        if (end) link.currentPeriodEnd = end;
        const cancelling = object.cancel_at_period_end === true || num(object.cancel_at) !== null;
        if (cancelling && (row.status === 'active' || row.status === 'past_due')) {
          domainEvent = { id: event.id, type: 'cancel_scheduled', occurredAt };
        } else if (!cancelling && row.status === 'canceled') {
          domainEvent = { id: event.id, type: 'cancel_unscheduled', occurredAt };
        } else if (str(object.status) === 'past_due' && row.status === 'active') {
          domainEvent = { id: event.id, type: 'payment_failed', occurredAt };
        }
        break;
      }
      case 'customer.subscription.deleted': {
        domainEvent = { id: event.id, type: 'ended', occurredAt };
        break;
      }
    }

    // A late event does not move the plan or the period back.
    if (stale) {
      delete link.plan;
      delete link.currentPeriodEnd;
    }
    if (Object.keys(link).length > 0) {
      const [linked] = await tx
        .update(billingSubscriptions)
        .set({ ...link, updatedAt: new Date() })
        .where(eq(billingSubscriptions.id, row.id))
        .returning();
      current = linked ?? current;
    }
    // Events that only link ids (or change nothing in the machine) are still recorded once,
    // through a no-op event, so that their replay is recognised as one.
    const { applied } = await applyEvent(
      tx,
      current,
      domainEvent ?? { id: event.id, type: 'checkout_started', occurredAt },
      { ...context, ...(invoice ? { invoice } : {}) },
    );
    return applied ? 'applied' : 'duplicate';
  });
}

async function chargeRefunded(
  deps: StripeWebhookDeps,
  event: Stripe.Event,
  charge: Obj,
  payload: unknown,
): Promise<WebhookOutcome> {
  const ids = [str(charge.id), idOf(charge.payment_intent)].filter(
    (id): id is string => id !== null,
  );
  const [invoice] = ids.length
    ? await deps.db
        .select()
        .from(billingInvoices)
        .where(inArray(billingInvoices.providerPaymentId, ids))
    : [];
  if (!invoice) {
    const fresh = await recordUnmatchedEvent(deps.db, {
      id: event.id,
      provider: 'stripe',
      type: event.type,
      payload,
    });
    return fresh ? 'unmatched' : 'duplicate';
  }
  const fullyRefunded =
    charge.refunded === true || num(charge.amount_refunded) === num(charge.amount);
  return deps.db.transaction(async (tx) => {
    const fresh = await tx
      .insert(billingEvents)
      .values({
        id: event.id,
        provider: 'stripe',
        type: event.type,
        outcome: 'applied',
        subscriptionId: invoice.subscriptionId,
        payload: payload ?? {},
      })
      .onConflictDoNothing()
      .returning();
    if (fresh.length === 0) return 'duplicate' as const;
    if (fullyRefunded) {
      await tx
        .update(billingInvoices)
        .set({ status: 'refunded', refundedAt: invoice.refundedAt ?? new Date() })
        .where(eq(billingInvoices.id, invoice.id));
    }
    return 'applied' as const;
  });
}
