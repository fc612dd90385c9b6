import { describe, expect, it } from 'vitest';
import type { TDrift } from '@algoone/contracts';
import { comparisonDescription, comparisonRows } from './allocation-rows';

const row = (
  assetClass: TDrift['rows'][number]['assetClass'],
  currentCents: number,
  currentPercent: number,
  targetPercent: number,
): TDrift['rows'][number] => ({
  assetClass,
  currentCents,
  currentPercent,
  targetPercent,
  targetCents: 0,
  driftPp: currentPercent - targetPercent,
  bandPp: 5,
  outOfBand: false,
});

const drift: TDrift = {
  rows: [
    row('Renda Fixa', 6_000_00, 60, 50),
    row('Multimercado', 0, 0, 25),
    row('Ações Brasil', 4_000_00, 40, 20),
    row('Internacional', 0, 0, 5),
    row('Cripto', 0, 0, 0),
  ],
  outOfProfile: true,
  alert: 'Sua carteira saiu do perfil.',
};

describe('comparisonRows', () => {
  it('keeps classes in the target or holding money', () => {
    expect(comparisonRows(drift).map((r) => r.assetClass)).toEqual([
      'Renda Fixa',
      'Multimercado',
      'Ações Brasil',
      'Internacional',
    ]);
  });

  it('keeps a 0% class that still holds money', () => {
    const withCrypto = { ...drift, rows: [...drift.rows.slice(0, 4), row('Cripto', 1, 0.01, 0)] };
    expect(comparisonRows(withCrypto).at(-1)).toEqual({
      assetClass: 'Cripto',
      atual: 0,
      recomendada: 0,
    });
  });

  it('describes the chart in words', () => {
    expect(comparisonDescription(comparisonRows(drift))).toContain(
      'Renda Fixa: atual 60,0%, recomendada 50%',
    );
  });
});
