import { describe, expect, it } from 'vitest';
import {
  holdingsFormFrom,
  isInvalidAmountText,
  parseHoldingsForm,
  parseNetWorthInput,
} from './money-forms';

describe('parseNetWorthInput', () => {
  it.each([
    ['50.000,00', 5_000_000],
    ['1234,5', 123_450],
    ['R$ 80.000', 8_000_000],
    ['0', 0],
  ])('reads %s', (text, cents) => {
    expect(parseNetWorthInput(text)).toEqual({ ok: true, cents });
  });

  it.each(['', 'abc', '-100', '1,234', '10.00.0'])('refuses %s', (text) => {
    expect(parseNetWorthInput(text).ok).toBe(false);
  });

  it('refuses more than the API accepts', () => {
    expect(parseNetWorthInput('2.000.000.000,00').ok).toBe(false);
  });
});

describe('holdings form', () => {
  it('starts with every portfolio category', () => {
    const form = holdingsFormFrom([{ category: 'Renda Fixa', amountCents: 123_456 }]);
    expect(Object.keys(form)).toEqual([
      'Renda Fixa',
      'Ações Brasil',
      'Internacional',
      'Cripto',
      'FIIs',
      'Multimercado',
    ]);
    expect(form['Renda Fixa']).toBe('1.234,56');
    expect(form.Cripto).toBe('0,00');
  });

  it('reads an invalid amount as 0 and says which (docs/product.md §5)', () => {
    const form = holdingsFormFrom([]);
    form['Renda Fixa'] = '10.000,00';
    form.Cripto = 'muito';
    form.FIIs = '';
    const parsed = parseHoldingsForm(form);
    expect(parsed.holdings['Renda Fixa']).toBe(1_000_000);
    expect(parsed.holdings.Cripto).toBe(0);
    expect(parsed.holdings.FIIs).toBe(0);
    expect(parsed.invalid).toEqual(['Cripto']);
    expect(parsed.totalCents).toBe(1_000_000);
  });

  it('tells an invalid text from an empty one', () => {
    expect(isInvalidAmountText('')).toBe(false);
    expect(isInvalidAmountText('1.000')).toBe(false);
    expect(isInvalidAmountText('-5')).toBe(true);
  });
});
