import { describe, expect, it } from 'vitest';
import { parseTesouroTitle, tesouroCode, tesouroTitleName } from './tesouro.ts';

describe('Tesouro Direto titles', () => {
  it.each([
    ['Tesouro Selic 2029', 'TD-SELIC-2029'],
    ['TESOURO SELIC 2031', 'TD-SELIC-2031'],
    ['Tesouro Prefixado 2031', 'TD-PRE-2031'],
    ['Tesouro Prefixado com Juros Semestrais 2035', 'TD-PREJS-2035'],
    ['Tesouro IPCA+ 2035', 'TD-IPCA-2035'],
    ['Tesouro IPCA+ com Juros Semestrais 2060', 'TD-IPCAJS-2060'],
    ['Tesouro IGPM+ com Juros Semestrais 2031', 'TD-IGPMJS-2031'],
    ['Tesouro Renda+ Aposentadoria Extra 2065', 'TD-RENDA-2065'],
    ['Tesouro Educa+ 2030', 'TD-EDUCA-2030'],
    ['LFT 01/03/2029', 'TD-SELIC-2029'],
    ['LTN 2028', 'TD-PRE-2028'],
    ['NTN-F 01/01/2035', 'TD-PREJS-2035'],
    ['NTN-B Principal 15/05/2035', 'TD-IPCA-2035'],
    ['NTN-B 15/08/2050', 'TD-IPCAJS-2050'],
    ['PETR4', null],
    ['CDB BANCO X 2029', null],
    ['Tesouro Selic', null],
  ])('%s → %s', (name, code) => {
    expect(tesouroCode(name)).toBe(code);
  });

  it('names a title as Tesouro Direto does', () => {
    const title = parseTesouroTitle('tesouro ipca+ com juros semestrais 2040');
    expect(title).toEqual({ family: 'ipca-juros', year: 2040 });
    expect(title && tesouroTitleName(title)).toBe('Tesouro IPCA+ com Juros Semestrais 2040');
  });
});
