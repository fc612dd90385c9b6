import { planSwitchQuote, type PlanPeriod } from '@algoone/domain';
import { conflict, notFound } from '../../lib/app-error.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { recordAudit } from '../audit/index.ts';
import type { BillingDeps } from './billing-deps.ts';
import { chargeDemo } from './demo-checkout.ts';
import { findLiveSubscription } from './subscriptions.ts';

/**
 * Monthly ↔ annual. Stripe prorates on its side and its `customer.subscription.updated` and
 * `invoice.paid` webhooks bring the new plan and charge; the demo prorates with the domain's
 * `planSwitchQuote` and charges at once.
 */
export async function switchPlan(
  deps: BillingDeps,
  viewer: Viewer,
  plan: PlanPeriod,
  client: { ipAddress: string | null; userAgent: string | null },
  now: Date = new Date(),
): Promise<{ plan: PlanPeriod; chargedCents: number | null }> {
  const row = await findLiveSubscription(deps.db, viewer.id);
  if (!row || row.status === 'pending') throw notFound('Você não tem uma assinatura ativa.');
  if (row.status !== 'active') {
    throw conflict(
      row.status === 'canceled'
        ? 'Sua assinatura está cancelada. Assine de novo para escolher outro plano.'
        : 'Regularize o pagamento pendente antes de trocar de plano.',
    );
  }
  if (row.plan === plan)
    throw conflict('Você já está neste plano.', { plan: 'Você já está neste plano.' });

  let chargedCents: number | null = null;
  if (deps.provider.name === 'demo') {
    const quote = planSwitchQuote(
      {
        plan: row.plan as PlanPeriod,
        currentPeriodStart: row.currentPeriodStart ?? now,
        currentPeriodEnd: row.currentPeriodEnd ?? now,
      },
      plan,
      now,
    );
    await chargeDemo(deps, row, {
      outcome: 'paid',
      at: now,
      plan,
      amountCents: quote.chargeCents,
      period: { start: quote.periodStart, end: quote.periodEnd },
    });
    chargedCents = quote.chargeCents;
  } else {
    await deps.provider.switchPlan(row, plan);
  }
  await recordAudit(deps.db, {
    action: 'billing.plan_switched',
    result: 'success',
    actorId: viewer.id,
    targetType: 'subscription',
    targetId: row.id,
    ...client,
    details: { from: row.plan, to: plan, chargedCents },
  });
  return { plan, chargedCents };
}
