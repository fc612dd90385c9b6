import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { alloc } from '../allocation/test-helpers.ts';
import { planFullRebalance } from './full-rebalance.ts';

describe('full rebalance', () => {
  it('sells what is over target and buys what is under', () => {
    const moves = planFullRebalance(
      { 'Renda Fixa': 700_000, 'Ações Brasil': 300_000 },
      alloc('50/25/20/5/0'),
    );
    expect(moves.map((m) => [m.assetClass, m.targetValue, m.move])).toEqual([
      ['Renda Fixa', 500_000, -200_000],
      ['Multimercado', 250_000, 250_000],
      ['Ações Brasil', 200_000, -100_000],
      ['Internacional', 50_000, 50_000],
      ['Cripto', 0, 0],
    ]);
  });

  it('nets to zero, or to the aporte', () => {
    fc.assert(
      fc.property(
        fc.record({
          'Renda Fixa': fc.integer({ min: 0, max: 1e10 }),
          Multimercado: fc.integer({ min: 0, max: 1e10 }),
          'Ações Brasil': fc.integer({ min: 0, max: 1e10 }),
          Internacional: fc.integer({ min: 0, max: 1e10 }),
          Cripto: fc.integer({ min: 0, max: 1e10 }),
        }),
        fc.integer({ min: 0, max: 1e9 }),
        (holdings, aporte) => {
          const target = alloc('30/25/35/10/0');
          const net = (a: number) =>
            planFullRebalance(holdings, target, a).reduce((s, m) => s + m.move, 0);
          expect(net(0)).toBe(0);
          expect(net(aporte)).toBe(aporte);
        },
      ),
    );
  });

  it('rejects a negative aporte', () => {
    expect(() => planFullRebalance({}, alloc('100/0/0/0/0'), -5)).toThrow(RangeError);
  });
});
