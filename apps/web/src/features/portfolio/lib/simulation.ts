import type { THoldings } from '@algoone/contracts';
import {
  planContributionFirst,
  planFullRebalance,
  splitContribution,
  type Allocation,
  type AssetClass,
  type Cents,
  type ContributionPlanRow,
  type ContributionSplitRow,
  type HoldingsInput,
  type RebalanceMove,
} from '@algoone/domain';

export interface Simulation {
  aporteCents: Cents;
  currentTotalCents: Cents;
  /** SPEC's wallet table: each class brought to its share of the new total. */
  split: ContributionSplitRow[];
  /** Where the aporte goes without selling anything (only the classes that buy). */
  contributionFirst: ContributionPlanRow[];
  /** What a full rebalance would buy (positive) or sell (negative); classes that move. */
  fullRebalance: RebalanceMove[];
}

export function holdingsInput(holdings: THoldings): HoldingsInput {
  const input: Partial<Record<AssetClass, Cents>> = {};
  for (const row of holdings.byAssetClass) input[row.assetClass] = row.amountCents;
  return input;
}

/** The simulator, from the domain's rules (the same the server uses). */
export function simulateAporte(
  holdings: THoldings,
  target: Allocation,
  aporteCents: Cents,
): Simulation {
  const current = holdingsInput(holdings);
  return {
    aporteCents,
    currentTotalCents: holdings.totalCents,
    split: splitContribution(current, target, aporteCents),
    contributionFirst: planContributionFirst(current, target, aporteCents).filter(
      (row) => row.buy > 0,
    ),
    fullRebalance: planFullRebalance(current, target, aporteCents).filter((row) => row.move !== 0),
  };
}
