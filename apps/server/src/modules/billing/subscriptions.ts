import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  LIVE_SUBSCRIPTION_STATUSES,
  entitlementsFor,
  hasPlanAccess,
  type Entitlement,
  type SubscriptionSnapshot,
} from '@algoone/domain';
import { ERROR_CODES } from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import { billingSubscriptions, type BillingSubscriptionRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Viewer } from '../../lib/viewer.ts';

export function snapshotOf(row: BillingSubscriptionRow): SubscriptionSnapshot {
  return {
    status: row.status as SubscriptionSnapshot['status'],
    plan: row.plan as SubscriptionSnapshot['plan'],
    currentPeriodStart: row.currentPeriodStart,
    currentPeriodEnd: row.currentPeriodEnd,
    firstPaidAt: row.firstPaidAt,
    lastEventAt: row.lastEventAt,
  };
}

/** What a subscription row unlocks now (none without one), by the domain's rule. */
export function entitlementsOf(row: BillingSubscriptionRow | null, now: Date): Entitlement[] {
  return entitlementsFor(row ? snapshotOf(row) : null, now);
}

/** The investor's current subscription (at most one is live, by a unique index). */
export async function findLiveSubscription(
  db: Db,
  userId: string,
): Promise<BillingSubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(billingSubscriptions)
    .where(
      and(
        eq(billingSubscriptions.userId, userId),
        inArray(billingSubscriptions.status, [...LIVE_SUBSCRIPTION_STATUSES]),
      ),
    );
  return row ?? null;
}

/** The live one, or else the latest that ended (to show its invoices and how it ended). */
export async function findCurrentOrLastSubscription(
  db: Db,
  userId: string,
): Promise<BillingSubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(billingSubscriptions)
    .where(eq(billingSubscriptions.userId, userId))
    .orderBy(desc(billingSubscriptions.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * THE check of what a plan unlocks (docs/decisions/019-billing.md): one indexed read of the
 * investor's live subscription, decided by the domain's `hasPlanAccess`.
 */
export async function hasEntitlement(
  db: Db,
  userId: string,
  _entitlement: Entitlement,
  now: Date = new Date(),
): Promise<boolean> {
  const live = await findLiveSubscription(db, userId);
  return live !== null && hasPlanAccess(snapshotOf(live), now);
}

/** Staff pass (they advise on what plans unlock); an investor needs the plan, else a 403. */
export async function requireEntitlement(
  db: Db,
  viewer: Viewer,
  entitlement: Entitlement,
): Promise<void> {
  if (viewer.role !== 'investor') return;
  if (await hasEntitlement(db, viewer.id, entitlement)) return;
  throw new AppError(403, ERROR_CODES.planRequired);
}
