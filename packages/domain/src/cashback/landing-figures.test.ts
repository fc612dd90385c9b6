import { describe, expect, it } from 'vitest';
import { landingStats, landingTexts } from './landing-figures.ts';

describe('landing figures', () => {
  it('rounds each figure down when above its minimum', () => {
    expect(
      landingStats({
        netWorthUnderRecommendationCents: 5_012_345_678,
        investors: 2_537,
        credits: { count: 600, receivedCents: 1_000_000, passedOnCents: 159_000 },
        highestRateBps: 60,
      }),
    ).toEqual([
      { value: 'R$ 50 mi+', label: 'sob recomendação' },
      { value: '2.500+', label: 'investidores atendidos' },
      { value: '15%+', label: 'da remuneração das corretoras repassados' },
    ]);
  });

  it('says something true below the minimums', () => {
    expect(
      landingStats({
        netWorthUnderRecommendationCents: 99_999_999,
        investors: 99,
        credits: { count: 49, receivedCents: 1_000, passedOnCents: 800 },
        highestRateBps: 60,
      }),
    ).toEqual([
      { value: 'Sem custódia', label: 'seu dinheiro fica na sua corretora' },
      { value: 'Sem conflito', label: 'a recomendação é a mesma em qualquer corretora' },
      { value: 'até 0,6%', label: 'ao ano de cashback sobre o patrimônio' },
    ]);
  });

  it('without any rate in the catalogue, says the investor pays nothing more', () => {
    expect(
      landingStats({
        netWorthUnderRecommendationCents: 0,
        investors: 0,
        credits: { count: 0, receivedCents: 0, passedOnCents: 0 },
        highestRateBps: 0,
      })[2],
    ).toEqual({ value: 'Sem custo extra', label: 'o cashback sai da remuneração da corretora' });
  });

  it('counts hundreds below a thousand investors', () => {
    expect(
      landingStats({
        netWorthUnderRecommendationCents: 100_000_000,
        investors: 180,
        credits: { count: 0, receivedCents: 0, passedOnCents: 0 },
        highestRateBps: 50,
      }).slice(0, 2),
    ).toEqual([
      { value: 'R$ 1 mi+', label: 'sob recomendação' },
      { value: '100+', label: 'investidores atendidos' },
    ]);
  });
});

describe('landing texts', () => {
  it('writes each figure under its key; the example uses the first broker’s rate', () => {
    expect(
      landingTexts({
        stats: [
          { value: 'a', label: 'b' },
          { value: 'c', label: 'd' },
          { value: 'e', label: 'f' },
        ],
        claims: [
          { brokerId: 'xp', annualBps: 60 },
          { brokerId: 'btg', annualBps: 35 },
        ],
        sampleNetWorthCents: 5_000_000,
      }),
    ).toEqual({
      'stat-0-value': 'a',
      'stat-0-label': 'b',
      'stat-1-value': 'c',
      'stat-1-label': 'd',
      'stat-2-value': 'e',
      'stat-2-label': 'f',
      'claim-xp-rate': 'até 0,6% a.a.',
      'claim-btg-rate': 'até 0,35% a.a.',
      'sample-rate': '0,6%',
      'sample-yearly': 'R$ 300,00',
      'sample-monthly': 'R$ 25,00',
    });
  });
});
