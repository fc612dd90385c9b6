import { and, desc, eq, max, sql, sum } from 'drizzle-orm';
import type { TBillingOverview, TSubscription } from '@algoone/contracts';
import {
  PLANS,
  REFUND_GUARANTEE_DAYS,
  isWithinRefundWindow,
  type PlanPeriod,
} from '@algoone/domain';
import { billingInvoices, billingSubscriptions } from '../../db/schema/index.ts';
import type { Viewer } from '../../lib/viewer.ts';
import type { BillingDeps } from './billing-deps.ts';
import { entitlementsOf, findCurrentOrLastSubscription } from './subscriptions.ts';

const DAY_MS = 86_400_000;
const INVOICES_SHOWN = 24;

/** /conta/assinatura: the plan, the next charge, what it unlocks, and the invoices. */
export async function getBillingOverview(
  deps: BillingDeps,
  viewer: Viewer,
  now: Date = new Date(),
): Promise<TBillingOverview> {
  const [row, invoices, [refunded]] = await Promise.all([
    findCurrentOrLastSubscription(deps.db, viewer.id),
    deps.db
      .select()
      .from(billingInvoices)
      .where(eq(billingInvoices.userId, viewer.id))
      .orderBy(desc(billingInvoices.createdAt))
      .limit(INVOICES_SHOWN),
    // What was refunded of the subscription shown (the same one findCurrentOrLastSubscription
    // picks), over all its invoices, not only the ones listed: after a refund the page says how
    // much came back and when (issue #30).
    deps.db
      .select({
        amountCents: sum(billingInvoices.amountCents).mapWith(Number),
        refundedAt: max(billingInvoices.refundedAt),
      })
      .from(billingInvoices)
      .where(
        and(
          eq(billingInvoices.userId, viewer.id),
          eq(billingInvoices.status, 'refunded'),
          eq(
            billingInvoices.subscriptionId,
            sql`(select ${billingSubscriptions.id} from ${billingSubscriptions}
                 where ${billingSubscriptions.userId} = ${viewer.id}
                 order by ${billingSubscriptions.createdAt} desc limit 1)`,
          ),
        ),
      ),
  ]);
  const firstPaidAt = row?.firstPaidAt ?? null;
  const refundable =
    firstPaidAt !== null &&
    (row?.status === 'active' || row?.status === 'past_due') &&
    isWithinRefundWindow(firstPaidAt, now);
  return {
    provider: deps.provider.name,
    subscription: row
      ? {
          id: row.id,
          plan: row.plan as PlanPeriod,
          status: row.status as TSubscription['status'],
          provider: row.provider as 'demo' | 'stripe',
          currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
          nextCharge:
            (row.status === 'active' || row.status === 'past_due') && row.currentPeriodEnd
              ? {
                  at: row.currentPeriodEnd.toISOString(),
                  amountCents: PLANS[row.plan as PlanPeriod].priceCents,
                }
              : null,
          firstPaidAt: row.firstPaidAt?.toISOString() ?? null,
          refundableUntil:
            refundable && firstPaidAt
              ? new Date(firstPaidAt.getTime() + REFUND_GUARANTEE_DAYS * DAY_MS).toISOString()
              : null,
          endedAt: row.endedAt?.toISOString() ?? null,
          refund:
            refunded?.refundedAt && refunded.amountCents
              ? { amountCents: refunded.amountCents, refundedAt: refunded.refundedAt.toISOString() }
              : null,
        }
      : null,
    entitlements: entitlementsOf(row, now),
    invoices: invoices.map((invoice) => ({
      id: invoice.id,
      plan: invoice.plan as PlanPeriod,
      amountCents: invoice.amountCents,
      status: invoice.status as 'paid' | 'failed' | 'refunded',
      createdAt: invoice.createdAt.toISOString(),
      periodStart: invoice.periodStart?.toISOString() ?? null,
      periodEnd: invoice.periodEnd?.toISOString() ?? null,
      hasReceipt: invoice.status !== 'failed',
    })),
  };
}
