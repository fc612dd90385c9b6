import { describe, expect, it } from 'vitest';
import {
  moveCryptoFromMultimarket,
  moveCryptoFromStocks,
  moveInternationalToFixedIncome,
  moveStocksToMultimarket,
  splitInternationalToFixedIncomeAndStocks,
  splitStocksToFixedIncomeAndMultimarket,
} from './adjustments.ts';
import { alloc } from './test-helpers.ts';

describe('single adjustment steps', () => {
  it('Reading A small portfolio moves all of Internacional to Renda Fixa', () => {
    expect(moveInternationalToFixedIncome(alloc('20/25/40/15/0'))).toEqual({
      allocation: alloc('35/25/40/0/0'),
      applied: true,
    });
    expect(moveInternationalToFixedIncome(alloc('90/10/0/0/0')).applied).toBe(false);
  });

  it.each([
    ['50/25/20/5/0', '52/25/23/0/0'],
    ['30/25/35/10/0', '35/25/40/0/0'],
    ['20/25/40/15/0', '27/25/48/0/0'],
  ])(
    'Reading B small portfolio splits Internacional down to Renda Fixa, up to Ações: %s → %s',
    (from, to) => {
      expect(splitInternationalToFixedIncomeAndStocks(alloc(from))).toEqual({
        allocation: alloc(to),
        applied: true,
      });
    },
  );

  it('Reading B small portfolio does nothing without Internacional', () => {
    expect(splitInternationalToFixedIncomeAndStocks(alloc('90/10/0/0/0')).applied).toBe(false);
  });

  it('Reading A crypto moves up to 5 points from Ações Brasil', () => {
    expect(moveCryptoFromStocks(alloc('50/25/20/5/0')).allocation).toEqual(alloc('50/25/15/5/5'));
    // Only what exists can move: 3 points of Ações Brasil give 3 points of Cripto.
    expect(moveCryptoFromStocks(alloc('60/32/3/5/0')).allocation).toEqual(alloc('60/32/0/5/3'));
    expect(moveCryptoFromStocks(alloc('60/35/0/5/0'))).toEqual({
      allocation: alloc('60/35/0/5/0'),
      applied: false,
    });
  });

  it('Reading B crypto takes 5 from Multimercado only when it has at least 5', () => {
    expect(moveCryptoFromMultimarket(alloc('50/5/40/5/0')).allocation).toEqual(
      alloc('50/0/40/5/5'),
    );
    expect(moveCryptoFromMultimarket(alloc('51/4/40/5/0'))).toEqual({
      allocation: alloc('51/4/40/5/0'),
      applied: false,
    });
  });

  it('Reading A no stocks moves all of Ações Brasil to Multimercado', () => {
    expect(moveStocksToMultimarket(alloc('40/25/30/5/0')).allocation).toEqual(alloc('40/55/0/5/0'));
    expect(moveStocksToMultimarket(alloc('90/10/0/0/0')).applied).toBe(false);
  });

  it.each([
    ['80/10/5/5/0', '82/13/0/5/0'],
    ['50/25/20/5/0', '60/35/0/5/0'],
    ['30/25/35/10/0', '47/43/0/10/0'],
  ])(
    'Reading B no stocks splits Ações Brasil down to Renda Fixa, up to Multimercado: %s → %s',
    (from, to) => {
      expect(splitStocksToFixedIncomeAndMultimarket(alloc(from)).allocation).toEqual(alloc(to));
    },
  );

  it('Reading B no stocks does nothing without Ações Brasil', () => {
    expect(splitStocksToFixedIncomeAndMultimarket(alloc('90/10/0/0/0')).applied).toBe(false);
  });
});
