import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  bytesToBase64,
  countOf,
  formatDayMonth,
  formatQuantity,
  joinPt,
  securityName,
  yearFromSearch,
} from './display';

describe('positions display', () => {
  it('writes quantities as B3 does, with pt-BR separators and the fraction when there is one', () => {
    expect(formatQuantity(1250)).toBe('1.250');
    expect(formatQuantity(2.47)).toBe('2,47');
    expect(formatQuantity(0.85)).toBe('0,85');
    expect(formatQuantity(0.00012345)).toBe('0,00012345');
  });

  it('names a day by day and month', () => {
    expect(formatDayMonth('2026-03-12')).toBe('12/03');
  });

  it('shows the name without the code B3 writes before it', () => {
    expect(
      securityName({ ticker: 'PETR4', name: 'PETR4 - PETROBRAS - PETROLEO BRASILEIRO S.A.' }),
    ).toBe('PETROBRAS - PETROLEO BRASILEIRO S.A.');
    expect(securityName({ ticker: null, name: 'Tesouro Selic 2029' })).toBe('Tesouro Selic 2029');
    expect(securityName({ ticker: 'ITSA4', name: 'ITAUSA S.A.' })).toBe('ITAUSA S.A.');
  });

  it('joins a list the pt-BR way', () => {
    expect(joinPt([])).toBe('');
    expect(joinPt(['FIIs'])).toBe('FIIs');
    expect(joinPt(['Ações Brasil', 'FIIs'])).toBe('Ações Brasil e FIIs');
    expect(joinPt(['Renda Fixa', 'Ações Brasil', 'FIIs'])).toBe('Renda Fixa, Ações Brasil e FIIs');
  });

  it('counts with the singular for one only', () => {
    expect(countOf(1, 'ativo', 'ativos')).toBe('1 ativo');
    expect(countOf(0, 'ativo', 'ativos')).toBe('0 ativos');
    expect(countOf(1250, 'linha', 'linhas')).toBe('1.250 linhas');
  });

  it('reads a year from the address only when it is one', () => {
    expect(yearFromSearch('2025')).toBe(2025);
    expect(yearFromSearch(null)).toBeNull();
    expect(yearFromSearch('25')).toBeNull();
    expect(yearFromSearch('1999')).toBeNull();
    expect(yearFromSearch('2025a')).toBeNull();
  });

  it('encodes any bytes as the base64 Node would (slices included)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 70_000 }), (bytes) => {
        expect(bytesToBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'));
      }),
      { numRuns: 30 },
    );
  });
});
