/**
 * How B3 positions read on screen (issue #28): the class colours, quantities as B3 writes them,
 * the import's kinds, and the file's bytes as base64 for the upload.
 */
import { PORTFOLIO_CATEGORIES, formatMonth, type PortfolioCategory } from '@algoone/domain';
import type { TB3ImportKind } from '@algoone/contracts';

export { PORTFOLIO_CATEGORIES, formatMonth };

/**
 * One colour per class: the five asset classes keep /carteira's palette; FIIs (a class of their
 * own here, Ações Brasil only in the comparison with the target) get a terracotta of their own.
 */
export const CATEGORY_COLORS: Readonly<Record<PortfolioCategory, string>> = {
  'Renda Fixa': 'var(--color-chart-1)',
  Multimercado: 'var(--color-chart-2)',
  'Ações Brasil': 'var(--color-chart-3)',
  Internacional: 'var(--color-chart-4)',
  Cripto: 'var(--color-chart-5)',
  FIIs: 'oklch(0.55 0.13 35)',
};

export const KIND_LABELS: Readonly<Record<TB3ImportKind, string>> = {
  posicao: 'Posição',
  movimentacao: 'Movimentação',
  negociacao: 'Negociação',
};

const quantityFormat = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 8 });

/** 1250 → "1.250"; 2.47 → "2,47"; 0.00012345 → "0,00012345" (Tesouro and fractions). */
export function formatQuantity(quantity: number): string {
  return quantityFormat.format(quantity);
}

/** "2026-03-12" → "12/03" (the aporte question names the day, its month is on screen). */
export function formatDayMonth(isoDay: string): string {
  const [, month = '', day = ''] = isoDay.split('-');
  return `${day}/${month}`;
}

/** "Renda Fixa, Ações Brasil e FIIs": a pt-BR list. */
export function joinPt(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} e ${items.at(-1) ?? ''}`;
}

/** `n` with its noun: "1 ativo", "3 ativos", "1.250 linhas". */
export function countOf(n: number, one: string, many: string): string {
  return `${n.toLocaleString('pt-BR')} ${n === 1 ? one : many}`;
}

/** The file's bytes as base64, in slices (a spread of megabytes would overflow the stack). */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/** B3 writes "PETR4 - PETROBRAS - PETROLEO BRASILEIRO S.A.": beside the code, the name alone. */
export function securityName(security: { ticker: string | null; name: string }): string {
  if (!security.ticker) return security.name;
  const prefix = `${security.ticker} - `;
  return security.name.startsWith(prefix) ? security.name.slice(prefix.length) : security.name;
}

/** Whether a select's value is one of the classes. */
export function isPortfolioCategory(value: string): value is PortfolioCategory {
  return (PORTFOLIO_CATEGORIES as readonly string[]).includes(value);
}

/** The year in `?ano=`, or null when absent or not a plausible year. */
export function yearFromSearch(value: string | null): number | null {
  if (!value || !/^\d{4}$/.test(value)) return null;
  const year = Number(value);
  return year >= 2000 && year <= 2100 ? year : null;
}
