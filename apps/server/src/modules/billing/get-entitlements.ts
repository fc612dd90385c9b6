import type { TEntitlements } from '@algoone/contracts';
import type { Viewer } from '../../lib/viewer.ts';
import type { BillingDeps } from './billing-deps.ts';
import { entitlementsOf, findCurrentOrLastSubscription } from './subscriptions.ts';

/**
 * What the investor's plan unlocks, as the overview says it (the same subscription, the same
 * rule), without the overview's invoices and refund: every investor page's layout reads this,
 * so it is one indexed read (docs/decisions/019-billing.md).
 */
export async function getEntitlements(
  deps: BillingDeps,
  viewer: Viewer,
  now: Date = new Date(),
): Promise<TEntitlements> {
  const row = await findCurrentOrLastSubscription(deps.db, viewer.id);
  return { entitlements: entitlementsOf(row, now) };
}
