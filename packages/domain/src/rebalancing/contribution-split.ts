import { ASSET_CLASSES } from '../allocation/asset-classes.ts';
import type { Allocation, AssetClass } from '../allocation/asset-classes.ts';
import { assertCents } from '../money/cents.ts';
import type { Cents } from '../money/cents.ts';
import { mulDivRound } from '../shared/rounding.ts';
import { holdingsTotal, toHoldings } from './holdings.ts';
import type { HoldingsInput } from './holdings.ts';
import { targetValues } from './target-values.ts';

export interface ContributionSplitRow {
  assetClass: AssetClass;
  targetPercent: number;
  currentValue: Cents;
  /** The class's target share of (current total + aporte). */
  newValue: Cents;
  /** newValue − currentValue; negative when the class is above its target even after the aporte. */
  difference: Cents;
  /** newValue as a percentage of the new total, 1 decimal. */
  finalPercent: number;
}

/**
 * The wallet's split (docs/product.md §2): with the aporte added, each class goes to its target
 * share of the new total. Rows for 0% classes are dropped, except a 0% class that still holds
 * money, whose negative difference (a sale) must not be hidden.
 */
export function splitContribution(
  current: HoldingsInput,
  target: Allocation,
  aporte: Cents,
): ContributionSplitRow[] {
  assertCents(aporte, 'aporte');
  if (aporte < 0) throw new RangeError('O aporte não pode ser negativo');
  const holdings = toHoldings(current);
  const newTotal = holdingsTotal(holdings) + aporte;
  const values = targetValues(newTotal, target);
  return ASSET_CLASSES.filter(
    (assetClass) => target[assetClass] > 0 || holdings[assetClass] > 0,
  ).map((assetClass) => ({
    assetClass,
    targetPercent: target[assetClass],
    currentValue: holdings[assetClass],
    newValue: values[assetClass],
    difference: values[assetClass] - holdings[assetClass],
    finalPercent: newTotal === 0 ? 0 : mulDivRound(values[assetClass], 1000, newTotal) / 10,
  }));
}
