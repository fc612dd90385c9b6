import { ASSET_CLASSES, assertValidAllocation } from '../allocation/asset-classes.ts';
import type { Allocation, AssetClass } from '../allocation/asset-classes.ts';
import { holdingsTotal, toHoldings } from './holdings.ts';
import type { HoldingsInput } from './holdings.ts';

/** Classes with a target of this many percent or more get an absolute band. */
export const DRIFT_ABSOLUTE_BAND_MIN_TARGET = 20;
/** The absolute band: 5 percentage points either way. */
export const DRIFT_ABSOLUTE_BAND_PP = 5;
/** Below 20%, the band is 25% of the target itself (a 10% target tolerates 7.5–12.5%). */
export const DRIFT_RELATIVE_BAND = 0.25;

/** How far (in percentage points) a class may drift from its target before it is out of profile. */
export function toleranceBandPp(targetPercent: number): number {
  return targetPercent >= DRIFT_ABSOLUTE_BAND_MIN_TARGET
    ? DRIFT_ABSOLUTE_BAND_PP
    : targetPercent * DRIFT_RELATIVE_BAND;
}

export interface ClassDrift {
  assetClass: AssetClass;
  currentPercent: number;
  targetPercent: number;
  /** current − target, in percentage points (positive: overweight). */
  driftPp: number;
  bandPp: number;
  /**
   * Strictly outside the band: a drift of exactly 5 pp is still in profile. Never set for an
   * empty portfolio: with nothing invested there is nothing to alert about.
   */
  outOfBand: boolean;
}

/** Per-class drift of the current portfolio from the target. */
export function driftByClass(current: HoldingsInput, target: Allocation): ClassDrift[] {
  assertValidAllocation(target);
  const holdings = toHoldings(current);
  const total = holdingsTotal(holdings);
  return ASSET_CLASSES.map((assetClass) => {
    const targetPercent = target[assetClass];
    const currentPercent = total === 0 ? 0 : (holdings[assetClass] / total) * 100;
    const driftPp = currentPercent - targetPercent;
    const bandPp = toleranceBandPp(targetPercent);
    return {
      assetClass,
      currentPercent,
      targetPercent,
      driftPp,
      bandPp,
      outOfBand: total > 0 && Math.abs(driftPp) > bandPp,
    };
  });
}

/** True when any class is outside its band; an empty portfolio is never out of profile. */
export function isOutOfProfile(current: HoldingsInput, target: Allocation): boolean {
  return driftByClass(current, target).some((drift) => drift.outOfBand);
}

/**
 * Euclidean distance, in percentage points, between the portfolio's weights and the target.
 * This is the distance contribution-first rebalancing minimises.
 */
export function distanceFromTargetPp(current: HoldingsInput, target: Allocation): number {
  return Math.hypot(...driftByClass(current, target).map((drift) => drift.driftPp));
}
