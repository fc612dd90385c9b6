import { eq } from 'drizzle-orm';
import { planContributionFirst, planFullRebalance, splitContribution } from '@algoone/domain';
import type { TSimulateBody, TSimulation } from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import { portfolioHoldings } from '../../db/schema/index.ts';
import type { Viewer } from '../../lib/viewer.ts';
import {
  latestNetWorth,
  readProfileGate,
  requireValidProfile,
  savedPreferences,
} from '../suitability/index.ts';
import { requireEntitlement } from '../billing/index.ts';
import { holdingsView } from './holdings-view.ts';
import { targetPortfolio } from './target-portfolio.ts';

/**
 * The contribution simulator on the investor's saved holdings and reading-B target. Thin: the
 * three plans are the domain's (the web may compute the same client-side). 409 while the
 * profile gate is closed, as any recommendation.
 */
export async function simulateContribution(
  db: Db,
  viewer: Viewer,
  body: TSimulateBody,
  now = new Date(),
): Promise<TSimulation> {
  // The rebalancing simulator is a plan feature (docs/decisions/019-billing.md).
  await requireEntitlement(db, viewer, 'rebalancing');
  const [rows, preferences, netWorth, gate] = await Promise.all([
    db.select().from(portfolioHoldings).where(eq(portfolioHoldings.userId, viewer.id)),
    savedPreferences(db, viewer.id),
    latestNetWorth(db, viewer.id),
    readProfileGate(db, viewer.id, now),
  ]);
  const record = requireValidProfile(gate);
  const { allocation } = targetPortfolio(record, preferences, netWorth);
  const { assetClasses, totalCents } = holdingsView(rows);
  const aporte = body.aporteCents;
  return {
    aporteCents: aporte,
    target: allocation,
    currentTotalCents: totalCents,
    split: splitContribution(assetClasses, allocation, aporte).map((row) => ({
      assetClass: row.assetClass,
      targetPercent: row.targetPercent,
      currentCents: row.currentValue,
      newCents: row.newValue,
      differenceCents: row.difference,
      finalPercent: row.finalPercent,
    })),
    contributionFirst: planContributionFirst(assetClasses, allocation, aporte).map((row) => ({
      assetClass: row.assetClass,
      targetPercent: row.targetPercent,
      currentCents: row.currentValue,
      buyCents: row.buy,
      newCents: row.newValue,
      finalPercent: row.finalPercent,
    })),
    fullRebalance: planFullRebalance(assetClasses, allocation, aporte).map((row) => ({
      assetClass: row.assetClass,
      currentCents: row.currentValue,
      targetCents: row.targetValue,
      moveCents: row.move,
    })),
  };
}
