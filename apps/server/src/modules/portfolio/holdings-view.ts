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
import type { THoldings } from '@algoone/contracts';

export interface HoldingRow {
  category: PortfolioCategory;
  amountCents: Cents;
  updatedAt: Date;
}

export interface HoldingsView extends THoldings {
  /** By asset class, for the target, the drift and the simulator. */
  assetClasses: Holdings;
}

/** The saved portfolio for the API: every category in docs/product.md §9's order, and by class. */
export function holdingsView(rows: readonly HoldingRow[]): HoldingsView {
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
    assetClasses,
  };
}

/** The API shape without the internal by-class map. */
export function toHoldingsResponse(view: HoldingsView): THoldings {
  const { assetClasses: _assetClasses, ...holdings } = view;
  return holdings;
}
