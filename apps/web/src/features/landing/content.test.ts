import { describe, expect, it } from 'vitest';
import {
  CASHBACK_CLAIMS,
  PARTNER_BROKERS,
  SAMPLE_ALLOCATION,
  SAMPLE_CASHBACK,
  formatRate,
} from './content';

describe('landing figures', () => {
  it("lists the product's landing claims, in order", () => {
    expect(CASHBACK_CLAIMS.map((c) => [c.shortName, c.annualPercent])).toEqual([
      ['XP', 0.4],
      ['BTG', 0.3],
      ['Ágora', 0.35],
      ['Avenue', 0.25],
      ['Inter Invest', 0.2],
    ]);
  });

  it('works the example out from R$ 50 mil at XP', () => {
    expect(SAMPLE_CASHBACK).toMatchObject({
      broker: 'XP',
      amountLabel: 'R$ 50 mil',
      rateLabel: '0,4%',
      yearlyLabel: 'R$ 200,00',
      monthlyLabel: 'R$ 16,67',
    });
  });

  it('shows the Moderado / Médio allocation, adding up to 100%', () => {
    expect(SAMPLE_ALLOCATION.map((s) => s.percent)).toEqual([50, 25, 20, 5]);
    expect(SAMPLE_ALLOCATION.reduce((sum, s) => sum + s.percent, 0)).toBe(100);
  });

  it('lists the seven partner brokerages', () => {
    expect(PARTNER_BROKERS).toHaveLength(7);
    expect(PARTNER_BROKERS[0]).toBe('XP Investimentos');
  });

  it('formats rates with pt-BR decimals', () => {
    expect(formatRate(0.35)).toBe('0,35%');
    expect(formatRate(0.2)).toBe('0,2%');
  });
});
