import { and, eq, inArray, lte, or } from 'drizzle-orm';
import { billingSubscriptions } from '../../db/schema/index.ts';
import { applyEvent } from './apply-event.ts';
import type { BillingDeps } from './billing-deps.ts';
import { ChangeInProgressError, claimIsFree, releaseClaim, withClaim } from './claim-change.ts';
import { chargeDemoIn } from './demo-checkout.ts';

const BATCH = 200;

/**
 * Periods that ended (run on an interval by every node; each change is one event id, so two
 * nodes racing apply it once): a cancelled subscription expires when its paid period runs out;
 * a demo subscription renews itself, as Stripe would, with its own (demo) charge. Stripe's
 * own subscriptions are left to Stripe, whose webhooks say when they renew or end.
 *
 * Each row is claimed first (claim-change.ts), like any change we make: a subscription that an
 * investor is cancelling or switching right now is left for the next sweep, so a renewal is
 * never charged in the middle of a refund.
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
        claimIsFree(),
      ),
    )
    .limit(BATCH);
  let changed = 0;
  for (const candidate of due) {
    const swept = await withClaim(deps.db, candidate.id, async (claim) => {
      const { row } = claim;
      // Decided again from the claimed row: the listing may be stale by now.
      const isDue = row.currentPeriodEnd !== null && row.currentPeriodEnd <= now;
      if (!isDue || (row.status !== 'canceled' && row.provider !== 'demo')) {
        await releaseClaim(deps.db, claim);
        return false;
      }
      await deps.db.transaction(async (tx) => {
        if (row.status === 'canceled') {
          await applyEvent(
            tx,
            row,
            // One id per subscription's end, whichever node sweeps it first.
            { id: `period_end_${row.id}`, type: 'ended', occurredAt: now },
            {
              provider: row.provider as 'demo' | 'stripe',
              payload: { reason: 'period ended' },
              appUrl: deps.appUrl,
            },
          );
        } else {
          const plan = row.plan as 'monthly' | 'annual';
          await chargeDemoIn(tx, deps, row, {
            outcome: 'paid',
            at: now,
            plan,
            eventId: `renewal_${row.id}_${row.currentPeriodEnd?.toISOString() ?? ''}`,
          });
        }
        await releaseClaim(tx, claim);
      });
      return true;
    }).catch((error: unknown) => {
      // Another node's sweep or an investor's change holds it: theirs to finish.
      if (error instanceof ChangeInProgressError) return false;
      throw error;
    });
    if (swept) changed += 1;
  }
  return changed;
}
