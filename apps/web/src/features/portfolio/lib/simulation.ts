import type { TSimulation } from '@algoone/contracts';

export interface SimulationView {
  aporteCents: number;
  newTotalCents: number;
  /** The wallet's table (docs/product.md §2): each class brought to its share of the new total. */
  split: TSimulation['split'];
  /** Where the aporte goes without selling anything: only the classes that buy. */
  contributionFirst: TSimulation['contributionFirst'];
  /** What a full rebalance would buy (positive) or sell (negative): only the classes that move. */
  fullRebalance: TSimulation['fullRebalance'];
}

/** The server's simulation as the simulator shows it: classes with nothing to do left out. */
export function simulationView(simulation: TSimulation): SimulationView {
  return {
    aporteCents: simulation.aporteCents,
    newTotalCents: simulation.currentTotalCents + simulation.aporteCents,
    split: simulation.split,
    contributionFirst: simulation.contributionFirst.filter((row) => row.buyCents > 0),
    fullRebalance: simulation.fullRebalance.filter((row) => row.moveCents !== 0),
  };
}
