import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cnpjFrom,
  cpfFrom,
  isinFrom,
  normalizeLabel,
  parseDate,
  parseDecimal,
  roundQuantity,
  tickerFrom,
} from './cells.ts';

describe('parseDecimal', () => {
  it.each([
    [1234.56, 1234.56],
    ['1.234,56', 1234.56],
    ['R$ 1.234,56', 1234.56],
    ['R$\u00a01.234.567,89', 1234567.89],
    ['2,5', 2.5],
    ['0,01960000', 0.0196],
    ['-10,00', -10],
    ['R$ -10,00', -10],
    ['(50,00)', -50],
    ['38.12', 38.12],
    ['1.500', 1500],
    ['1,234.56', 1234.56],
    ['300', 300],
    ['  42  ', 42],
  ])('reads %j as %d', (cell, expected) => {
    expect(parseDecimal(cell)).toEqual({ ok: true, value: expected });
  });

  it.each([null, undefined, '', '-', '  -  '])('reads %j as empty', (cell) => {
    expect(parseDecimal(cell)).toEqual({ ok: true, value: null });
  });

  it.each([
    'abc',
    '1.2.3',
    '12,34,56',
    '1.23,4.5',
    'R$',
    true,
    Number.NaN,
    Number.POSITIVE_INFINITY,
  ])('refuses %j', (cell) => {
    expect(parseDecimal(cell).ok).toBe(false);
  });

  it('reads back every amount written the Brazilian way, with or without R$', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.boolean(), (cents, currency) => {
        const text = (cents / 100).toLocaleString('pt-BR', { minimumFractionDigits: 2 });
        const parsed = parseDecimal(currency ? `R$ ${text}` : text);
        expect(parsed.ok && Math.round((parsed.value ?? Number.NaN) * 100)).toBe(cents);
      }),
    );
  });
});

describe('parseDate', () => {
  it('reads B3 text dates, ISO dates and Excel serial numbers', () => {
    expect(parseDate('15/05/2035', false)).toEqual({
      ok: true,
      value: { year: 2035, month: 5, day: 15 },
    });
    expect(parseDate('2026-11-24', false)).toEqual({
      ok: true,
      value: { year: 2026, month: 11, day: 24 },
    });
    // 46350 is 2026-11-24 counted from 1899-12-30; with fractions (a time) the day is the same.
    expect(parseDate(46350, false)).toEqual({
      ok: true,
      value: { year: 2026, month: 11, day: 24 },
    });
    expect(parseDate(46350.75, false)).toEqual({
      ok: true,
      value: { year: 2026, month: 11, day: 24 },
    });
    expect(parseDate(46350 - 1462, true)).toEqual({
      ok: true,
      value: { year: 2026, month: 11, day: 24 },
    });
  });

  it('treats "-" and blanks as no date, and refuses impossible days', () => {
    expect(parseDate('-', false)).toEqual({ ok: true, value: null });
    expect(parseDate('31/02/2026', false).ok).toBe(false);
    expect(parseDate('24/13/2026', false).ok).toBe(false);
    expect(parseDate('ontem', false).ok).toBe(false);
    expect(parseDate(-5, false).ok).toBe(false);
  });
});

describe('identifiers', () => {
  it('takes the trading code a product name starts with', () => {
    expect(tickerFrom('PETR4 - PETROLEO BRASILEIRO S/A PETROBRAS')).toBe('PETR4');
    expect(tickerFrom('HGLG11 - CSHG LOGISTICA FDO INV IMOB')).toBe('HGLG11');
    expect(tickerFrom('B3SA3 - B3 S.A.')).toBe('B3SA3');
    expect(tickerFrom('PETR4F')).toBe('PETR4');
    expect(tickerFrom('Tesouro IPCA+ 2035')).toBeNull();
    expect(tickerFrom('CDB - BANCO INTER S.A.')).toBeNull();
  });

  it('keeps ISIN, CNPJ and CPF only when they are well formed', () => {
    expect(isinFrom('BRPETRACNPR6 - 100')).toBe('BRPETRACNPR6');
    expect(isinFrom('-')).toBeNull();
    expect(cnpjFrom('33.000.167/0001-01')).toBe('33000167000101');
    expect(cnpjFrom('00000000000000')).toBeNull();
    expect(cpfFrom('CPF: 529.982.247-25')).toBe('52998224725');
    expect(cpfFrom('529.982.247-24')).toBeNull();
    expect(cpfFrom('111.111.111-11')).toBeNull();
  });

  it('compares header names without accents, case or punctuation', () => {
    expect(normalizeLabel('Código ISIN / Distribuição')).toBe('codigo isin distribuicao');
    expect(normalizeLabel(' ENTRADA/SAÍDA ')).toBe('entrada saida');
    expect(normalizeLabel('Preço  de\nFechamento')).toBe('preco de fechamento');
  });

  it('rounds quantities to 8 places', () => {
    expect(roundQuantity(2.4700000000000002)).toBe(2.47);
    expect(roundQuantity(0.123456789)).toBe(0.12345679);
  });
});
