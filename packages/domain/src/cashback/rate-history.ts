import { annualCashback, monthlyCashback } from './estimate-cashback.ts';
import type { Cents } from '../money/cents.ts';

/** A reference month, 'YYYY-MM'. Cashback is paid per month, so rates change per month. */
export type Month = string;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/**
 * The earliest month a rate may start: the seeded rate histories start here, meaning "since
 * the catalogue has had the broker" rather than a date anyone chose.
 */
export const RATE_HISTORY_ORIGIN: Month = '2000-01';

export function isMonth(text: string): text is Month {
  return MONTH.test(text) && text >= RATE_HISTORY_ORIGIN;
}

/** The month of a calendar day 'YYYY-MM-DD'. */
export function monthOfDay(day: string): Month {
  return day.slice(0, 7);
}

/** 'YYYY-MM' → 'YYYY-MM-01', how the database keeps a month. */
export function firstDayOf(month: Month): string {
  return `${month}-01`;
}

export function addMonths(month: Month, count: number): Month {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + count;
  const year = Math.floor(index / 12);
  return `${String(year).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

const MONTH_NAMES = [
  'jan',
  'fev',
  'mar',
  'abr',
  'mai',
  'jun',
  'jul',
  'ago',
  'set',
  'out',
  'nov',
  'dez',
];

/** '2026-03' → 'mar/2026', as the statement shows a month. */
export function formatMonth(month: Month): string {
  return `${MONTH_NAMES[Number(month.slice(5, 7)) - 1] ?? '?'}/${month.slice(0, 4)}`;
}

/**
 * How a rate period's start reads: 'A partir de mar/2026', or 'Desde o início' for a history's
 * origin (the seeded rates), which no one would call January 2000.
 */
export function rateStartLabel(effectiveFrom: Month): string {
  return effectiveFrom <= RATE_HISTORY_ORIGIN
    ? 'Desde o início'
    : `A partir de ${formatMonth(effectiveFrom)}`;
}

/** Reads 'mm/aaaa', 'm/aaaa' or 'aaaa-mm' (what a broker's spreadsheet or a form gives). */
export function parseMonth(text: string): Month | null {
  const trimmed = text.trim();
  const br = /^(\d{1,2})\/(\d{4})$/.exec(trimmed);
  const candidate = br ? `${br[2]}-${br[1]?.padStart(2, '0')}` : trimmed;
  return isMonth(candidate) ? candidate : null;
}

/**
 * One rate of a broker's history: from `effectiveFrom` (a month) on, until the next one, the
 * broker's cashback is `annualBps` basis points of the investor's net worth a year.
 */
export interface RatePeriod {
  brokerId: string;
  effectiveFrom: Month;
  annualBps: number;
}

/** Basis points are whole: 60 bps = 0,60% a year. Bounded at 10% a year (1.000 bps). */
export const MAX_CASHBACK_RATE_BPS = 1_000;

export function isValidRateBps(bps: number): boolean {
  return Number.isInteger(bps) && bps >= 0 && bps <= MAX_CASHBACK_RATE_BPS;
}

/**
 * The broker's rate in force in `month`: the latest period that starts on or before it.
 * Undefined before the broker's first rate. The history may come in any order.
 */
export function rateForMonth(
  history: readonly RatePeriod[],
  brokerId: string,
  month: Month,
): number | undefined {
  let best: RatePeriod | undefined;
  for (const period of history) {
    if (period.brokerId !== brokerId || period.effectiveFrom > month) continue;
    if (!best || period.effectiveFrom > best.effectiveFrom) best = period;
  }
  return best?.annualBps;
}

/** Every broker's rate in force in `month`, by broker id. */
export function ratesForMonth(history: readonly RatePeriod[], month: Month): Map<string, number> {
  const rates = new Map<string, number>();
  const from = new Map<string, Month>();
  for (const period of history) {
    if (period.effectiveFrom > month) continue;
    const current = from.get(period.brokerId);
    if (current === undefined || period.effectiveFrom > current) {
      from.set(period.brokerId, period.effectiveFrom);
      rates.set(period.brokerId, period.annualBps);
    }
  }
  return rates;
}

export const bpsToPercent = (bps: number): number => bps / 100;

/**
 * The estimate for one month at the rate in force that month: the annual cashback on the net
 * worth (rounded half-up), divided by 12 (rounded half-up), as the estimate does (docs/product.md §3).
 */
export function estimateForMonth(
  history: readonly RatePeriod[],
  brokerId: string,
  month: Month,
  netWorthCents: Cents,
): { annualBps: number; monthlyCents: Cents; annualCents: Cents } | null {
  const annualBps = rateForMonth(history, brokerId, month);
  if (annualBps === undefined) return null;
  const annualCents = annualCashback(netWorthCents, bpsToPercent(annualBps));
  return { annualBps, annualCents, monthlyCents: monthlyCashback(annualCents) };
}

/** A rate that applied to some of an investor's credits, and the first and last such month. */
export interface CreditRate {
  annualBps: number;
  firstMonth: Month;
  lastMonth: Month;
}

/**
 * The rates at which the broker's credits were earned: each credit's reference month takes the
 * rate in force that month (rateForMonth), not today's. One row per run of consecutive credited
 * months at the same rate, oldest first; months before the broker's first rate are left out.
 */
export function creditRates(
  history: readonly RatePeriod[],
  brokerId: string,
  creditMonths: readonly Month[],
): CreditRate[] {
  const rates: CreditRate[] = [];
  for (const month of [...new Set(creditMonths)].sort()) {
    const annualBps = rateForMonth(history, brokerId, month);
    if (annualBps === undefined) continue;
    const last = rates.at(-1);
    if (last && last.annualBps === annualBps) last.lastMonth = month;
    else rates.push({ annualBps, firstMonth: month, lastMonth: month });
  }
  return rates;
}
