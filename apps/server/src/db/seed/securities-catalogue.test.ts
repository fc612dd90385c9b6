import { describe, expect, it } from 'vitest';
import {
  catalogueProblems,
  classifySecurity,
  isValidCnpj,
  normalizeTicker,
  tickerKind,
} from '@algoone/domain';
import { SECURITY_CATALOGUE } from './securities-catalogue.ts';

const byKind = (kind: string) => SECURITY_CATALOGUE.filter((entry) => entry.kind === kind);
const find = (ticker: string) => SECURITY_CATALOGUE.find((entry) => entry.ticker === ticker);

describe('the seeded securities catalogue', () => {
  it('has no problem: unique normalized codes, a class that fits the kind, ETFs with their index', () => {
    expect(catalogueProblems(SECURITY_CATALOGUE)).toEqual([]);
  });

  it('every CNPJ present is valid, digits only', () => {
    const withCnpj = SECURITY_CATALOGUE.filter((entry) => entry.issuerCnpj != null);
    expect(withCnpj.length).toBeGreaterThan(60);
    for (const entry of withCnpj) {
      expect(isValidCnpj(entry.issuerCnpj ?? ''), entry.ticker).toBe(true);
      expect(entry.issuerCnpj, entry.ticker).toMatch(/^[0-9]{14}$/);
    }
    expect(find('PETR4')?.issuerCnpj).toBe('33000167000101');
  });

  it('covers the Ibovespa, the most held FIIs, ETFs and BDRs, and every Tesouro Direto family', () => {
    expect(byKind('acao').length + byKind('unit').length).toBeGreaterThanOrEqual(80);
    expect(byKind('fii').length).toBeGreaterThanOrEqual(30);
    expect(byKind('etf').length).toBeGreaterThanOrEqual(25);
    expect(byKind('bdr').length).toBeGreaterThanOrEqual(25);
    const tesouroFamilies = new Set(byKind('tesouro').map((entry) => entry.ticker.split('-')[1]));
    expect([...tesouroFamilies].sort()).toEqual(
      ['EDUCA', 'IGPMJS', 'IPCA', 'IPCAJS', 'PRE', 'PREJS', 'RENDA', 'SELIC'].sort(),
    );
    for (const entry of byKind('tesouro'))
      expect(entry.maturity, entry.ticker).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("agrees with the code's grammar wherever the code decides", () => {
    for (const entry of SECURITY_CATALOGUE.filter((e) => e.kind !== 'tesouro')) {
      expect(normalizeTicker(entry.ticker)).toBe(entry.ticker);
      const kind = tickerKind(entry.ticker);
      if (entry.kind === 'acao') expect(kind, entry.ticker).toBe('share');
      if (entry.kind === 'bdr') expect(kind, entry.ticker).toBe('bdr');
      if (['unit', 'fii', 'etf'].includes(entry.kind))
        expect(kind, entry.ticker).toBe('unit-fund-etf');
    }
  });

  it('places the ETFs of the brief by what they follow', () => {
    const classOf = (ticker: string) =>
      classifySecurity({ ticker, name: ticker, family: 'etf', catalogue: find(ticker) ?? null });
    expect(classOf('BOVA11').category).toBe('Ações Brasil');
    expect(classOf('IVVB11')).toEqual({
      category: 'Internacional',
      source: 'catalogue',
      reason: 'ETF que acompanha o S&P 500 (catálogo)',
    });
    expect(classOf('HASH11').category).toBe('Cripto');
    expect(classOf('IMAB11').category).toBe('Renda Fixa');
    expect(classOf('GOLD11').category).toBe('Multimercado');
  });
});
