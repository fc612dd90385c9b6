import { ASSET_CLASSES, assertValidAllocation } from '../allocation/asset-classes.ts';
import type { Allocation, AssetClass } from '../allocation/asset-classes.ts';
import type { Cents } from '../money/cents.ts';
import { splitByLargestRemainder } from '../shared/rounding.ts';

/**
 * The value each class should have for a portfolio worth `total`, in whole centavos that add up
 * to exactly `total` (largest remainder), so a plan never creates or loses a centavo.
 */
export function targetValues(total: Cents, target: Allocation): Record<AssetClass, Cents> {
  assertValidAllocation(target);
  const parts = splitByLargestRemainder(
    total,
    ASSET_CLASSES.map((assetClass) => target[assetClass]),
  );
  const result = {} as Record<AssetClass, Cents>;
  ASSET_CLASSES.forEach((assetClass, index) => {
    result[assetClass] = parts[index] ?? 0;
  });
  return result;
}
