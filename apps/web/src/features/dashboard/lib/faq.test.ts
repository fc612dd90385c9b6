import { describe, expect, it } from 'vitest';
import { DASHBOARD_FAQ } from './faq';

describe('DASHBOARD_FAQ', () => {
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
    expect(text).toContain('0,60% ao ano na XP');
    expect(text).toContain('24 meses');
  });
});
