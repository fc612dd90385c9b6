import { describe, expect, it } from 'vitest';
import type { TSimulation } from '@algoone/contracts';
import { simulationView } from './simulation';

const simulation: TSimulation = {
  aporteCents: 500_000,
  target: { 'Renda Fixa': 50, Multimercado: 25, 'Ações Brasil': 20, Internacional: 5, Cripto: 0 },
  currentTotalCents: 1_000_000,
  split: [
    {
      assetClass: 'Renda Fixa',
      targetPercent: 50,
      currentCents: 1_000_000,
      newCents: 750_000,
      differenceCents: -250_000,
      finalPercent: 50,
    },
  ],
  contributionFirst: [
    {
      assetClass: 'Renda Fixa',
      targetPercent: 50,
      currentCents: 1_000_000,
      buyCents: 0,
      newCents: 1_000_000,
      finalPercent: 66.7,
    },
    {
      assetClass: 'Multimercado',
      targetPercent: 25,
      currentCents: 0,
      buyCents: 500_000,
      newCents: 500_000,
      finalPercent: 33.3,
    },
  ],
  fullRebalance: [
    {
      assetClass: 'Renda Fixa',
      currentCents: 1_000_000,
      targetCents: 750_000,
      moveCents: -250_000,
    },
    { assetClass: 'Cripto', currentCents: 0, targetCents: 0, moveCents: 0 },
  ],
};

describe('simulationView', () => {
  it('keeps only the classes that buy, and those a full rebalance moves', () => {
    const view = simulationView(simulation);
    expect(view.contributionFirst.map((row) => row.assetClass)).toEqual(['Multimercado']);
    expect(view.fullRebalance.map((row) => row.assetClass)).toEqual(['Renda Fixa']);
  });

  it("keeps the server's wallet table as it is, and adds the aporte to the total", () => {
    const view = simulationView(simulation);
    expect(view.split).toBe(simulation.split);
    expect(view.newTotalCents).toBe(1_500_000);
  });
});
