import { describe, expect, it } from 'vitest';
import { holdingsFromCategories, holdingsTotal, toHoldings, wholePercentages } from './holdings.ts';

describe('holdings', () => {
  it('fills missing classes with 0 and rejects bad values', () => {
    expect(toHoldings({ Cripto: 5 })).toEqual({
      'Renda Fixa': 0,
      Multimercado: 0,
      'Ações Brasil': 0,
      Internacional: 0,
      Cripto: 5,
    });
    expect(() => toHoldings({ Cripto: -1 })).toThrow(RangeError);
    expect(() => toHoldings({ Cripto: 0.5 })).toThrow(RangeError);
    expect(holdingsTotal({ Cripto: 5, 'Renda Fixa': 10 })).toBe(15);
  });

  it('folds FIIs into Ações Brasil and Previdência into Renda Fixa, ignoring unknown categories', () => {
    expect(
      holdingsFromCategories({
        'Renda Fixa': 1_000,
        Previdência: 500,
        'Ações Brasil': 300,
        FIIs: 200,
        Internacional: 100,
        Ouro: 999,
      }),
    ).toEqual({
      'Renda Fixa': 1_500,
      Multimercado: 0,
      'Ações Brasil': 500,
      Internacional: 100,
      Cripto: 0,
    });
  });

  it('gives whole percentages, zero shares omitted (Theo context)', () => {
    expect(
      wholePercentages({
        'Renda Fixa': 6_000,
        'Ações Brasil': 3_000,
        Internacional: 1_000,
        Cripto: 0,
      }),
    ).toEqual({ 'Renda Fixa': 60, 'Ações Brasil': 30, Internacional: 10 });
    // 1/3 each rounds to 33; 0.4% rounds to 0 and is dropped.
    expect(wholePercentages({ a: 1, b: 1, c: 1 })).toEqual({ a: 33, b: 33, c: 33 });
    expect(wholePercentages({ a: 996, b: 4 })).toEqual({ a: 100 });
    expect(wholePercentages({ a: 995, b: 5 })).toEqual({ a: 100, b: 1 });
    expect(wholePercentages({ a: 0 })).toEqual({});
    expect(wholePercentages({})).toEqual({});
  });
});
