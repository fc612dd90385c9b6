import { formatCalendarDate, isValidCalendarDate } from '../time/zoned-date.ts';

/** One business day of CDI: the rate is a percentage for that day (0.055131 = 0.055131%). */
export interface CdiDailyRate {
  /** 'YYYY-MM-DD'. */
  date: string;
  ratePercent: number;
}

export type ParseSgsResult = { ok: true; rates: CdiDailyRate[] } | { ok: false; reason: string };

/** Banco Central SGS series 12: the CDI daily rate. */
export const CDI_SGS_SERIES = 12;

const SGS_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const SGS_VALUE = /^-?\d+(?:\.\d+)?$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * Reads the JSON of api.bcb.gov.br/dados/serie/bcdata.sgs.12/dados: an array of
 * { data: 'dd/MM/yyyy', valor: '0.055131' }. Rejects anything else (wrong shape, impossible
 * dates, non-numeric values, repeated days) with a reason, rather than guessing. Sorted by date.
 */
export function parseSgsSeries(json: unknown): ParseSgsResult {
  if (!Array.isArray(json)) return { ok: false, reason: 'A resposta do SGS não é uma lista.' };
  const rates: CdiDailyRate[] = [];
  const seen = new Set<string>();
  for (const [index, item] of json.entries()) {
    const position = `Item ${index + 1}`;
    if (!isRecord(item) || typeof item.data !== 'string' || typeof item.valor !== 'string') {
      return { ok: false, reason: `${position}: esperado { data, valor } como texto.` };
    }
    const dateMatch = SGS_DATE.exec(item.data);
    const calendar = dateMatch && {
      day: Number(dateMatch[1]),
      month: Number(dateMatch[2]),
      year: Number(dateMatch[3]),
    };
    if (!calendar || !isValidCalendarDate(calendar)) {
      return { ok: false, reason: `${position}: data inválida "${item.data}".` };
    }
    const valor = item.valor.trim();
    if (!SGS_VALUE.test(valor)) {
      return { ok: false, reason: `${position}: valor inválido "${item.valor}".` };
    }
    const date = formatCalendarDate(calendar);
    if (seen.has(date)) return { ok: false, reason: `${position}: data repetida ${item.data}.` };
    seen.add(date);
    rates.push({ date, ratePercent: Number(valor) });
  }
  rates.sort((a, b) => (a.date < b.date ? -1 : 1));
  return { ok: true, rates };
}

/**
 * CDI accumulated over a period, as a fraction: ∏(1 + rᵢ/100) − 1 over the business days with
 * `from` ≤ date < `to` (both 'YYYY-MM-DD'). The rate published for a day pays from that day to
 * the next, so a period that ends on `to` does not earn `to`'s rate. Null when no rate falls in
 * the period (e.g. the series was never synced), so the UI can say "indisponível" instead of 0%.
 */
export function accumulatedCdi(
  rates: readonly CdiDailyRate[],
  from: string,
  to: string,
): number | null {
  const inPeriod = rates.filter((rate) => rate.date >= from && rate.date < to);
  if (inPeriod.length === 0) return null;
  return inPeriod.reduce((factor, rate) => factor * (1 + rate.ratePercent / 100), 1) - 1;
}

/**
 * "x% do CDI": the portfolio's return as a percentage of the CDI's over the same period
 * (0.09 vs 0.10 → 90). Null when the CDI return is not positive, where the ratio means nothing.
 */
export function percentOfCdi(portfolioReturn: number, cdiReturn: number): number | null {
  if (!(cdiReturn > 0)) return null;
  return (portfolioReturn / cdiReturn) * 100;
}
