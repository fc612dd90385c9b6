import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsFromMaskedInput, maskCentsInput } from './cents-input-mask.ts';

describe('cents input mask', () => {
  it.each([
    ['123456', '1.234,56'],
    ['5', '0,05'],
    ['50', '0,50'],
    ['000123', '1,23'],
    ['0', '0,00'],
    ['R$ 1.234,56', '1.234,56'],
    ['12a3b4', '12,34'],
    ['', ''],
    ['abc', ''],
    ['1234567890123456789', '1.234.567.890.123,45'],
  ])('masks %j as %j', (raw, masked) => {
    expect(maskCentsInput(raw)).toBe(masked);
  });

  it.each([
    ['1.234,56', 123456],
    ['0,05', 5],
    ['', 0],
    ['R$ 50.000,00', 5_000_000],
  ])('reads %j back as %i centavos', (masked, cents) => {
    expect(centsFromMaskedInput(masked)).toBe(cents);
  });

  it('round-trips any amount it can hold', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999_999_999 }), (cents) => {
        expect(centsFromMaskedInput(maskCentsInput(String(cents)))).toBe(cents);
      }),
    );
  });

  it('typing one more digit shifts the amount left, as a cents mask does', () => {
    expect(maskCentsInput(`${maskCentsInput('1234')}5`)).toBe('123,45');
  });
});
