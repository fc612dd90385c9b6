import { desc, eq } from 'drizzle-orm';
import { NET_WORTH_HISTORY_LIMIT, type TPortfolioOverview } from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import { netWorthSnapshots, portfolioHoldings } from '../../db/schema/index.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { readProfileGate, savedPreferences, toProfileGateResponse } from '../suitability/index.ts';
import { holdingsView, latestB3Position, toHoldingsResponse } from './holdings-view.ts';
import { portfolioDrift, targetPortfolio } from './target-portfolio.ts';

/**
 * GET /api/portfolio (/carteira): holdings, the reading-B target with each class's role, the
 * drift, and the net worth history. Five independent statements, whatever the data size.
 */
export async function getPortfolio(
  db: Db,
  viewer: Viewer,
  now = new Date(),
): Promise<TPortfolioOverview> {
  const [holdingRows, b3AsOf, history, preferences, gate] = await Promise.all([
    db
      .select({
        category: portfolioHoldings.category,
        amountCents: portfolioHoldings.amountCents,
        updatedAt: portfolioHoldings.updatedAt,
        fromB3: portfolioHoldings.fromB3,
      })
      .from(portfolioHoldings)
      .where(eq(portfolioHoldings.userId, viewer.id)),
    latestB3Position(db, viewer.id),
    db
      .select({
        id: netWorthSnapshots.id,
        amountCents: netWorthSnapshots.amountCents,
        recordedAt: netWorthSnapshots.recordedAt,
      })
      .from(netWorthSnapshots)
      .where(eq(netWorthSnapshots.userId, viewer.id))
      .orderBy(desc(netWorthSnapshots.recordedAt), desc(netWorthSnapshots.id))
      .limit(NET_WORTH_HISTORY_LIMIT),
    savedPreferences(db, viewer.id),
    readProfileGate(db, viewer.id, now),
  ]);
  const holdings = holdingsView(holdingRows, b3AsOf);
  const target =
    gate.status === 'valid'
      ? targetPortfolio(gate.record, preferences, history[0]?.amountCents ?? null)
      : null;
  return {
    profileGate: toProfileGateResponse(gate),
    // The latest profile's, even when it has expired: the page says which profile expired.
    riskProfile: gate.record?.profile ?? null,
    holdings: toHoldingsResponse(holdings),
    target,
    drift: target ? portfolioDrift(holdings.assetClasses, target) : null,
    netWorthHistory: history
      .map((row) => ({ ...row, recordedAt: row.recordedAt.toISOString() }))
      .reverse(),
  };
}
