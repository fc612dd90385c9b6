import { eq } from 'drizzle-orm';
import { planSwitchQuote, type PlanPeriod } from '@algoone/domain';
import { billingSubscriptions } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { recordAudit } from '../audit/index.ts';
import type { BillingDeps } from './billing-deps.ts';
import { releaseClaim, withClaim } from './claim-change.ts';
import { chargeDemoIn } from './demo-checkout.ts';
import { findLiveSubscription } from './subscriptions.ts';

/**
 * Monthly ↔ annual. Stripe prorates on its side and its `customer.subscription.updated` and
 * `invoice.paid` webhooks bring the new plan and charge; the demo prorates with the domain's
 * `planSwitchQuote` and charges at once. Under a claim (claim-change.ts): a double click
 * switches and charges once, and never while a cancellation is in progress.
 */
export async function switchPlan(
  deps: BillingDeps,
  viewer: Viewer,
  plan: PlanPeriod,
  client: { ipAddress: string | null; userAgent: string | null },
  now: Date = new Date(),
): Promise<{ plan: PlanPeriod; chargedCents: number | null }> {
  const live = await findLiveSubscription(deps.db, viewer.id);
  if (!live || live.status === 'pending') throw notFound('Você não tem uma assinatura ativa.');
  return withClaim(deps.db, live.id, async (claim) => {
    const { row } = claim;
    if (row.status !== 'active') {
      throw conflict(
        row.status === 'canceled'
          ? 'Sua assinatura está cancelada. Assine de novo para escolher outro plano.'
          : 'Regularize o pagamento pendente antes de trocar de plano.',
      );
    }
    if (row.plan === plan)
      throw conflict('Você já está neste plano.', { plan: 'Você já está neste plano.' });

    const quote =
      deps.provider.name === 'demo'
        ? planSwitchQuote(
            {
              plan: row.plan as PlanPeriod,
              currentPeriodStart: row.currentPeriodStart ?? now,
              currentPeriodEnd: row.currentPeriodEnd ?? now,
            },
            plan,
            now,
          )
        : null;
    // Stripe is called under the claim and outside any transaction; its webhooks bring the
    // prorated charge. The demo's charge is made in the transaction that settles.
    if (!quote) await deps.provider.switchPlan(row, plan);
    const chargedCents = quote?.chargeCents ?? null;
    await deps.db.transaction(async (tx) => {
      if (quote) {
        await chargeDemoIn(tx, deps, row, {
          outcome: 'paid',
          at: now,
          plan,
          amountCents: quote.chargeCents,
          period: { start: quote.periodStart, end: quote.periodEnd },
        });
      } else {
        // Stripe has switched once its call returned; its webhook will say the same. Shown now,
        // so that a second click meanwhile is "já está neste plano", not a second switch.
        await tx
          .update(billingSubscriptions)
          .set({ plan, updatedAt: new Date() })
          .where(eq(billingSubscriptions.id, row.id));
      }
      await recordAudit(tx, {
        action: 'billing.plan_switched',
        result: 'success',
        actorId: viewer.id,
        targetType: 'subscription',
        targetId: row.id,
        ...client,
        details: { from: row.plan, to: plan, chargedCents },
      });
      await releaseClaim(tx, claim);
    });
    return { plan, chargedCents };
  });
}
