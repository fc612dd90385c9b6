import { sql } from 'drizzle-orm';
import { PORTFOLIO_CATEGORIES, type PortfolioCategory } from '@algoone/domain';
import type { THoldingsUpdateResult } from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import { portfolioHoldings } from '../../db/schema/index.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { recordActivity } from '../gamification/index.ts';
import { refreshPortfolioDrift } from '../portfolio-drift/index.ts';
import { holdingsView, latestB3Position, toHoldingsResponse } from './holdings-view.ts';

/**
 * Saves the current portfolio: each category (docs/product.md §9) gets a row (left out means 0), so
 * the save replaces the whole portfolio in one upsert. Completes review-portfolio, and
 * global-investor when Internacional is above 0 (docs/product.md §4), and the drift staff see
 * (ADR 024), in the same transaction.
 */
export async function updateHoldings(
  db: Db,
  viewer: Viewer,
  body: { holdings: Partial<Record<string, number>> },
  now = new Date(),
): Promise<THoldingsUpdateResult> {
  const rows = PORTFOLIO_CATEGORIES.map((category: PortfolioCategory) => ({
    userId: viewer.id,
    category,
    amountCents: body.holdings[category] ?? 0,
    updatedAt: now,
  }));
  return db.transaction(async (tx) => {
    const saved = await tx
      .insert(portfolioHoldings)
      .values(rows)
      .onConflictDoUpdate({
        target: [portfolioHoldings.userId, portfolioHoldings.category],
        set: {
          amountCents: sql`excluded.amount_cents`,
          // A category stays B3's (ADR 027) only while the investor leaves its sum as it was.
          fromB3: sql`portfolio_holdings.from_b3 and portfolio_holdings.amount_cents = excluded.amount_cents`,
          updatedAt: sql`excluded.updated_at`,
        },
      })
      .returning();
    await refreshPortfolioDrift(tx, [viewer.id]);
    const { achievements } = await recordActivity(tx, viewer.id, {
      type: 'portfolio-updated',
      at: now,
      internationalValue: body.holdings.Internacional ?? 0,
    });
    const b3AsOf = await latestB3Position(tx, viewer.id);
    return { holdings: toHoldingsResponse(holdingsView(saved, b3AsOf)), achievements };
  });
}
