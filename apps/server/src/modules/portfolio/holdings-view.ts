import {
  ASSET_CLASSES,
  PORTFOLIO_CATEGORIES,
  holdingsFromCategories,
  holdingsTotal,
  wholePercentages,
  type Cents,
  type Holdings,
  type PortfolioCategory,
} from '@algoone/domain';
import { eq, max } from 'drizzle-orm';
import type { THoldings } from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import { securityHoldings } from '../../db/schema/index.ts';

export interface HoldingRow {
  category: PortfolioCategory;
  amountCents: Cents;
  updatedAt: Date;
  /** The sum of the category's B3 securities (ADR 027). */
  fromB3?: boolean;
}

export interface HoldingsView extends THoldings {
  /** By asset class, for the target, the drift and the simulator. */
  assetClasses: Holdings;
}

/**
 * The saved portfolio for the API: every category in docs/product.md §9's order, and by class;
 * `b3AsOf` is the latest Posição's day when some categories come from B3.
 */
export function holdingsView(
  rows: readonly HoldingRow[],
  b3AsOf: string | null = null,
): HoldingsView {
  const amounts: Partial<Record<PortfolioCategory, Cents>> = {};
  let updatedAt: Date | null = null;
  for (const row of rows) {
    amounts[row.category] = row.amountCents;
    if (!updatedAt || row.updatedAt > updatedAt) updatedAt = row.updatedAt;
  }
  const byCategory = Object.fromEntries(
    PORTFOLIO_CATEGORIES.map((category) => [category, amounts[category] ?? 0]),
  ) as Record<PortfolioCategory, Cents>;
  const assetClasses = holdingsFromCategories(byCategory);
  const totalCents = holdingsTotal(assetClasses);
  const categoryShares = wholePercentages(byCategory);
  const classShares = wholePercentages(assetClasses);
  return {
    recorded: totalCents > 0,
    updatedAt: updatedAt?.toISOString() ?? null,
    totalCents,
    byCategory: PORTFOLIO_CATEGORIES.map((category) => ({
      category,
      amountCents: byCategory[category],
      percent: categoryShares[category] ?? 0,
    })),
    byAssetClass: ASSET_CLASSES.map((assetClass) => ({
      assetClass,
      amountCents: assetClasses[assetClass],
      percent: classShares[assetClass] ?? 0,
    })),
    b3: {
      categories: PORTFOLIO_CATEGORIES.filter((category) =>
        rows.some((row) => row.category === category && row.fromB3),
      ),
      asOf: b3AsOf,
    },
    assetClasses,
  };
}

/** The API shape without the internal by-class map. */
export function toHoldingsResponse(view: HoldingsView): THoldings {
  const { assetClasses: _assetClasses, ...holdings } = view;
  return holdings;
}

/** The day of the investor's latest B3 Posição (ADR 027), or null without one. */
export async function latestB3Position(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ asOf: max(securityHoldings.asOf) })
    .from(securityHoldings)
    .where(eq(securityHoldings.userId, userId));
  return row?.asOf ?? null;
}
