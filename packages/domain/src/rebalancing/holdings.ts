import { ASSET_CLASSES } from '../allocation/asset-classes.ts';
import type { AssetClass } from '../allocation/asset-classes.ts';
import { ASSET_CLASS_BY_CATEGORY, isAporteCategory } from '../brokers/categories.ts';
import { assertCents } from '../money/cents.ts';
import type { Cents } from '../money/cents.ts';
import { mulDivRound } from '../shared/rounding.ts';

/** Current value of the portfolio per asset class, in centavos. */
export type Holdings = Readonly<Record<AssetClass, Cents>>;
/** Holdings as callers usually have them: missing classes are 0. */
export type HoldingsInput = Readonly<Partial<Record<AssetClass, Cents>>>;

export function toHoldings(input: HoldingsInput): Holdings {
  const holdings = {} as Record<AssetClass, Cents>;
  for (const assetClass of ASSET_CLASSES) {
    const value = input[assetClass] ?? 0;
    assertCents(value, assetClass);
    if (value < 0) throw new RangeError(`${assetClass} não pode ser negativo`);
    holdings[assetClass] = value;
  }
  return holdings;
}

export function holdingsTotal(holdings: HoldingsInput): Cents {
  return ASSET_CLASSES.reduce((sum, assetClass) => sum + (holdings[assetClass] ?? 0), 0);
}

/**
 * Folds amounts recorded by portfolio or aporte category (FIIs, Previdência…) into asset classes
 * (see ASSET_CLASS_BY_CATEGORY). Unknown categories are ignored rather than guessed.
 */
export function holdingsFromCategories(amounts: Readonly<Record<string, Cents>>): Holdings {
  const result: Partial<Record<AssetClass, Cents>> = {};
  for (const [category, amount] of Object.entries(amounts)) {
    if (!isAporteCategory(category)) continue;
    const assetClass = ASSET_CLASS_BY_CATEGORY[category];
    result[assetClass] = (result[assetClass] ?? 0) + amount;
  }
  return toHoldings(result);
}

/**
 * docs/product.md §3 (Theo's context): each category's share of the total as a whole percent,
 * rounded half up, zero shares omitted. Rounded independently, so shares need not add up to 100.
 */
export function wholePercentages<K extends string>(
  amounts: Readonly<Partial<Record<K, Cents>>>,
): Partial<Record<K, number>> {
  const entries = Object.entries(amounts) as [K, Cents | undefined][];
  const total = entries.reduce((sum, [, amount]) => sum + (amount ?? 0), 0);
  const result: Partial<Record<K, number>> = {};
  if (total <= 0) return result;
  for (const [key, amount] of entries) {
    const percent = mulDivRound(amount ?? 0, 100, total);
    if (percent !== 0) result[key] = percent;
  }
  return result;
}
