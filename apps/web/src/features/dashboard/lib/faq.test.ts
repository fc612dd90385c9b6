import { describe, expect, it } from 'vitest';
import type { TBroker } from '@algoone/contracts';
import { dashboardFaq } from './faq';

const broker = (name: string, cashbackAnnualRatePercent: number) =>
  ({ name, cashbackAnnualRatePercent }) as TBroker;
const DASHBOARD_FAQ = dashboardFaq();

describe('dashboardFaq', () => {
  it('answers the six questions with real text', () => {
    expect(DASHBOARD_FAQ.map((entry) => entry.id)).toEqual([
      'suitability',
      'recomendacao',
      'cashback',
      'custodia',
      'rendimento',
      'atualizar',
    ]);
    for (const entry of DASHBOARD_FAQ) {
      expect(entry.answer.join(' ')).not.toMatch(/em desenvolvimento/i);
      expect(entry.answer.length).toBeGreaterThan(0);
    }
  });

  it('uses the domain numbers', () => {
    const text = DASHBOARD_FAQ.flatMap((entry) => entry.answer).join(' ');
    expect(text).toContain('R$ 5.000,00');
    expect(text).toContain('24 meses');
  });

  it('gives the catalogue rates in force as the cashback example', () => {
    const text = (catalogue?: TBroker[]) =>
      dashboardFaq(catalogue)
        .find((entry) => entry.id === 'cashback')
        ?.answer.join(' ');
    expect(text([broker('XP Investimentos', 0.55), broker('BTG Pactual', 0.5)])).toContain(
      'por exemplo, 0,55% ao ano na XP Investimentos e 0,50% ao ano na BTG Pactual.',
    );
    expect(text()).toContain('a taxa de cada corretora está na página Corretoras');
  });
});
