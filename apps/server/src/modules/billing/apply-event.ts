import { eq } from 'drizzle-orm';
import { applyBillingEvent, type BillingEvent, type PlanPeriod } from '@algoone/domain';
import type { Db } from '../../db/client.ts';
import {
  billingEvents,
  billingInvoices,
  billingSubscriptions,
  users,
  type BillingSubscriptionRow,
} from '../../db/schema/index.ts';
import { enqueueEmails, type OutboxEmail } from '../../lib/email-outbox.ts';
import { cancellationEmail, failedPaymentEmail, paymentEmail } from './emails.ts';
import { snapshotOf } from './subscriptions.ts';

export interface InvoiceRecord {
  providerInvoiceId: string;
  providerPaymentId?: string | null;
  plan: PlanPeriod;
  amountCents: number;
  status: 'paid' | 'failed';
  periodStart?: Date | null;
  periodEnd?: Date | null;
  receiptUrl?: string | null;
}

export interface EventContext {
  provider: 'demo' | 'stripe';
  /** What the provider sent (or the demo's own record of it), kept with the event id. */
  payload: unknown;
  /** The provider's own type (Stripe's `invoice.paid`), when it differs from the domain's. */
  providerType?: string;
  invoice?: InvoiceRecord;
  /** A cancellation that refunded this much. */
  refundedCents?: number;
  appUrl: string;
}

/**
 * Applies one provider event to a subscription, once (docs/decisions/019-billing.md): the event
 * id is written first with ON CONFLICT DO NOTHING, in the caller's transaction, so a replay or
 * a second node receiving the same webhook finds it there and changes nothing. The emails are
 * written to the outbox in the same transaction: they exist exactly when the change does.
 */
export async function applyEvent(
  tx: Db,
  current: BillingSubscriptionRow,
  event: BillingEvent,
  context: EventContext,
): Promise<{ row: BillingSubscriptionRow; applied: boolean }> {
  let row = current;
  const inserted = await tx
    .insert(billingEvents)
    .values({
      id: event.id,
      provider: context.provider,
      type: context.providerType ?? event.type,
      outcome: 'applied',
      subscriptionId: row.id,
      payload: context.payload ?? {},
    })
    .onConflictDoNothing()
    .returning({ id: billingEvents.id });
  if (inserted.length === 0) return { row, applied: false };

  // The row as it is now, locked until this transaction ends: two requests (two tabs, a webhook
  // and a sweep) never both decide from the same stale state.
  const [locked] = await tx
    .select()
    .from(billingSubscriptions)
    .where(eq(billingSubscriptions.id, row.id))
    .for('update');
  row = locked ?? row;
  const before = snapshotOf(row);
  const after = applyBillingEvent(before, event);
  const now = new Date();
  const [updated] = await tx
    .update(billingSubscriptions)
    .set({
      status: after.status,
      plan: after.plan,
      currentPeriodStart: after.currentPeriodStart,
      currentPeriodEnd: after.currentPeriodEnd,
      firstPaidAt: after.firstPaidAt,
      lastEventAt: after.lastEventAt,
      canceledAt:
        after.status === 'active'
          ? null
          : (row.canceledAt ??
            (after.status === 'canceled' ||
            (after.status === 'expired' && before.status !== 'pending')
              ? now
              : null)),
      endedAt: after.status === 'expired' ? (row.endedAt ?? now) : row.endedAt,
      updatedAt: now,
    })
    .where(eq(billingSubscriptions.id, row.id))
    .returning();

  if (context.invoice) {
    await tx
      .insert(billingInvoices)
      .values({
        subscriptionId: row.id,
        userId: row.userId,
        providerInvoiceId: context.invoice.providerInvoiceId,
        providerPaymentId: context.invoice.providerPaymentId ?? null,
        plan: context.invoice.plan,
        amountCents: context.invoice.amountCents,
        status: context.invoice.status,
        periodStart: context.invoice.periodStart ?? null,
        periodEnd: context.invoice.periodEnd ?? null,
        receiptUrl: context.invoice.receiptUrl ?? null,
      })
      .onConflictDoNothing();
  }

  await enqueueEmails(tx, await emailsFor(tx, row, before.status, updated ?? row, event, context));
  return { row: updated ?? row, applied: true };
}

async function emailsFor(
  tx: Db,
  row: BillingSubscriptionRow,
  statusBefore: string,
  after: BillingSubscriptionRow,
  event: BillingEvent,
  context: EventContext,
): Promise<OutboxEmail[]> {
  const wanted =
    (event.type === 'payment_succeeded' && context.invoice?.status === 'paid') ||
    (event.type === 'payment_failed' && statusBefore !== 'pending') ||
    (after.status !== statusBefore && (after.status === 'canceled' || after.status === 'expired'));
  if (!wanted) return [];
  const [person] = await tx
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, row.userId));
  if (!person) return [];
  if (event.type === 'payment_succeeded' && context.invoice) {
    return [
      paymentEmail(
        person,
        context.invoice.plan,
        context.invoice.amountCents,
        after.currentPeriodEnd,
        context.appUrl,
        context.provider === 'demo',
      ),
    ];
  }
  if (event.type === 'payment_failed') {
    return [failedPaymentEmail(person, after.plan as PlanPeriod, context.appUrl)];
  }
  // A checkout that was never paid ends quietly; a paid subscription's end is worth a word.
  if (statusBefore === 'pending') return [];
  const refunded = context.refundedCents ?? 0;
  const accessUntil = after.status === 'canceled' ? after.currentPeriodEnd : null;
  if (after.status === 'expired' && statusBefore === 'canceled' && refunded === 0) return [];
  return [cancellationEmail(person, refunded, accessUntil, context.appUrl)];
}

/** Records an event no subscription of ours matches: kept for staff, never crashed on. */
export async function recordUnmatchedEvent(
  db: Db,
  event: { id: string; provider: 'stripe' | 'demo'; type: string; payload: unknown },
): Promise<boolean> {
  const inserted = await db
    .insert(billingEvents)
    .values({ ...event, outcome: 'unmatched', subscriptionId: null, payload: event.payload ?? {} })
    .onConflictDoNothing()
    .returning({ id: billingEvents.id });
  return inserted.length > 0;
}

/** Records an event we receive but do not act on, so that its replay is recognised too. */
export async function recordIgnoredEvent(
  db: Db,
  event: {
    id: string;
    provider: 'stripe' | 'demo';
    type: string;
    payload: unknown;
    subscriptionId?: string | null;
  },
): Promise<void> {
  await db
    .insert(billingEvents)
    .values({
      id: event.id,
      provider: event.provider,
      type: event.type,
      outcome: 'ignored',
      subscriptionId: event.subscriptionId ?? null,
      payload: event.payload ?? {},
    })
    .onConflictDoNothing();
}
