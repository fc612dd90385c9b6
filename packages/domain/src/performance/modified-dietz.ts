import type { Cents } from '../money/cents.ts';

/** A recorded net worth at an instant. */
export interface NetWorthSnapshot {
  at: Date;
  value: Cents;
}

/** Money added (positive) or withdrawn (negative) at an instant; aportes are positive. */
export interface CashFlow {
  at: Date;
  amount: Cents;
}

export interface ModifiedDietzResult {
  /** The return as a fraction: 0.124 is 12.4%. */
  return: number;
  /** The period actually measured, after snapping to the snapshots. */
  start: Date;
  end: Date;
  startValue: Cents;
  endValue: Cents;
  netFlows: Cents;
}

/**
 * Modified Dietz return over [from, to]:
 *   R = (end value − start value − net flows) / (start value + Σ wᵢ·flowᵢ),
 *   wᵢ = (end − tᵢ) / (end − start), time-weighted in milliseconds.
 *
 * Values come from the snapshots: the start value is the last snapshot at or before `from` or,
 * when the history begins later, the first snapshot after it (and the period starts there);
 * the end value is the last snapshot at or before `to`. Flows count when strictly after the
 * start snapshot and at or before the end snapshot, because a snapshot taken at the same instant
 * as an aporte already includes it.
 *
 * Returns null when it cannot be measured: fewer than two distinct snapshots in range, or a
 * non-positive denominator (nothing invested over the period).
 */
export function modifiedDietzReturn(
  snapshots: readonly NetWorthSnapshot[],
  flows: readonly CashFlow[],
  from: Date,
  to: Date,
): ModifiedDietzResult | null {
  const sorted = [...snapshots].sort((a, b) => a.at.getTime() - b.at.getTime());
  const atOrBefore = (instant: Date) =>
    sorted.filter((s) => s.at.getTime() <= instant.getTime()).at(-1);
  const startSnapshot = atOrBefore(from) ?? sorted.find((s) => s.at.getTime() > from.getTime());
  const endSnapshot = atOrBefore(to);
  if (!startSnapshot || !endSnapshot) return null;
  const start = startSnapshot.at.getTime();
  const end = endSnapshot.at.getTime();
  if (end <= start) return null;

  const inPeriod = flows.filter((flow) => flow.at.getTime() > start && flow.at.getTime() <= end);
  const netFlows = inPeriod.reduce((sum, flow) => sum + flow.amount, 0);
  const weightedFlows = inPeriod.reduce(
    (sum, flow) => sum + ((end - flow.at.getTime()) / (end - start)) * flow.amount,
    0,
  );
  const denominator = startSnapshot.value + weightedFlows;
  if (denominator <= 0) return null;
  return {
    return: (endSnapshot.value - startSnapshot.value - netFlows) / denominator,
    start: startSnapshot.at,
    end: endSnapshot.at,
    startValue: startSnapshot.value,
    endValue: endSnapshot.value,
    netFlows,
  };
}
