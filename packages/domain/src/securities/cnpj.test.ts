import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCnpj, isValidCnpj, normalizeCnpj } from './cnpj.ts';

describe('CNPJ', () => {
  it.each([
    ['33000167000101', true], // Petrobras
    ['33.000.167/0001-01', true],
    ['33.592.510/0001-54', true], // Vale
    ['00.000.000/0001-91', true], // Banco do Brasil: leading zeros
    ['33000167000102', false], // second check digit wrong
    ['33000167000111', false], // first check digit wrong
    ['3300016700010', false], // 13 digits
    ['330001670001011', false], // 15 digits
    ['00000000000000', false], // passes the arithmetic, but no one's number
    ['11111111111111', false],
    ['', false],
    ['33.000.167/0001-0A', false], // check digits are always numeric
    ['12ABC34501DE35', true], // Receita's published alphanumeric example
    ['12.abc.345/01de-35', true],
    ['12ABC34501DE36', false],
  ])('%s valid: %s', (value, valid) => {
    expect(isValidCnpj(value)).toBe(valid);
  });

  it('formats and normalizes', () => {
    expect(formatCnpj('33000167000101')).toBe('33.000.167/0001-01');
    expect(formatCnpj(' 33.000.167/0001-01 ')).toBe('33.000.167/0001-01');
    expect(formatCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(formatCnpj('33000167000102')).toBeNull();
    expect(normalizeCnpj('33.000.167/0001-01')).toBe('33000167000101');
  });

  it('every 12-character base has exactly one pair of check digits (fast-check)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{12}$/), (base) => {
        fc.pre(!/^(.)\1{11}$/.test(base));
        const valid = Array.from(
          { length: 100 },
          (_, n) => base + String(n).padStart(2, '0'),
        ).filter(isValidCnpj);
        expect(valid).toHaveLength(1);
        const only = valid[0] ?? '';
        expect(normalizeCnpj(formatCnpj(only) ?? '')).toBe(only);
      }),
    );
  });
});
