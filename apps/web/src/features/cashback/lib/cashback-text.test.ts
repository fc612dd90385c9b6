import { describe, expect, it } from 'vitest';
import { creditRatesText, formatMonthLong, readNetWorth, simulate } from './cashback-text';

describe('cashback texts', () => {
  it('simulates the product’s default: R$ 50.000 at 0,60% → R$ 300 a year, R$ 25 a month', () => {
    expect(simulate(5_000_000, 60)).toEqual({ annualCents: 30_000, monthlyCents: 2_500 });
  });
  it('reads pt-BR amounts and refuses garbage', () => {
    expect(readNetWorth('50.000,00')).toEqual({ cents: 5_000_000 });
    expect(readNetWorth('abc')).toEqual({
      error: 'Valor em formato inválido. Use, por exemplo, 1.234,56.',
    });
  });
  it('writes months in full', () => {
    expect(formatMonthLong('2026-03')).toBe('março de 2026');
  });
  it('names the rates credits were earned at, with their months when there are several', () => {
    expect(creditRatesText([{ annualBps: 60, firstMonth: '2026-01', lastMonth: '2026-05' }])).toBe(
      '0,6% a.a.',
    );
    expect(
      creditRatesText([
        { annualBps: 60, firstMonth: '2026-01', lastMonth: '2026-05' },
        { annualBps: 45, firstMonth: '2026-06', lastMonth: '2026-06' },
      ]),
    ).toBe('0,6% a.a. de jan/2026 a mai/2026 · 0,45% a.a. em jun/2026');
  });
});
