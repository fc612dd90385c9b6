/**
 * Turning B3 cells into typed values. A cell may hold a number (what Excel stores) or text as a
 * person would type it in Brazil ("1.234,56", "R$ 1.234,56", "15/05/2035"); "-" and "" mean empty.
 */
import { reaisToCents } from '@algoone/domain';
import type { CalendarDate, Cents } from '@algoone/domain';
import type { CellValue } from './xlsx.ts';

/** Header names compared without accents, case, punctuation or extra spaces: "Código ISIN / Distribuição" ≡ "codigo isin distribuicao". */
export function normalizeLabel(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9+]+/g, ' ')
    .trim();
}

export function cellText(value: CellValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.replace(/\s+/g, ' ').trim();
  return String(value);
}

/** Empty for the readers: no cell, blank text, or B3's "-". */
export function isBlank(value: CellValue | undefined): boolean {
  const text = cellText(value);
  return text === '' || text === '-' || text === '–';
}

export type Parsed<T> = { ok: true; value: T | null } | { ok: false };

/**
 * A decimal from a numeric cell or from text: "1.234,56", "R$ 1.234,56", "2,5", "-10,00",
 * "(50,00)" and plain "38.12" are read; with both separators the last one is the decimal mark;
 * with only dots in groups of three ("1.500") they are thousands, as B3 writes them.
 */
export function parseDecimal(value: CellValue | undefined): Parsed<number> {
  if (isBlank(value)) return { ok: true, value: null };
  if (typeof value === 'number')
    return Number.isFinite(value) ? { ok: true, value } : { ok: false };
  if (typeof value === 'boolean') return { ok: false };
  let text = cellText(value)
    .replace(/R\$/gi, '')
    .replace(/[\s\u00a0\u202f]/g, '');
  let sign = 1;
  if (/^\(.*\)$/.test(text)) {
    sign = -1;
    text = text.slice(1, -1);
  }
  if (text.startsWith('-')) {
    sign = -sign;
    text = text.slice(1);
  } else if (text.startsWith('+')) {
    text = text.slice(1);
  }
  let normalized: string;
  const lastComma = text.lastIndexOf(',');
  const lastDot = text.lastIndexOf('.');
  if (/^\d{1,3}(\.\d{3})*,\d+$/.test(text) || /^\d+,\d+$/.test(text)) {
    normalized = text.replace(/\./g, '').replace(',', '.');
  } else if (/^\d{1,3}(,\d{3})*\.\d+$/.test(text) && lastComma !== -1 && lastComma < lastDot) {
    normalized = text.replace(/,/g, '');
  } else if (/^[1-9]\d{0,2}(\.\d{3})+$/.test(text)) {
    normalized = text.replace(/\./g, '');
  } else if (/^\d+(\.\d+)?$/.test(text)) {
    normalized = text;
  } else {
    return { ok: false };
  }
  const number = sign * Number(normalized);
  return Number.isFinite(number) ? { ok: true, value: number === 0 ? 0 : number } : { ok: false };
}

/** Money and quantities past these are typing or export errors, not investments. */
export const MAX_LINE_CENTS = 1_000_000_000_000;
export const MAX_QUANTITY = 1_000_000_000_000;

export function toCents(reais: number): Cents {
  return reaisToCents(reais);
}

/** Quantities keep 8 decimal places (Tesouro Direto and fractions after a bonus are not whole). */
export function roundQuantity(quantity: number): number {
  const rounded = Number(quantity.toFixed(8));
  return rounded === 0 ? 0 : rounded;
}

function validDate(year: number, month: number, day: number): CalendarDate | null {
  if (year < 1900 || year > 2200 || month < 1 || month > 12 || day < 1) return null;
  const utc = new Date(Date.UTC(year, month - 1, day));
  if (utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** Excel's day 0 is 1899-12-30 (its 1900 leap-year bug folded in); 1904-based workbooks start 1462 days later. */
function fromSerial(serial: number, date1904: boolean): CalendarDate | null {
  const days = Math.floor(serial) + (date1904 ? 1462 : 0);
  if (days < 1 || days > 2_958_465) return null;
  const utc = new Date(Date.UTC(1899, 11, 30) + days * 86_400_000);
  return validDate(utc.getUTCFullYear(), utc.getUTCMonth() + 1, utc.getUTCDate());
}

/** A day from an Excel serial number, "dd/mm/yyyy" text, or ISO "yyyy-mm-dd" (cells typed as dates). */
export function parseDate(value: CellValue | undefined, date1904: boolean): Parsed<CalendarDate> {
  if (isBlank(value)) return { ok: true, value: null };
  if (typeof value === 'number') {
    const date = fromSerial(value, date1904);
    return date ? { ok: true, value: date } : { ok: false };
  }
  const text = cellText(value);
  const br = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:\s.*)?$/.exec(text);
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[T\s].*)?$/.exec(text);
  const date = br
    ? validDate(Number(br[3]), Number(br[2]), Number(br[1]))
    : iso
      ? validDate(Number(iso[1]), Number(iso[2]), Number(iso[3]))
      : null;
  return date ? { ok: true, value: date } : { ok: false };
}

/** "PETR4 - PETROLEO BRASILEIRO S/A" → "PETR4"; "PETR4F" (fractional market) → "PETR4"; null when the text does not start with a trading code. */
export function tickerFrom(text: string): string | null {
  const first =
    text
      .trim()
      .split(/[\s-]+/, 1)[0]
      ?.toUpperCase() ?? '';
  const match = /^([A-Z][A-Z0-9]{3}\d{1,2})F?$/.exec(first);
  return match?.[1] ?? null;
}

/** "BRPETRACNPR6 - 123" → "BRPETRACNPR6". */
export function isinFrom(text: string): string | null {
  return /\b([A-Z]{2}[A-Z0-9]{9}\d)\b/.exec(text.toUpperCase())?.[1] ?? null;
}

export function digits(text: string): string {
  return text.replace(/\D/g, '');
}

export function cnpjFrom(text: string): string | null {
  const only = digits(text);
  return only.length === 14 && !/^(\d)\1+$/.test(only) ? only : null;
}

/** A CPF's 11 digits when its check digits hold; null otherwise (a phone number is not a CPF). */
export function cpfFrom(text: string): string | null {
  const match = /(\d{3}\.?\d{3}\.?\d{3}-?\d{2})/.exec(text);
  if (!match?.[1]) return null;
  const only = digits(match[1]);
  if (only.length !== 11 || /^(\d)\1+$/.test(only)) return null;
  const check = (length: number): number => {
    let sum = 0;
    for (let i = 0; i < length; i++) sum += Number(only[i]) * (length + 1 - i);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return check(9) === Number(only[9]) && check(10) === Number(only[10]) ? only : null;
}
