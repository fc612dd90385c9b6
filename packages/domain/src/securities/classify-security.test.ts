import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PORTFOLIO_CATEGORIES } from '../brokers/categories.ts';
import { POSITION_FAMILIES } from './b3-lines.ts';
import type { PositionFamily } from './b3-lines.ts';
import type { CatalogueEntry } from './catalogue.ts';
import { classifySecurity, UNKNOWN_SECURITY_REASON } from './classify-security.ts';

const ivvb: CatalogueEntry = {
  ticker: 'IVVB11',
  name: 'ISHARES S&P 500',
  kind: 'etf',
  category: 'Internacional',
  index: 'S&P 500',
};

const byRule = (ticker: string | null, family: PositionFamily | null, name = 'X') =>
  classifySecurity({ ticker, name, family });

describe('classifySecurity', () => {
  it('the investor’s remembered answer wins over the catalogue and the rules', () => {
    expect(
      classifySecurity({
        ticker: 'IVVB11',
        name: 'ISHARES',
        family: 'etf',
        catalogue: ivvb,
        investorChoice: 'Multimercado',
      }),
    ).toEqual({
      category: 'Multimercado',
      source: 'investor',
      reason: 'Você escolheu Multimercado para este ativo',
    });
  });

  it('the catalogue wins over the rules and names the index of an ETF', () => {
    expect(
      classifySecurity({ ticker: 'IVVB11', name: 'x', family: 'etf', catalogue: ivvb }),
    ).toEqual({
      category: 'Internacional',
      source: 'catalogue',
      reason: 'ETF que acompanha o S&P 500 (catálogo)',
    });
    expect(
      classifySecurity({
        ticker: 'IVVB11',
        name: 'x',
        family: 'etf',
        catalogue: { ...ivvb, index: null },
      }).reason,
    ).toBe('ETF (catálogo)');
    // A catalogue entry overrides what the code alone would say.
    const fiInfra: CatalogueEntry = {
      ticker: 'JURO11',
      name: 'SPARTA INFRA',
      kind: 'etf',
      category: 'Renda Fixa',
      index: 'IMA-B',
    };
    expect(
      classifySecurity({ ticker: 'JURO11', name: 'x', family: 'fundos', catalogue: fiInfra })
        .category,
    ).toBe('Renda Fixa');
  });

  it.each([
    ['PETR4', 'acoes', 'Ações Brasil', 'Ação brasileira: código terminado em 4'],
    ['VALE3', null, 'Ações Brasil', 'Ação brasileira: código terminado em 3'],
    ['PETR4F', null, 'Ações Brasil', 'Ação brasileira: código terminado em 4'],
    ['USIM5', 'acoes', 'Ações Brasil', 'Ação brasileira: código terminado em 5'],
    ['AAPL34', null, 'Internacional', 'BDR: código terminado em 34 — conta como Internacional'],
    ['BERK32', 'acoes', 'Internacional', 'BDR: código terminado em 32 — conta como Internacional'],
    ['TAEE11', 'acoes', 'Ações Brasil', 'Unit de ações brasileiras listada na aba Ações'],
    ['HGLG11', 'fundos', 'FIIs', 'FII listado na aba Fundo de Investimento'],
    [
      'HGLG12',
      null,
      'FIIs',
      'Direito ou recibo de subscrição de cotas de fundo (código terminado em 12)',
    ],
    [
      'MGLU1',
      null,
      'Ações Brasil',
      'Direito ou recibo de subscrição de ações (código terminado em 1)',
    ],
    ['XPTO', 'fundos', 'FIIs', 'FII listado na aba Fundo de Investimento'],
    ['AAPL34', 'bdr', 'Internacional', 'BDR listado na aba BDR — conta como Internacional'],
  ] as const)('%s on sheet %s → %s', (ticker, family, category, reason) => {
    expect(byRule(ticker, family)).toEqual({ category, source: 'rule', reason });
  });

  it('Tesouro and bank fixed income are Renda Fixa by their sheet', () => {
    expect(byRule(null, 'tesouro', 'Tesouro IPCA+ 2035')).toEqual({
      category: 'Renda Fixa',
      source: 'rule',
      reason: 'Título do Tesouro Direto',
    });
    expect(byRule(null, 'renda-fixa', 'CDB BANCO X')).toEqual({
      category: 'Renda Fixa',
      source: 'rule',
      reason: 'Renda fixa bancária (CDB, LCI, LCA, debêntures)',
    });
    // Without a sheet, a Tesouro title is still recognised by its name.
    expect(byRule(null, null, 'Tesouro Selic 2029').category).toBe('Renda Fixa');
    expect(byRule('TD-SELIC-2029', null, 'Tesouro Selic 2029').category).toBe('Renda Fixa');
  });

  it('leaves to the investor what no rule decides', () => {
    expect(byRule('BOVA11', 'etf')).toEqual({
      category: null,
      source: 'unknown',
      reason: 'ETF fora do nosso catálogo: diga em que classe ele entra',
    });
    for (const [ticker, family] of [
      ['BOVA11', null],
      ['ABCD36', 'acoes'],
      [null, null],
      ['COE XPTO', null],
    ] as const) {
      expect(byRule(ticker, family, 'Produto estruturado')).toEqual({
        category: null,
        source: 'unknown',
        reason: UNKNOWN_SECURITY_REASON,
      });
    }
  });

  it('always answers a known class or null, with a reason (fast-check)', () => {
    fc.assert(
      fc.property(
        fc.option(fc.string({ maxLength: 8 })),
        fc.option(fc.constantFrom(...POSITION_FAMILIES)),
        fc.option(fc.constantFrom(...PORTFOLIO_CATEGORIES)),
        (ticker, family, choice) => {
          const result = classifySecurity({ ticker, name: 'x', family, investorChoice: choice });
          expect(result.reason.length).toBeGreaterThan(0);
          if (choice) expect(result).toMatchObject({ category: choice, source: 'investor' });
          expect(result.category === null).toBe(result.source === 'unknown');
        },
      ),
    );
  });
});
