import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_CENTS } from './cents.ts';
import { formatBRL } from './format.ts';
import { PARSE_BRL_REASONS, parseBRL } from './parse-brl.ts';

describe('parseBRL reads pt-BR amounts', () => {
  it.each([
    ['R$ 50.000,00', 5_000_000],
    ['1.234,56', 123_456],
    ['1234,5', 123_450],
    ['1234,56', 123_456],
    ['50000', 5_000_000],
    ['50.000', 5_000_000],
    ['1.000.000', 100_000_000],
    ['1.000,5', 100_050],
    ['0,05', 5],
    ['0', 0],
    ['1234.5', 123_450],
    ['1234.56', 123_456],
    ['  R$\u00a01.234,56  ', 123_456],
    ['r$10', 1_000],
    ['R$ 90.071.992.547.409,91', MAX_CENTS],
  ])('%j → %i centavos', (text, cents) => {
    expect(parseBRL(text)).toEqual({ ok: true, cents });
  });
});

describe('parseBRL signs', () => {
  it.each(['-R$ 1.234,56', 'R$ -1.234,56', '-1.234,56', '\u22121234,56', '- R$ 1.234,56'])(
    'reads %j as negative when allowed',
    (text) => {
      expect(parseBRL(text, { allowNegative: true })).toEqual({ ok: true, cents: -123_456 });
    },
  );

  it('rejects negatives by default with a reason', () => {
    expect(parseBRL('-50')).toEqual({
      ok: false,
      code: 'negative_not_allowed',
      reason: 'O valor não pode ser negativo.',
    });
  });

  it('reads minus zero as zero', () => {
    expect(parseBRL('-0,00')).toEqual({ ok: true, cents: 0 });
  });

  it('rejects two signs', () => {
    expect(parseBRL('--5', { allowNegative: true })).toMatchObject({
      ok: false,
      code: 'invalid_format',
    });
    expect(parseBRL('-R$ -5', { allowNegative: true })).toMatchObject({
      ok: false,
      code: 'invalid_format',
    });
  });
});

describe('parseBRL rejects garbage instead of reading 0', () => {
  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['abc', 'invalid_format'],
    ['1,2,3', 'invalid_format'],
    ['R$', 'invalid_format'],
    ['12abc', 'invalid_format'],
    ['1.23.456', 'invalid_format'],
    ['1.2345,00', 'invalid_format'],
    ['12.34.56', 'invalid_format'],
    [',50', 'invalid_format'],
    ['5,', 'invalid_format'],
    ['1 234,56', 'invalid_format'],
    ['1,234', 'too_many_decimals'],
    ['1.234,567', 'too_many_decimals'],
    ['90.071.992.547.409,92', 'too_large'],
    ['99999999999999999999', 'too_large'],
  ] as const)('%j → %s', (text, code) => {
    expect(parseBRL(text)).toEqual({ ok: false, code, reason: PARSE_BRL_REASONS[code] });
  });

  it('gives pt-BR reasons', () => {
    expect(parseBRL('abc')).toMatchObject({
      reason: 'Valor em formato inválido. Use, por exemplo, 1.234,56.',
    });
    expect(parseBRL('')).toMatchObject({ reason: 'Informe um valor.' });
  });

  it('does not follow the prototype rule that read 50.000,00 as 50', () => {
    expect(parseBRL('50.000,00')).toEqual({ ok: true, cents: 5_000_000 });
  });
});

describe('format then parse', () => {
  it('returns the same amount for every centavo value', () => {
    fc.assert(
      fc.property(fc.integer({ min: -MAX_CENTS, max: MAX_CENTS }), (cents) => {
        expect(parseBRL(formatBRL(cents), { allowNegative: true })).toEqual({ ok: true, cents });
      }),
    );
  });
});
