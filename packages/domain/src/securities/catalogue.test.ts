import { describe, expect, it } from 'vitest';
import type { CatalogueEntry } from './catalogue.ts';
import { catalogueProblems, findCatalogueEntry, securityKey } from './catalogue.ts';

const petr4: CatalogueEntry = {
  ticker: 'PETR4',
  name: 'Petrobras PN',
  kind: 'acao',
  category: 'Ações Brasil',
  issuerCnpj: '33000167000101',
};

describe('catalogue', () => {
  it('finds an entry by its normalized code', () => {
    expect(findCatalogueEntry([petr4], ' petr4f')).toBe(petr4);
    expect(findCatalogueEntry([petr4], 'VALE3')).toBeNull();
    expect(findCatalogueEntry([petr4], null)).toBeNull();
  });

  it('keys a security by code, Tesouro title or folded name', () => {
    expect(securityKey({ ticker: 'petr4f', name: 'x' })).toBe('PETR4');
    expect(securityKey({ ticker: null, name: 'Tesouro IPCA+ 2035', family: 'tesouro' })).toBe(
      'TD-IPCA-2035',
    );
    expect(securityKey({ ticker: null, name: 'CDB  Banco Ação', family: 'renda-fixa' })).toBe(
      'rf:cdb banco acao',
    );
    expect(securityKey({ ticker: '  ', name: ' ' })).toBeNull();
  });

  it('reports every problem in pt-BR, and none for a sound catalogue', () => {
    expect(catalogueProblems([petr4])).toEqual([]);
    expect(
      catalogueProblems([
        petr4,
        { ...petr4, issuerCnpj: '33000167000102' },
        { ticker: 'petr3', name: ' ', kind: 'acao', category: 'Ações Brasil' },
        { ticker: 'HGLG11', name: 'CSHG', kind: 'fii', category: 'Ações Brasil' },
        { ticker: 'BOVA11', name: 'iShares Ibovespa', kind: 'etf', category: 'Ações Brasil' },
        {
          ticker: 'XPTO11',
          name: 'x',
          kind: 'coe' as 'etf',
          category: 'Ouro' as 'Cripto',
          index: 'y',
        },
      ]),
    ).toEqual([
      'PETR4: código repetido',
      'PETR4: CNPJ inválido',
      'petr3: código fora do padrão (use PETR3)',
      'petr3: sem nome',
      'HGLG11: a classe deveria ser FIIs',
      'BOVA11: ETF sem o índice que acompanha',
      'XPTO11: tipo desconhecido',
      'XPTO11: classe desconhecida',
    ]);
  });
});
