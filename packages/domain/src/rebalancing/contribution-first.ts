import { ASSET_CLASSES, assertValidAllocation } from '../allocation/asset-classes.ts';
import type { Allocation, AssetClass } from '../allocation/asset-classes.ts';
import { assertCents } from '../money/cents.ts';
import type { Cents } from '../money/cents.ts';
import { mulDivRound } from '../shared/rounding.ts';
import { holdingsTotal, toHoldings } from './holdings.ts';
import type { HoldingsInput } from './holdings.ts';

export interface ContributionPlanRow {
  assetClass: AssetClass;
  targetPercent: number;
  currentValue: Cents;
  /** How much of the aporte goes to this class; never negative (nothing is sold). */
  buy: Cents;
  newValue: Cents;
  /** newValue as a percentage of the new total, 1 decimal. */
  finalPercent: number;
}

/**
 * Places a new aporte without selling anything so that the portfolio ends as close to the target
 * as possible (least squares on the weights). The solution is water-filling: every class below
 * its target share of the new total has a deficit; all deficits are lowered by the same level
 * until what is left adds up to the aporte, and each class buys what is left of its deficit.
 * Classes at or above target buy nothing. With no overweight class, this lands exactly on target.
 *
 * Computed exactly in integers (values scaled by 100 so target shares are whole); the last
 * centavos go to the largest remainders, so the buys add up to exactly the aporte.
 */
export function planContributionFirst(
  current: HoldingsInput,
  target: Allocation,
  aporte: Cents,
): ContributionPlanRow[] {
  assertValidAllocation(target);
  assertCents(aporte, 'aporte');
  if (aporte < 0) throw new RangeError('O aporte não pode ser negativo');
  const holdings = toHoldings(current);
  const newTotal = holdingsTotal(holdings) + aporte;
  const buys = waterFill(
    ASSET_CLASSES.map((assetClass) => ({
      deficit: BigInt(newTotal) * BigInt(target[assetClass]) - 100n * BigInt(holdings[assetClass]),
    })),
    aporte,
  );
  return ASSET_CLASSES.map((assetClass, index) => {
    const buy = buys[index] ?? 0;
    const newValue = holdings[assetClass] + buy;
    return {
      assetClass,
      targetPercent: target[assetClass],
      currentValue: holdings[assetClass],
      buy,
      newValue,
      finalPercent: newTotal === 0 ? 0 : mulDivRound(newValue, 1000, newTotal) / 10,
    };
  });
}

/** Deficits are in centavos × 100; returns buys in centavos, summing to `aporte`. */
function waterFill(classes: readonly { deficit: bigint }[], aporte: Cents): Cents[] {
  const buys = classes.map(() => 0);
  if (aporte === 0) return buys;
  const budget = 100n * BigInt(aporte);
  const order = classes
    .map((item, index) => ({ ...item, index }))
    .sort((a, b) => (a.deficit === b.deficit ? a.index - b.index : a.deficit > b.deficit ? -1 : 1));

  // The first m (by deficit) that can absorb the budget at a common level k = (S_m − budget) / m,
  // i.e. the next deficit is already at or below that level.
  let m = 0;
  let prefix = 0n;
  for (const [position, item] of order.entries()) {
    m = position + 1;
    prefix += item.deficit;
    const next = order[position + 1];
    if (next === undefined || next.deficit * BigInt(m) <= prefix - budget) break;
  }

  const bigM = BigInt(m);
  const denominator = 100n * bigM;
  const filled = order.slice(0, m).map((item) => {
    const numerator = bigM * item.deficit - prefix + budget;
    return {
      index: item.index,
      whole: numerator / denominator,
      remainder: numerator % denominator,
    };
  });
  let leftover = BigInt(aporte) - filled.reduce((sum, item) => sum + item.whole, 0n);
  const byRemainder = [...filled].sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  for (const item of byRemainder) {
    if (leftover === 0n) break;
    item.whole += 1n;
    leftover -= 1n;
  }
  for (const item of filled) buys[item.index] = Number(item.whole);
  return buys;
}
