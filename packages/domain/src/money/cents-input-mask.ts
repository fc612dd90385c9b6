import { formatCentsAmount } from './format.ts';
import type { Cents } from './cents.ts';

/**
 * Digits kept by the mask: 15 digits is just under R$ 10 trillion and stays a safe integer, so a
 * held-down key can never produce an inexact amount. Extra digits are ignored.
 */
export const MAX_MASKED_DIGITS = 15;

function significantDigits(text: string): string | null {
  const digits = text.replace(/\D/g, '');
  if (digits === '') return null;
  return digits.replace(/^0+/, '').slice(0, MAX_MASKED_DIGITS);
}

/**
 * The money input mask (docs/product.md §5): digits only, read as centavos, shown to 2 decimals and
 * pt-BR grouping. '123456' → '1.234,56', '5' → '0,05'; no digits at all → '' (empty field).
 */
export function maskCentsInput(raw: string): string {
  const digits = significantDigits(raw);
  if (digits === null) return '';
  return formatCentsAmount(Number(digits || '0'));
}

/** The reverse of the mask: '1.234,56' → 123456. An empty field is 0. */
export function centsFromMaskedInput(masked: string): Cents {
  return Number(significantDigits(masked) || '0');
}
