import { describe, expect, it } from 'vitest';
import {
  BROKERS,
  CASHBACK_SIMULATOR_BROKER_IDS,
  ONBOARDING_BROKER_IDS,
  findBroker,
} from './broker-catalogue.ts';

describe('broker catalogue', () => {
  it.each([
    ['xp', 'XP Investimentos', 0.6],
    ['btg', 'BTG Pactual', 0.5],
    ['agora', 'Ágora Investimentos', 0.5],
    ['avenue', 'Avenue Securities', 0.4],
    ['jp-morgan', 'JP Morgan', 0.35],
    ['interactive-brokers', 'Interactive Brokers', 0.3],
    ['inter', 'Inter Invest', 0.4],
    ['outra', 'Outra corretora', 0.4],
  ] as const)('%s is %s at %d%% a year', (id, name, rate) => {
    expect(BROKERS[id].name).toBe(name);
    expect(BROKERS[id].cashbackAnnualRatePercent).toBe(rate);
  });

  it('has the selector lists', () => {
    expect(ONBOARDING_BROKER_IDS.map((id) => BROKERS[id].shortName)).toEqual([
      'XP',
      'BTG',
      'Ágora',
      'Avenue',
      'Inter Invest',
      'Rico',
      'Clear',
    ]);
    expect(CASHBACK_SIMULATOR_BROKER_IDS.map((id) => BROKERS[id].name)).toEqual([
      'XP Investimentos',
      'BTG Pactual',
      'Avenue Securities',
      'Ágora Investimentos',
      'JP Morgan',
      'Interactive Brokers',
    ]);
  });

  it.each([
    ['xp', 'xp'],
    ['XP', 'xp'],
    ['XP Investimentos', 'xp'],
    ['  xp investimentos ', 'xp'],
    ['Ágora', 'agora'],
    ['agora investimentos', 'agora'],
    ['JP Morgan', 'jp-morgan'],
    ['jp-morgan', 'jp-morgan'],
    ['Interactive Brokers', 'interactive-brokers'],
    ['BTG Pactual', 'btg'],
  ])('finds %j as %s', (query, id) => {
    expect(findBroker(query)?.id).toBe(id);
  });

  it('does not guess unknown brokers', () => {
    expect(findBroker('Banco Imaginário')).toBeUndefined();
    expect(findBroker('')).toBeUndefined();
  });
});
