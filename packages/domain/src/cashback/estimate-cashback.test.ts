import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BROKERS, ONBOARDING_BROKER_IDS } from '../brokers/broker-catalogue.ts';
import {
  annualCashback,
  cashbackBrokerFor,
  cashbackRateFor,
  estimateCashback,
  monthlyCashback,
} from './estimate-cashback.ts';

describe('cashback estimate', () => {
  it('gives the product’s object, exact to the centavo', () => {
    expect(estimateCashback('xp', 5_000_000)).toEqual({
      brokerName: 'XP Investimentos',
      netWorthCents: 5_000_000,
      monthlyCents: 2_500,
      annualCents: 30_000,
      annualRatePercent: 0.6,
      message:
        'Com R$ 50.000,00 investidos na XP Investimentos, seu cashback estimado é de R$ 25,00 por mês (R$ 300,00 por ano), à taxa de 0,60% ao ano sobre o patrimônio.',
    });
  });

  it.each([
    ['XP Investimentos', 5_000_000, 0.6, 30_000, 2_500],
    ['btg', 5_000_000, 0.5, 25_000, 2_083],
    ['Ágora', 5_000_000, 0.5, 25_000, 2_083],
    ['avenue', 5_000_000, 0.4, 20_000, 1_667],
    ['JP Morgan', 6_785_000, 0.35, 23_748, 1_979], // 237,475 → 237,48
    ['interactive-brokers', 1_234_567, 0.3, 3_704, 309], // 37,03701 → 37,04
    ['Corretora Nova', 5_000_000, 0.4, 20_000, 1_667],
  ])(
    '%s with %i centavos: %d%% → %i a year, %i a month',
    (broker, netWorthCents, rate, year, month) => {
      const estimate = estimateCashback(broker, netWorthCents);
      expect(estimate.annualRatePercent).toBe(rate);
      expect(estimate.annualCents).toBe(year);
      expect(estimate.monthlyCents).toBe(month);
    },
  );

  it('rounds half up, both for the year and for the month', () => {
    // BTG 0.5% of R$ 1,00 is half a centavo → 1 centavo.
    expect(annualCashback(100, 0.5)).toBe(1);
    expect(annualCashback(99, 0.5)).toBe(0);
    // 6 centavos a year / 12 = 0.5 → 1; 5 / 12 → 0.
    expect(monthlyCashback(6)).toBe(1);
    expect(monthlyCashback(5)).toBe(0);
  });

  it('names unknown brokers as given, or "Outra corretora" when blank', () => {
    expect(estimateCashback('Corretora Nova', 0).brokerName).toBe('Corretora Nova');
    expect(estimateCashback('  ', 0).brokerName).toBe('Outra corretora');
    expect(estimateCashback('outra', 0).brokerName).toBe(BROKERS.outra.name);
  });

  it('knows each rate by id or name', () => {
    expect(cashbackRateFor('XP Investimentos')).toBe(0.6);
    expect(cashbackRateFor('jp-morgan')).toBe(0.35);
    expect(cashbackRateFor('desconhecida')).toBe(0.4);
  });

  it('refuses a negative or fractional net worth', () => {
    expect(() => estimateCashback('xp', -1)).toThrow(RangeError);
    expect(() => estimateCashback('xp', 10.5)).toThrow(RangeError);
  });

  it('never decreases as net worth grows', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.keys(BROKERS), 'outra qualquer'),
        fc.integer({ min: 0, max: 1e13 }),
        fc.integer({ min: 0, max: 1e9 }),
        (broker, netWorthCents, increase) => {
          const lower = estimateCashback(broker, netWorthCents);
          const higher = estimateCashback(broker, netWorthCents + increase);
          expect(higher.annualCents).toBeGreaterThanOrEqual(lower.annualCents);
          expect(higher.monthlyCents).toBeGreaterThanOrEqual(lower.monthlyCents);
        },
      ),
    );
  });

  it('monthly is the annual divided by 12, within half a centavo', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e13 }), (netWorthCents) => {
        const { annualCents: cashbackEstimadoAno, monthlyCents: cashbackEstimadoMes } =
          estimateCashback('btg', netWorthCents);
        expect(Math.abs(cashbackEstimadoMes - cashbackEstimadoAno / 12)).toBeLessThanOrEqual(0.5);
      }),
    );
  });
});

describe('the broker of the dashboard estimate', () => {
  it('prefers the one asked for, then the confirmed account, then the first chosen', () => {
    expect(cashbackBrokerFor({ requested: 'btg', confirmedBrokerId: 'xp' })).toBe('btg');
    expect(cashbackBrokerFor({ confirmedBrokerId: 'rico', chosenBrokerId: 'xp' })).toBe('rico');
    expect(cashbackBrokerFor({ chosenBrokerId: 'inter' })).toBe('inter');
  });

  it('skips names outside the catalogue and falls back to the selector’s first', () => {
    expect(cashbackBrokerFor({ confirmedBrokerId: 'nope', chosenBrokerId: 'avenue' })).toBe(
      'avenue',
    );
    expect(cashbackBrokerFor({})).toBe(ONBOARDING_BROKER_IDS[0]);
  });
});
