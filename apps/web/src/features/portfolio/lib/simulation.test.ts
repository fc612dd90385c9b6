import { describe, expect, it } from 'vitest';
import type { THoldings } from '@algoone/contracts';
import { simulateAporte } from './simulation';

const holdings = (amounts: Partial<Record<string, number>>): THoldings => {
  const classes = [
    'Renda Fixa',
    'Multimercado',
    'Ações Brasil',
    'Internacional',
    'Cripto',
  ] as const;
  const total = Object.values(amounts).reduce<number>((sum, v) => sum + (v ?? 0), 0);
  return {
    recorded: total > 0,
    updatedAt: null,
    totalCents: total,
    byCategory: [],
    byAssetClass: classes.map((assetClass) => ({
      assetClass,
      amountCents: amounts[assetClass] ?? 0,
      percent: total ? Math.round(((amounts[assetClass] ?? 0) / total) * 100) : 0,
    })),
  };
};

const target = {
  'Renda Fixa': 50,
  Multimercado: 25,
  'Ações Brasil': 20,
  Internacional: 5,
  Cripto: 0,
};

describe('simulateAporte', () => {
  it("drops 0% classes from the wallet's table and splits the new total", () => {
    const result = simulateAporte(holdings({ 'Renda Fixa': 1_000_000 }), target, 1_000_000);
    expect(result.split.map((row) => row.assetClass)).toEqual([
      'Renda Fixa',
      'Multimercado',
      'Ações Brasil',
      'Internacional',
    ]);
    expect(result.split[0]).toMatchObject({ newValue: 1_000_000, difference: 0, finalPercent: 50 });
  });

  it('places the aporte without selling, and the buys add up to it', () => {
    const result = simulateAporte(holdings({ 'Renda Fixa': 1_000_000 }), target, 500_000);
    expect(result.contributionFirst.every((row) => row.buy > 0)).toBe(true);
    expect(result.contributionFirst.reduce((sum, row) => sum + row.buy, 0)).toBe(500_000);
    expect(result.contributionFirst.map((row) => row.assetClass)).not.toContain('Renda Fixa');
  });

  it('lists what a full rebalance moves, selling the overweight class', () => {
    const result = simulateAporte(holdings({ 'Renda Fixa': 1_000_000 }), target, 500_000);
    const fixedIncome = result.fullRebalance.find((row) => row.assetClass === 'Renda Fixa');
    expect(fixedIncome?.move).toBe(-250_000);
    expect(result.fullRebalance.reduce((sum, row) => sum + row.move, 0)).toBe(500_000);
  });
});
