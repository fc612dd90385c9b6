/**
 * pt-BR formatting at the edges (docs/product.md §10: money in centavos, dates stored in UTC and
 * shown in America/Sao_Paulo). Money formatting lives in @algoone/domain, shared with the server.
 */
import { SAO_PAULO_TIME_ZONE } from '@algoone/domain';

import { formatBRL } from '@algoone/domain';

export { formatBRL, formatCentsAmount, formatPercent } from '@algoone/domain';

export const DISPLAY_TIME_ZONE = SAO_PAULO_TIME_ZONE;

const dateFormat = new Intl.DateTimeFormat('pt-BR', {
  timeZone: DISPLAY_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

const dateTimeFormat = new Intl.DateTimeFormat('pt-BR', {
  timeZone: DISPLAY_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

const longDateFormat = new Intl.DateTimeFormat('pt-BR', {
  timeZone: DISPLAY_TIME_ZONE,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

const compactBRL = new Intl.NumberFormat('pt-BR', {
  style: 'currency',
  currency: 'BRL',
  notation: 'compact',
  maximumFractionDigits: 2,
});

/**
 * "1 carteira registrada", "0 carteiras registradas", "12.500 carteiras registradas": pt-BR
 * uses the singular for exactly one only.
 */
export function formatCount(n: number, one: string, many: string): string {
  return `${n.toLocaleString('pt-BR')} ${n === 1 ? one : many}`;
}

/** From R$ 1 milhão up, "R$ 7,26 bi": a consultancy's totals fit a card. Below, as usual. */
export function formatBRLCompact(cents: number): string {
  return Math.abs(cents) >= 100_000_000 ? compactBRL.format(cents / 100) : formatBRL(cents);
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A bare "YYYY-MM-DD" is a calendar day, not UTC midnight (which is the day before in SP). */
function toDate(value: string | Date): Date {
  const date =
    typeof value !== 'string'
      ? value
      : DATE_ONLY.test(value)
        ? new Date(`${value}T12:00:00-03:00`)
        : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Data inválida: ${String(value)}`);
  return date;
}

/** "2026-11-21T02:30:00Z" → "20/11/2026" (São Paulo is UTC−3). */
export function formatDate(value: string | Date): string {
  return dateFormat.format(toDate(value));
}

/** "2026-11-21T15:45:00Z" → "21/11/2026, 12:45". */
export function formatDateTime(value: string | Date): string {
  return dateTimeFormat.format(toDate(value));
}

/** "2026-11-21T15:45:00Z" → "21/11/2026 12:45", for compact lists. */
export function formatDateTimeShort(value: string | Date): string {
  const parts = dateTimeFormat.formatToParts(toDate(value));
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((part) => part.type === type)?.value ?? '';
  return `${get('day')}/${get('month')}/${get('year')} ${get('hour')}:${get('minute')}`;
}

/** "2026-11-21" → "21 de novembro de 2026". */
export function formatLongDate(value: string | Date): string {
  return longDateFormat.format(toDate(value));
}
