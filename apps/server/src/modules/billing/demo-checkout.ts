import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { PLANS, periodEndFor, type PlanPeriod } from '@algoone/domain';
import { billingSubscriptions, type BillingSubscriptionRow } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import type { Viewer } from '../../lib/viewer.ts';
import type { Db } from '../../db/client.ts';
import { applyEvent } from './apply-event.ts';
import type { BillingDeps } from './billing-deps.ts';
import { releaseClaim, withClaim } from './claim-change.ts';
import { findLiveSubscription } from './subscriptions.ts';

const NOT_FOUND = 'Pagamento de demonstração não encontrado.';

/** The demo's checkout, only for the investor who started it. */
async function ownDemoCheckout(
  { db }: BillingDeps,
  viewer: Viewer,
  id: string,
): Promise<BillingSubscriptionRow> {
  const [row] = await db
    .select()
    .from(billingSubscriptions)
    .where(and(eq(billingSubscriptions.id, id), eq(billingSubscriptions.userId, viewer.id)));
  // Another investor's id answers as if it did not exist: ids are not an oracle.
  if (!row || row.provider !== 'demo') throw notFound(NOT_FOUND);
  return row;
}

export async function getDemoCheckout(deps: BillingDeps, viewer: Viewer, id: string) {
  const row = await ownDemoCheckout(deps, viewer, id);
  const plan = row.plan as PlanPeriod;
  return { id: row.id, plan, amountCents: PLANS[plan].priceCents, status: row.status as 'pending' };
}

export interface DemoCharge {
  outcome: 'paid' | 'failed';
  at: Date;
  /** Another plan than the subscription's (a switch). */
  plan?: PlanPeriod;
  /** Another amount than the plan's price (a prorated switch). */
  amountCents?: number;
  /** Another period than the next one (a switch starts a new one now). */
  period?: { start: Date; end: Date };
  /** A fixed id makes a charge happen once however many nodes try it (the sweep's renewals). */
  eventId?: string;
}

/** A demo charge: the events Stripe's webhooks would bring, made here, with no money moved. */
export async function chargeDemo(
  deps: BillingDeps,
  row: BillingSubscriptionRow,
  charge: DemoCharge,
): Promise<BillingSubscriptionRow> {
  return deps.db.transaction((tx) => chargeDemoIn(tx, deps, row, charge));
}

/** The same, in the caller's transaction (which also settles the claim it made the charge under). */
export async function chargeDemoIn(
  tx: Db,
  deps: BillingDeps,
  row: BillingSubscriptionRow,
  charge: DemoCharge,
): Promise<BillingSubscriptionRow> {
  const { outcome, at } = charge;
  const plan = charge.plan ?? (row.plan as PlanPeriod);
  const amountCents = charge.amountCents ?? PLANS[plan].priceCents;
  const eventId = charge.eventId ?? `demo_evt_${randomUUID()}`;
  // A renewal continues the paid time where it ends; a first payment starts it now.
  const start =
    charge.period?.start ??
    (row.status !== 'pending' && row.currentPeriodEnd ? row.currentPeriodEnd : at);
  const end = charge.period?.end ?? periodEndFor(plan, start);
  const paid = outcome === 'paid';
  const { row: updated } = await applyEvent(
    tx,
    row,
    paid
      ? {
          id: eventId,
          type: 'payment_succeeded',
          occurredAt: at,
          periodStart: start,
          periodEnd: end,
          plan,
        }
      : { id: eventId, type: 'payment_failed', occurredAt: at },
    {
      provider: 'demo',
      payload: { demo: true, outcome, plan, amountCents },
      appUrl: deps.appUrl,
      invoice: {
        providerInvoiceId: `demo_in_${eventId}`,
        providerPaymentId: paid ? `demo_pay_${eventId}` : null,
        plan,
        amountCents,
        status: outcome,
        periodStart: paid ? start : null,
        periodEnd: paid ? end : null,
      },
    },
  );
  return updated;
}

/** The demo's payment page answered: pay (or be refused) the first period. */
export async function confirmDemoCheckout(
  deps: BillingDeps,
  viewer: Viewer,
  id: string,
  outcome: 'paid' | 'failed',
) {
  const row = await ownDemoCheckout(deps, viewer, id);
  if (row.status !== 'pending') {
    throw conflict('Este pagamento já foi concluído. Veja sua assinatura em Minha assinatura.');
  }
  // A paid confirmation has one id per checkout: a second tab's click changes nothing.
  const updated = await chargeDemo(deps, row, {
    outcome,
    at: new Date(),
    ...(outcome === 'paid' ? { eventId: `demo_confirm_${row.id}` } : {}),
  });
  return { status: updated.status };
}

/**
 * The demo's next charge, now: shows a renewal (or a refused card and the past-due state)
 * without waiting a month. Stripe renews on its own schedule and tells us by webhook.
 */
export async function chargeDemoRenewal(
  deps: BillingDeps,
  viewer: Viewer,
  outcome: 'paid' | 'failed',
) {
  const live = await findLiveSubscription(deps.db, viewer.id);
  if (!live || live.provider !== 'demo') throw notFound('Não há assinatura de demonstração ativa.');
  if (live.status !== 'active' && live.status !== 'past_due') {
    throw conflict('Só uma assinatura ativa tem uma próxima cobrança.');
  }
  // Under a claim, like every change we make: a double click charges once, and never while a
  // cancellation or a plan switch is in progress.
  return withClaim(deps.db, live.id, async (claim) => {
    const { row } = claim;
    if (row.status !== 'active' && row.status !== 'past_due') {
      throw conflict('Só uma assinatura ativa tem uma próxima cobrança.');
    }
    const updated = await deps.db.transaction(async (tx) => {
      const charged = await chargeDemoIn(tx, deps, row, { outcome, at: new Date() });
      await releaseClaim(tx, claim);
      return charged;
    });
    return { status: updated.status };
  });
}
