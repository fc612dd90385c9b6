import { ASSET_CLASSES } from '../allocation/asset-classes.ts';
import type { Allocation, AssetClass } from '../allocation/asset-classes.ts';
import { assertCents } from '../money/cents.ts';
import type { Cents } from '../money/cents.ts';
import { holdingsTotal, toHoldings } from './holdings.ts';
import type { HoldingsInput } from './holdings.ts';
import { targetValues } from './target-values.ts';

export interface RebalanceMove {
  assetClass: AssetClass;
  currentValue: Cents;
  targetValue: Cents;
  /** Positive: buy; negative: sell. */
  move: Cents;
}

/**
 * What a full rebalance would move, selling what is over target and buying what is under. The
 * moves add up to the aporte (zero without one): nothing is created or lost.
 */
export function planFullRebalance(
  current: HoldingsInput,
  target: Allocation,
  aporte: Cents = 0,
): RebalanceMove[] {
  assertCents(aporte, 'aporte');
  if (aporte < 0) throw new RangeError('O aporte não pode ser negativo');
  const holdings = toHoldings(current);
  const values = targetValues(holdingsTotal(holdings) + aporte, target);
  return ASSET_CLASSES.map((assetClass) => ({
    assetClass,
    currentValue: holdings[assetClass],
    targetValue: values[assetClass],
    move: values[assetClass] - holdings[assetClass],
  }));
}
