import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TradeLine } from './b3-lines.ts';
import { averageCosts, corporateEventsFromMovements } from './average-cost.ts';
import type { CorporateEvent } from './average-cost.ts';
import { day, movement, trade } from './test-lines.ts';

describe('averageCosts', () => {
  it('buys add quantity and cost; a sale keeps the average', () => {
    const result = averageCosts([
      trade({ date: '2025-01-10', quantity: 100, priceCents: 3_000 }),
      trade({ date: '2025-02-10', quantity: 100, priceCents: 4_000 }),
      trade({ date: '2025-03-10', side: 'sell', quantity: 50, priceCents: 5_000 }),
    ]);
    expect(result).toEqual({
      PETR4: {
        quantity: 150,
        totalCostCents: 525_000,
        averageCostCents: 3_500,
        missingHistory: false,
      },
    });
  });

  it('a position sold to zero starts again from nothing', () => {
    const result = averageCosts([
      trade({ date: '2025-01-10', quantity: 10, priceCents: 1_000 }),
      trade({ date: '2025-01-11', side: 'sell', quantity: 10, priceCents: 2_000 }),
      trade({ date: '2025-01-12', quantity: 10, priceCents: 3_000 }),
    ]);
    expect(result.PETR4).toMatchObject({
      quantity: 10,
      totalCostCents: 30_000,
      averageCostCents: 3_000,
    });
  });

  it('applies trades by date, whatever their order in the file, fractional codes with their ticker', () => {
    const result = averageCosts([
      trade({ date: '2025-01-12', side: 'sell', quantity: 5, priceCents: 9_999 }),
      trade({ date: '2025-01-10', ticker: 'PETR4F', quantity: 5, priceCents: 1_000 }),
      trade({ date: '2025-01-10', quantity: 5, priceCents: 2_000 }),
    ]);
    expect(result.PETR4).toMatchObject({
      quantity: 5,
      totalCostCents: 7_500,
      averageCostCents: 1_500,
    });
  });

  it('says when a sale is larger than what the trades bought', () => {
    const result = averageCosts([
      trade({ quantity: 10, priceCents: 1_000 }),
      trade({ date: '2025-04-01', side: 'sell', quantity: 30, priceCents: 1_000 }),
    ]);
    expect(result.PETR4).toEqual({
      quantity: 0,
      totalCostCents: 0,
      averageCostCents: 0,
      missingHistory: true,
    });
  });

  it('counts decimal quantities exactly (Tesouro Direto)', () => {
    const result = averageCosts([
      trade({ ticker: 'TD-IPCA-2035', quantity: 0.1, priceCents: 300_000 }),
      trade({ ticker: 'TD-IPCA-2035', quantity: 0.2, priceCents: 300_000 }),
      trade({
        ticker: 'TD-IPCA-2035',
        date: '2025-05-01',
        side: 'sell',
        quantity: 0.3,
        priceCents: 1,
      }),
    ]);
    expect(result['TD-IPCA-2035']).toMatchObject({
      quantity: 0,
      totalCostCents: 0,
      missingHistory: false,
    });
  });

  it('ignores lines without a positive quantity', () => {
    expect(averageCosts([trade({ quantity: 0, priceCents: 1_000 })])).toEqual({});
  });
});

describe('corporate events', () => {
  const buys = [trade({ date: '2025-01-10', quantity: 100, priceCents: 2_000 })];
  const event = (
    fields: Partial<CorporateEvent> & Pick<CorporateEvent, 'kind' | 'quantityDelta'>,
  ) => ({
    date: day('2025-06-01'),
    ticker: 'PETR4',
    ...fields,
  });

  it('a split adds quantity and keeps the total cost', () => {
    expect(averageCosts(buys, [event({ kind: 'split', quantityDelta: 100 })]).PETR4).toMatchObject({
      quantity: 200,
      totalCostCents: 200_000,
      averageCostCents: 1_000,
    });
  });

  it('a reverse split removes quantity and keeps the total cost', () => {
    expect(
      averageCosts(buys, [event({ kind: 'reverse-split', quantityDelta: -90 })]).PETR4,
    ).toMatchObject({
      quantity: 10,
      totalCostCents: 200_000,
      averageCostCents: 20_000,
    });
  });

  it('a reverse split larger than what is held means the history is incomplete', () => {
    expect(
      averageCosts(buys, [event({ kind: 'reverse-split', quantityDelta: -150 })]).PETR4,
    ).toEqual({
      quantity: 0,
      totalCostCents: 0,
      averageCostCents: 0,
      missingHistory: true,
    });
  });

  it('bonus shares add the attributed cost when known, and keep the cost when not', () => {
    expect(
      averageCosts(buys, [event({ kind: 'bonus', quantityDelta: 10, valueCents: 5_000 })]).PETR4,
    ).toMatchObject({ quantity: 110, totalCostCents: 205_000 });
    expect(averageCosts(buys, [event({ kind: 'bonus', quantityDelta: 10 })]).PETR4).toMatchObject({
      quantity: 110,
      totalCostCents: 200_000,
    });
  });

  it('fractions sold at auction leave at the average', () => {
    expect(
      averageCosts(buys, [event({ kind: 'fraction', quantityDelta: -0.5 })]).PETR4,
    ).toMatchObject({
      quantity: 99.5,
      totalCostCents: 199_000,
      averageCostCents: 2_000,
    });
  });

  it('on one day, trades come before events', () => {
    const sameDay = [trade({ date: '2025-06-01', quantity: 100, priceCents: 2_000 })];
    expect(
      averageCosts(sameDay, [event({ kind: 'split', quantityDelta: 100 })]).PETR4?.quantity,
    ).toBe(200);
  });

  it('reads them from Movimentação', () => {
    const events = corporateEventsFromMovements([
      movement({ kind: 'Desdobro', quantity: 100, date: '2025-06-01' }),
      movement({ kind: 'GRUPAMENTO', direction: 'debit', quantity: 90, ticker: 'MGLU3' }),
      movement({
        kind: 'Bonificação em Ativos',
        quantity: 10,
        unitPriceCents: 500,
        ticker: 'ITSA4',
      }),
      movement({ kind: 'Bonificação em Ativos', quantity: 10, ticker: 'BBDC4' }),
      movement({ kind: 'Fração em Ativos', direction: 'debit', quantity: 0.4, ticker: 'ITSA4F' }),
      movement({ kind: 'Dividendo', valueCents: 1_000 }),
      movement({ kind: 'Desdobro', quantity: null }),
    ]);
    expect(events.map((e) => [e.ticker, e.kind, e.quantityDelta, e.valueCents])).toEqual([
      ['PETR4', 'split', 100, null],
      ['MGLU3', 'reverse-split', -90, null],
      ['ITSA4', 'bonus', 10, 5_000],
      ['BBDC4', 'bonus', 10, null],
      ['ITSA4', 'fraction', -0.4, null],
    ]);
  });
});

const tradeArb = (side: 'buy' | 'sell' | 'any') =>
  fc
    .record({
      side: side === 'any' ? fc.constantFrom<'buy' | 'sell'>('buy', 'sell') : fc.constant(side),
      ticker: fc.constantFrom('PETR4', 'VALE3'),
      quantity: fc.integer({ min: 1, max: 1_000 }),
      priceCents: fc.integer({ min: 1, max: 100_000 }),
      day: fc.integer({ min: 1, max: 28 }),
    })
    .map((t): TradeLine => trade({ ...t, date: `2025-01-${String(t.day).padStart(2, '0')}` }));

describe('average cost invariants (fast-check)', () => {
  it('total cost and quantity are never negative', () => {
    fc.assert(
      fc.property(fc.array(tradeArb('any'), { maxLength: 40 }), (trades) => {
        for (const cost of Object.values(averageCosts(trades))) {
          expect(cost.totalCostCents).toBeGreaterThanOrEqual(0);
          expect(cost.quantity).toBeGreaterThanOrEqual(0);
          if (cost.quantity === 0) expect(cost.totalCostCents).toBe(0);
        }
      }),
    );
  });

  it('with buys only, the order does not matter and the cost is the sum paid', () => {
    fc.assert(
      fc.property(
        fc
          .array(tradeArb('buy'), { minLength: 1, maxLength: 30 })
          .chain((trades) =>
            fc.tuple(
              fc.constant(trades),
              fc.shuffledSubarray(trades, { minLength: trades.length }),
            ),
          ),
        ([trades, shuffled]) => {
          const a = averageCosts(trades.map((t) => ({ ...t, date: day('2025-01-01') })));
          const b = averageCosts(shuffled.map((t) => ({ ...t, date: day('2025-01-01') })));
          expect(b).toEqual(a);
          for (const [code, cost] of Object.entries(a)) {
            const paid = trades
              .filter((t) => t.ticker === code)
              .reduce((s, t) => s + t.valueCents, 0);
            expect(cost.totalCostCents).toBe(paid);
          }
        },
      ),
    );
  });

  it('a sale does not move the average by more than rounding', () => {
    fc.assert(
      fc.property(
        fc.array(tradeArb('buy'), { minLength: 1, maxLength: 10 }),
        fc.integer({ min: 1, max: 99 }),
        (buys, percent) => {
          const before = averageCosts(buys);
          const held = before.PETR4?.quantity ?? 0;
          fc.pre(held > 1);
          const sold = Math.max(1, Math.floor((held * percent) / 100));
          fc.pre(sold < held);
          const after = averageCosts([
            ...buys,
            trade({ date: '2025-02-01', side: 'sell', quantity: sold, priceCents: 1 }),
          ]);
          expect(
            Math.abs((after.PETR4?.averageCostCents ?? 0) - (before.PETR4?.averageCostCents ?? 0)),
          ).toBeLessThanOrEqual(1);
        },
      ),
    );
  });

  it('selling everything resets the position', () => {
    fc.assert(
      fc.property(fc.array(tradeArb('any'), { maxLength: 30 }), (trades) => {
        const before = averageCosts(trades);
        const sellAll = Object.entries(before).map(([ticker, cost]) =>
          trade({
            date: '2025-12-31',
            ticker,
            side: 'sell',
            quantity: cost.quantity,
            priceCents: 1,
          }),
        );
        for (const cost of Object.values(averageCosts([...trades, ...sellAll]))) {
          expect(cost).toMatchObject({ quantity: 0, totalCostCents: 0, averageCostCents: 0 });
        }
      }),
    );
  });
});
