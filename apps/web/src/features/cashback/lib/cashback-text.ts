import {
  annualCashback,
  formatMonth,
  formatRateBps,
  monthlyCashback,
  parseBRL,
} from '@algoone/domain';

export { formatMonth, formatRateBps };

/**
 * The rates a broker's credits were earned at, as 'Por corretora' shows them: '0,60% a.a.'
 * when one rate covers them all, else each rate with its months, oldest first.
 */
export function creditRatesText(
  rates: readonly { annualBps: number; firstMonth: string; lastMonth: string }[],
): string {
  const [only] = rates;
  if (only && rates.length === 1) return `${formatRateBps(only.annualBps)} a.a.`;
  return rates
    .map(
      (rate) =>
        `${formatRateBps(rate.annualBps)} a.a. ${
          rate.firstMonth === rate.lastMonth
            ? `em ${formatMonth(rate.firstMonth)}`
            : `de ${formatMonth(rate.firstMonth)} a ${formatMonth(rate.lastMonth)}`
        }`,
    )
    .join(' · ');
}

/** The simulator's estimate for a net worth at a rate (the domain's rounding). */
export function simulate(netWorthCents: number, annualBps: number) {
  const annualCents = annualCashback(netWorthCents, annualBps / 100);
  return { annualCents, monthlyCents: monthlyCashback(annualCents) };
}

/** The simulator's input: a pt-BR amount, or the reason it is not one. */
export function readNetWorth(text: string): { cents: number } | { error: string } {
  const parsed = parseBRL(text);
  if (!parsed.ok) return { error: parsed.reason };
  return { cents: parsed.cents };
}

const MONTH_LONG = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
];

/** '2026-03' → 'março de 2026'. */
export function formatMonthLong(month: string): string {
  return `${MONTH_LONG[Number(month.slice(5, 7)) - 1] ?? ''} de ${month.slice(0, 4)}`;
}

/**
 * A table's sideways-scrolling frame on a phone: focusable, so it can be scrolled by keyboard
 * (axe scrollable-region-focusable), and announced by name (as components/ui/table.tsx does).
 */
export const scrollFrame = (label: string) =>
  ({ tabIndex: 0, role: 'region', 'aria-label': label }) as const;
