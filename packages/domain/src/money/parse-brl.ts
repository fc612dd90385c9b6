import { MAX_CENTS } from './cents.ts';
import type { Cents } from './cents.ts';

export type ParseBRLErrorCode =
  'empty' | 'invalid_format' | 'too_many_decimals' | 'negative_not_allowed' | 'too_large';

export type ParseBRLResult =
  { ok: true; cents: Cents } | { ok: false; code: ParseBRLErrorCode; reason: string };

export interface ParseBRLOptions {
  /** Accept a leading minus sign. Off by default: most amounts (net worth, aportes) cannot be negative. */
  allowNegative?: boolean;
}

export const PARSE_BRL_REASONS: Readonly<Record<ParseBRLErrorCode, string>> = {
  empty: 'Informe um valor.',
  invalid_format: 'Valor em formato inválido. Use, por exemplo, 1.234,56.',
  too_many_decimals: 'Use no máximo duas casas decimais.',
  negative_not_allowed: 'O valor não pode ser negativo.',
  too_large: 'Valor muito alto.',
};

// '50.000' and '1.234,56': dots group thousands in threes, a comma starts the centavos.
const GROUPED = /^(\d{1,3}(?:\.\d{3})+)(?:,(\d+))?$/;
// '50000', '1234,5'.
const PLAIN = /^(\d+)(?:,(\d+))?$/;
// '1234.5' as typed into numeric inputs; never ambiguous with GROUPED, which needs 3 digits.
const DOT_DECIMAL = /^(\d+)\.(\d{1,2})$/;

function failure(code: ParseBRLErrorCode): ParseBRLResult {
  return { ok: false, code, reason: PARSE_BRL_REASONS[code] };
}

function stripPrefix(text: string, prefix: RegExp): [boolean, string] {
  const match = prefix.exec(text);
  return match ? [true, text.slice(match[0].length)] : [false, text];
}

/**
 * Reads a pt-BR amount typed by a person: 'R$ 50.000,00', '1.234,56', '1234,5', '50000',
 * '50.000' (thousands) and '1234.5'. Garbage is rejected with a pt-BR reason rather than read as
 * 0. The prototype's rule (strip characters, first comma becomes a point) read '50.000,00' as 50;
 * this parser deliberately does not follow it.
 */
export function parseBRL(text: string, options: ParseBRLOptions = {}): ParseBRLResult {
  const trimmed = text.replace(/[\u00a0\u202f]/g, ' ').trim();
  if (trimmed === '') return failure('empty');

  // The sign may come before or after the symbol: '-R$ 5,00' (as Intl prints) or 'R$ -5,00'.
  const minus = /^[-\u2212]\s*/;
  const [leadingMinus, afterSign] = stripPrefix(trimmed, minus);
  const afterSymbol = stripPrefix(afterSign, /^R\$\s*/i)[1];
  const [innerMinus, body] = leadingMinus ? [false, afterSymbol] : stripPrefix(afterSymbol, minus);
  const negative = leadingMinus || innerMinus;

  const match = GROUPED.exec(body) ?? PLAIN.exec(body) ?? DOT_DECIMAL.exec(body);
  if (!match) return failure('invalid_format');
  const integerDigits = (match[1] ?? '').replace(/\./g, '');
  const decimalDigits = match[2] ?? '';
  if (decimalDigits.length > 2) return failure('too_many_decimals');

  const absolute = BigInt(integerDigits) * 100n + BigInt(decimalDigits.padEnd(2, '0'));
  if (absolute > BigInt(MAX_CENTS)) return failure('too_large');
  const cents = Number(absolute);
  if (negative && cents > 0) {
    return options.allowNegative ? { ok: true, cents: -cents } : failure('negative_not_allowed');
  }
  return { ok: true, cents };
}
