/**
 * B3's trading-code grammar (docs/product.md, "Importar da B3 — regras"): four characters naming
 * the issuer (a letter, then letters or digits: "B3SA"), then a number naming the kind of
 * security. The fractional market trades the same security under the code plus "F" (PETR4F).
 */

const TICKER = /^([A-Z][A-Z0-9]{3})(\d{1,2})$/;
const FRACTIONAL = /^([A-Z][A-Z0-9]{3}\d{1,2})F$/;

/**
 * Upper case, trimmed, and the fractional market's "F" dropped (PETR4F → PETR4), so a trade in
 * the fractional market and one in the standard lot add to the same position.
 */
export function normalizeTicker(raw: string): string {
  const code = raw.trim().toUpperCase();
  const fractional = FRACTIONAL.exec(code);
  return fractional?.[1] ?? code;
}

/**
 * What a code's number says:
 * - 'share': 3 (ON), 4 (PN), 5–8 (PNA–PND), shares of a Brazilian company;
 * - 'unit-fund-etf': 11, used alike by units, FIIs and ETFs, so the number alone does not decide;
 * - 'bdr': 31–35 (BDRs of companies, sponsored or not) and 39 (BDRs of foreign ETFs);
 * - 'share-subscription': 1, 2 (rights) and 9, 10 (receipts) to subscribe a company's shares;
 * - 'fund-subscription': 12 (rights) and 13–15 (receipts) to subscribe an FII's quotas;
 * - 'unknown': anything else, including texts that are no trading code at all.
 */
export type TickerKind =
  'share' | 'unit-fund-etf' | 'bdr' | 'share-subscription' | 'fund-subscription' | 'unknown';

export interface TickerParts {
  root: string;
  number: number;
}

/** The issuer root and number of a (normalized) trading code, or null when it is none. */
export function tickerParts(ticker: string): TickerParts | null {
  const match = TICKER.exec(normalizeTicker(ticker));
  if (!match?.[1] || !match[2]) return null;
  return { root: match[1], number: Number(match[2]) };
}

export function tickerKind(ticker: string): TickerKind {
  const parts = tickerParts(ticker);
  if (!parts) return 'unknown';
  const n = parts.number;
  if (n >= 3 && n <= 8) return 'share';
  if (n === 11) return 'unit-fund-etf';
  if ((n >= 31 && n <= 35) || n === 39) return 'bdr';
  if (n === 1 || n === 2 || n === 9 || n === 10) return 'share-subscription';
  if (n >= 12 && n <= 15) return 'fund-subscription';
  return 'unknown';
}
