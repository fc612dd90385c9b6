import { CRYPTO_ALLOCATION_POINTS } from './allocation-table.ts';
import type { Allocation } from './asset-classes.ts';

/**
 * The single adjustments of docs/product.md §9's two readings, each a pure step on an allocation.
 * `applied` is false when the step had nothing to move, so no note is attached for it.
 */
export interface AdjustmentStep {
  allocation: Allocation;
  applied: boolean;
}

const unchanged = (allocation: Allocation): AdjustmentStep => ({ allocation, applied: false });

/** Reading A, small portfolio: all of Internacional goes to Renda Fixa. */
export function moveInternationalToFixedIncome(allocation: Allocation): AdjustmentStep {
  const international = allocation.Internacional;
  if (international === 0) return unchanged(allocation);
  return {
    allocation: {
      ...allocation,
      'Renda Fixa': allocation['Renda Fixa'] + international,
      Internacional: 0,
    },
    applied: true,
  };
}

/** Reading B, small portfolio: Internacional split, Renda Fixa the half rounded down, Ações Brasil up. */
export function splitInternationalToFixedIncomeAndStocks(allocation: Allocation): AdjustmentStep {
  const international = allocation.Internacional;
  if (international === 0) return unchanged(allocation);
  const toFixedIncome = Math.floor(international / 2);
  return {
    allocation: {
      ...allocation,
      'Renda Fixa': allocation['Renda Fixa'] + toFixedIncome,
      'Ações Brasil': allocation['Ações Brasil'] + (international - toFixedIncome),
      Internacional: 0,
    },
    applied: true,
  };
}

/** Reading A, crypto interest: up to 5 points from Ações Brasil to Cripto. */
export function moveCryptoFromStocks(allocation: Allocation): AdjustmentStep {
  const points = Math.min(CRYPTO_ALLOCATION_POINTS, allocation['Ações Brasil']);
  if (points === 0) return unchanged(allocation);
  return {
    allocation: {
      ...allocation,
      'Ações Brasil': allocation['Ações Brasil'] - points,
      Cripto: allocation.Cripto + points,
    },
    applied: true,
  };
}

/** Reading B, crypto preference: 5 points from Multimercado to Cripto, only when it has 5. */
export function moveCryptoFromMultimarket(allocation: Allocation): AdjustmentStep {
  if (allocation.Multimercado < CRYPTO_ALLOCATION_POINTS) return unchanged(allocation);
  return {
    allocation: {
      ...allocation,
      Multimercado: allocation.Multimercado - CRYPTO_ALLOCATION_POINTS,
      Cripto: allocation.Cripto + CRYPTO_ALLOCATION_POINTS,
    },
    applied: true,
  };
}

/** Reading A, no stocks: all of Ações Brasil to Multimercado. */
export function moveStocksToMultimarket(allocation: Allocation): AdjustmentStep {
  const stocks = allocation['Ações Brasil'];
  if (stocks === 0) return unchanged(allocation);
  return {
    allocation: {
      ...allocation,
      Multimercado: allocation.Multimercado + stocks,
      'Ações Brasil': 0,
    },
    applied: true,
  };
}

/** Reading B, no stocks: Ações Brasil split, Renda Fixa the half rounded down, Multimercado up. */
export function splitStocksToFixedIncomeAndMultimarket(allocation: Allocation): AdjustmentStep {
  const stocks = allocation['Ações Brasil'];
  if (stocks === 0) return unchanged(allocation);
  const toFixedIncome = Math.floor(stocks / 2);
  return {
    allocation: {
      ...allocation,
      'Renda Fixa': allocation['Renda Fixa'] + toFixedIncome,
      Multimercado: allocation.Multimercado + (stocks - toFixedIncome),
      'Ações Brasil': 0,
    },
    applied: true,
  };
}
