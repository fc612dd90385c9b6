/** Builders of B3 lines for this folder's tests: only what a test cares about is spelled out. */
import type { MovementLine, TradeLine } from './b3-lines.ts';

export function day(text: string): { year: number; month: number; day: number } {
  const [year, month, d] = text.split('-').map(Number);
  return { year: year ?? 0, month: month ?? 0, day: d ?? 0 };
}

export function movement(
  fields: Partial<Omit<MovementLine, 'date'>> & { date?: string; kind: string },
): MovementLine {
  const { date, ...rest } = fields;
  return {
    date: day(date ?? '2025-03-10'),
    direction: 'credit',
    product: `${rest.ticker ?? 'PETR4'} - EMPRESA S.A.`,
    ticker: 'PETR4',
    institution: 'XP INVESTIMENTOS CCTVM S/A',
    quantity: null,
    unitPriceCents: null,
    valueCents: null,
    sheet: 'Movimentação',
    row: 2,
    ...rest,
  };
}

export function trade(
  fields: Partial<Omit<TradeLine, 'date'>> & {
    date?: string;
    quantity: number;
    priceCents: number;
  },
): TradeLine {
  const { date, ...rest } = fields;
  return {
    date: day(date ?? '2025-03-10'),
    side: 'buy',
    ticker: 'PETR4',
    institution: 'XP INVESTIMENTOS CCTVM S/A',
    valueCents: Math.round(fields.quantity * fields.priceCents),
    sheet: 'Negociação',
    row: 2,
    ...rest,
  };
}
