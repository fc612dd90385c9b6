import { describe, expect, it } from 'vitest';
import { MAX_CENTS } from './cents.ts';
import { formatBRL, formatCentsAmount, formatPercent } from './format.ts';

describe('formatBRL', () => {
  it.each([
    [0, 'R$ 0,00'],
    [5, 'R$ 0,05'],
    [100, 'R$ 1,00'],
    [123456, 'R$ 1.234,56'],
    [5_000_000, 'R$ 50.000,00'],
    [100_000_000_00, 'R$ 100.000.000,00'],
    [-123456, '-R$ 1.234,56'],
    [MAX_CENTS, 'R$ 90.071.992.547.409,91'],
  ])('%i centavos → %s', (cents, expected) => {
    expect(formatBRL(cents)).toBe(expected);
  });

  it('uses a plain space, never a non-breaking one', () => {
    expect(formatBRL(123456)).not.toMatch(/[\u00a0\u202f]/);
    expect(formatBRL(123456).charCodeAt(2)).toBe(32);
  });

  it('rejects amounts that are not whole centavos', () => {
    expect(() => formatBRL(1.5)).toThrow(RangeError);
    expect(() => formatBRL(Number.NaN)).toThrow(RangeError);
    expect(() => formatBRL(MAX_CENTS + 1)).toThrow(RangeError);
  });
});

describe('formatCentsAmount', () => {
  it('formats without the symbol', () => {
    expect(formatCentsAmount(123456)).toBe('1.234,56');
    expect(formatCentsAmount(7)).toBe('0,07');
  });
});

describe('formatPercent', () => {
  it.each([
    [12.4, undefined, '12,4%'],
    [50, 0, '50%'],
    [0.35, 2, '0,35%'],
    [1234.5, 1, '1.234,5%'],
    [-3.25, 1, '-3,3%'],
    [-0.01, 1, '0,0%'],
    [99.95, 1, '100,0%'],
  ])('%d with %s decimals → %s', (value, digits, expected) => {
    expect(formatPercent(value, digits)).toBe(expected);
  });

  it('rejects non-finite values', () => {
    expect(() => formatPercent(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});
