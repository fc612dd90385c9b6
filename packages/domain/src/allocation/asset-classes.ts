export const ASSET_CLASSES = [
  'Renda Fixa',
  'Multimercado',
  'Ações Brasil',
  'Internacional',
  'Cripto',
] as const;
export type AssetClass = (typeof ASSET_CLASSES)[number];

/** Whole percentages per asset class; a valid allocation sums to 100 with no negative class. */
export type Allocation = Readonly<Record<AssetClass, number>>;

export function isAssetClass(value: unknown): value is AssetClass {
  return (ASSET_CLASSES as readonly unknown[]).includes(value);
}

export function allocationTotal(allocation: Allocation): number {
  return ASSET_CLASSES.reduce((sum, assetClass) => sum + allocation[assetClass], 0);
}

/** Integers, none negative, summing to exactly 100. */
export function isValidAllocation(allocation: Allocation): boolean {
  return (
    ASSET_CLASSES.every(
      (assetClass) => Number.isInteger(allocation[assetClass]) && allocation[assetClass] >= 0,
    ) && allocationTotal(allocation) === 100
  );
}

export function assertValidAllocation(allocation: Allocation): void {
  if (!isValidAllocation(allocation)) {
    throw new RangeError(
      'A alocação alvo deve ter percentuais inteiros, não negativos, somando 100',
    );
  }
}
