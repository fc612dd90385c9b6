import { and, eq, inArray, lte, or } from 'drizzle-orm';
import { billingSubscriptions } from '../../db/schema/index.ts';
import { applyEvent } from './apply-event.ts';
import type { BillingDeps } from './billing-deps.ts';
import { chargeDemo } from './demo-checkout.ts';

const BATCH = 200;

/**
 * Periods that ended (run on an interval by every node; each change is one event id, so two
 * nodes racing apply it once): a cancelled subscription expires when its paid period runs out;
 * a demo subscription renews itself, as Stripe would, with its own (demo) charge. Stripe's
 * own subscriptions are left to Stripe, whose webhooks say when they renew or end.
 */
export async function sweepPeriods(deps: BillingDeps, now: Date = new Date()): Promise<number> {
  const due = await deps.db
    .select()
    .from(billingSubscriptions)
    .where(
      and(
        inArray(billingSubscriptions.status, ['active', 'past_due', 'canceled']),
        lte(billingSubscriptions.currentPeriodEnd, now),
        // Stripe renews its own; only cancelled ones end here (else they would fill the batch).
        or(eq(billingSubscriptions.provider, 'demo'), eq(billingSubscriptions.status, 'canceled')),
      ),
    )
    .limit(BATCH);
  let changed = 0;
  for (const row of due) {
    if (row.status === 'canceled') {
      await deps.db.transaction((tx) =>
        applyEvent(
          tx,
          row,
          // One id per subscription's end, whichever node sweeps it first.
          { id: `period_end_${row.id}`, type: 'ended', occurredAt: now },
          {
            provider: row.provider as 'demo' | 'stripe',
            payload: { reason: 'period ended' },
            appUrl: deps.appUrl,
          },
        ),
      );
      changed += 1;
    } else if (row.provider === 'demo') {
      const plan = row.plan as 'monthly' | 'annual';
      const periodEnd = row.currentPeriodEnd?.toISOString() ?? '';
      await chargeDemo(deps, row, {
        outcome: 'paid',
        at: now,
        plan,
        eventId: `renewal_${row.id}_${periodEnd}`,
      });
      changed += 1;
    }
  }
  return changed;
}
