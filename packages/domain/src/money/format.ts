import { assertCents } from './cents.ts';
import type { Cents } from './cents.ts';

/** Everything a person sees is pt-BR, in reais. */
export const LOCALE = 'pt-BR';
export const CURRENCY = 'BRL';

const currencyFormatter = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: CURRENCY });
const amountFormatter = new Intl.NumberFormat(LOCALE, {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * Intl writes 'R$\u00a01.234,56' (non-breaking space; some ICU versions use U+202F). We print a
 * plain space so that server output, UI text, tests and copy-pasted values all compare equal.
 */
function normaliseSpaces(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, ' ');
}

/**
 * Exact decimal string for Intl: formatting cents / 100 as a float would already be rounded
 * before Intl sees it once amounts get large.
 */
function centsToDecimalString(cents: Cents): Intl.StringNumericLiteral {
  const abs = Math.abs(cents);
  const fraction = abs % 100;
  const integer = (abs - fraction) / 100;
  const sign = cents < 0 ? '-' : '';
  return `${sign}${integer}.${String(fraction).padStart(2, '0')}` as Intl.StringNumericLiteral;
}

/** 'R$ 1.234,56'; negatives as '-R$ 1.234,56'. Throws for non-integer cents (a bug upstream). */
export function formatBRL(cents: Cents): string {
  assertCents(cents);
  return normaliseSpaces(currencyFormatter.format(centsToDecimalString(cents)));
}

/** '1.234,56' — the amount without the currency symbol, as shown inside money inputs. */
export function formatCentsAmount(cents: Cents): string {
  assertCents(cents);
  return normaliseSpaces(amountFormatter.format(centsToDecimalString(cents)));
}

const percentFormatters = new Map<number, Intl.NumberFormat>();

function percentFormatter(fractionDigits: number): Intl.NumberFormat {
  let formatter = percentFormatters.get(fractionDigits);
  if (!formatter) {
    formatter = new Intl.NumberFormat(LOCALE, {
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    percentFormatters.set(fractionDigits, formatter);
  }
  return formatter;
}

/**
 * Formats a value already expressed in percent (12.4 → '12,4%'), with a fixed number of
 * decimals (1 unless told otherwise).
 */
export function formatPercent(percent: number, fractionDigits = 1): string {
  if (!Number.isFinite(percent)) throw new RangeError('Percentual inválido');
  const text = percentFormatter(fractionDigits).format(percent);
  // '-0,0%' reads as a loss that did not happen.
  return `${/^-0(,0*)?$/.test(text) ? text.slice(1) : text}%`;
}
