import { describe, expect, it } from 'vitest';
import {
  CASHBACK_CLAIMS,
  PARTNER_BROKERS,
  SAMPLE_ALLOCATION,
  DEFAULT_LANDING_TEXTS,
  SAMPLE_CASHBACK,
} from './content';

describe('landing figures', () => {
  it("lists the product's landing brokers, in order, at the catalogue's seed rates", () => {
    expect(CASHBACK_CLAIMS.map((c) => [c.broker, c.annualBps])).toEqual([
      ['XP Investimentos', 60],
      ['BTG Pactual', 50],
      ['Ágora Investimentos', 50],
      ['Avenue Securities', 40],
      ['Inter Invest', 40],
    ]);
  });

  it('works the example out from R$ 50 mil at XP, and says only true things for no data', () => {
    expect(SAMPLE_CASHBACK).toMatchObject({ broker: 'XP', amountLabel: 'R$ 50 mil' });
    expect(DEFAULT_LANDING_TEXTS).toMatchObject({
      'sample-rate': '0,6%',
      'sample-yearly': 'R$ 300,00',
      'sample-monthly': 'R$ 25,00',
      'claim-xp-rate': 'até 0,6% a.a.',
      'stat-0-value': 'Sem custódia',
      'stat-1-value': 'Sem conflito',
      'stat-2-value': 'até 0,6%',
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
});
