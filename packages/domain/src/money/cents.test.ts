import { describe, expect, it } from 'vitest';
import { assertCents, centsToReais, isCents, reaisToCents } from './cents.ts';

describe('cents', () => {
  it('accepts only safe integers', () => {
    expect(isCents(0)).toBe(true);
    expect(isCents(-5)).toBe(true);
    expect(isCents(1.5)).toBe(false);
    expect(isCents('5')).toBe(false);
    expect(isCents(Number.MAX_SAFE_INTEGER + 1)).toBe(false);
    expect(() => assertCents(0.1, 'aporte')).toThrow(/aporte/);
  });

  it.each([
    [1.005, 101],
    [1234.56, 123456],
    [0.1 + 0.2, 30],
    [-2.675, -268],
    [-0.001, 0],
  ])('reaisToCents(%d) = %i', (reais, cents) => {
    expect(reaisToCents(reais)).toBe(cents);
  });

  it('rejects non-finite reais and converts back', () => {
    expect(() => reaisToCents(Number.NaN)).toThrow(RangeError);
    expect(centsToReais(123456)).toBe(1234.56);
  });
});
