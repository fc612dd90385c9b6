import { describe, expect, it } from 'vitest';
import { alloc } from '../allocation/test-helpers.ts';
import { splitContribution } from './contribution-split.ts';

describe('the wallet contribution split', () => {
  it('brings each class to its share of the new total, dropping 0% classes', () => {
    const rows = splitContribution(
      {
        'Renda Fixa': 600_000,
        Multimercado: 100_000,
        'Ações Brasil': 200_000,
        Internacional: 100_000,
      },
      alloc('50/25/20/5/0'),
      1_000_000,
    );
    expect(rows).toEqual([
      {
        assetClass: 'Renda Fixa',
        targetPercent: 50,
        currentValue: 600_000,
        newValue: 1_000_000,
        difference: 400_000,
        finalPercent: 50,
      },
      {
        assetClass: 'Multimercado',
        targetPercent: 25,
        currentValue: 100_000,
        newValue: 500_000,
        difference: 400_000,
        finalPercent: 25,
      },
      {
        assetClass: 'Ações Brasil',
        targetPercent: 20,
        currentValue: 200_000,
        newValue: 400_000,
        difference: 200_000,
        finalPercent: 20,
      },
      {
        assetClass: 'Internacional',
        targetPercent: 5,
        currentValue: 100_000,
        newValue: 100_000,
        difference: 0,
        finalPercent: 5,
      },
    ]);
  });

  it('shows a negative difference when a class stays above target, and keeps a held 0% class', () => {
    const rows = splitContribution({ 'Renda Fixa': 900, Cripto: 100 }, alloc('50/25/20/5/0'), 0);
    expect(rows.map((r) => [r.assetClass, r.difference])).toEqual([
      ['Renda Fixa', -400],
      ['Multimercado', 250],
      ['Ações Brasil', 200],
      ['Internacional', 50],
      ['Cripto', -100],
    ]);
  });

  it('splits odd centavos exactly, never losing one', () => {
    const rows = splitContribution({}, alloc('34/33/33/0/0'), 1);
    expect(rows.map((r) => r.newValue)).toEqual([1, 0, 0]);
    const thirds = splitContribution({}, alloc('33/33/34/0/0'), 100);
    expect(thirds.reduce((sum, r) => sum + r.newValue, 0)).toBe(100);
    expect(thirds.map((r) => r.finalPercent)).toEqual([33, 33, 34]);
  });

  it('rounds the final percentage to 1 decimal', () => {
    const rows = splitContribution({}, alloc('50/25/20/5/0'), 3);
    // 3 centavos: exact shares 1.5, 0.75, 0.6, 0.15 → floors 1, 0, 0, 0; the 2 centavos left go
    // to the largest remainders (0.75 and 0.6).
    expect(rows.map((r) => r.newValue)).toEqual([1, 1, 1, 0]);
    expect(rows.map((r) => r.finalPercent)).toEqual([33.3, 33.3, 33.3, 0]);
  });

  it('handles an empty portfolio with no aporte', () => {
    expect(splitContribution({}, alloc('100/0/0/0/0'), 0)).toEqual([
      {
        assetClass: 'Renda Fixa',
        targetPercent: 100,
        currentValue: 0,
        newValue: 0,
        difference: 0,
        finalPercent: 0,
      },
    ]);
  });

  it('rejects a negative or fractional aporte', () => {
    expect(() => splitContribution({}, alloc('100/0/0/0/0'), -1)).toThrow(RangeError);
    expect(() => splitContribution({}, alloc('100/0/0/0/0'), 0.5)).toThrow(RangeError);
  });
});
