import { describe, expect, it } from 'vitest';
import { filtersFromParams, paramsFromFilters } from './research-filters';

describe('research filters in the address', () => {
  it('reads search, category and page', () => {
    expect(filtersFromParams(new URLSearchParams('busca=acoes&categoria=FIIs&pagina=2'))).toEqual({
      q: 'acoes',
      category: 'FIIs',
      page: 2,
    });
  });
  it('drops what the page would not offer', () => {
    expect(filtersFromParams(new URLSearchParams('busca=%20&categoria=Cripto&pagina=0'))).toEqual({
      q: undefined,
      category: undefined,
      page: 1,
    });
  });
  it('writes only what is set, and round-trips', () => {
    expect(paramsFromFilters({ page: 1 })).toEqual({});
    const filters = { q: 'renda fixa', category: 'Renda Fixa' as const, page: 3 };
    expect(filtersFromParams(new URLSearchParams(paramsFromFilters(filters)))).toEqual(filters);
  });
});
