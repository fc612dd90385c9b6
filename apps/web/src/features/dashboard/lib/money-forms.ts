import {
  formatCentsAmount,
  parseBRL,
  PORTFOLIO_CATEGORIES,
  type Cents,
  type PortfolioCategory,
} from '@algoone/domain';
import { MAX_AMOUNT_CENTS } from '@algoone/contracts';

export type NetWorthParse = { ok: true; cents: Cents } | { ok: false; reason: string };

/**
 * docs/product.md §5, net worth: digits with a comma as decimal separator ('50.000,00', '1234,5',
 * 'R$ 80.000'); not a number or negative is refused (toast 'Valor inválido').
 */
export function parseNetWorthInput(text: string): NetWorthParse {
  const parsed = parseBRL(text);
  if (!parsed.ok) return { ok: false, reason: parsed.reason };
  if (parsed.cents > MAX_AMOUNT_CENTS) return { ok: false, reason: 'Valor alto demais.' };
  return { ok: true, cents: parsed.cents };
}

export type HoldingsForm = Record<PortfolioCategory, string>;

/** The editor's initial text: every portfolio category (docs/product.md §9), '0,00' when empty. */
export function holdingsFormFrom(
  byCategory: readonly { category: PortfolioCategory; amountCents: number }[],
): HoldingsForm {
  const form = {} as HoldingsForm;
  for (const category of PORTFOLIO_CATEGORIES) {
    const amount = byCategory.find((row) => row.category === category)?.amountCents ?? 0;
    form[category] = formatCentsAmount(amount);
  }
  return form;
}

export interface ParsedHoldings {
  holdings: Record<PortfolioCategory, Cents>;
  /** Categories whose text was not a valid amount and were read as 0 (docs/product.md §5). */
  invalid: PortfolioCategory[];
  totalCents: Cents;
}

/** docs/product.md §5 "Portfolio edit": each category parsed; an invalid amount becomes 0. */
export function parseHoldingsForm(form: HoldingsForm): ParsedHoldings {
  const holdings = {} as Record<PortfolioCategory, Cents>;
  const invalid: PortfolioCategory[] = [];
  let totalCents = 0;
  for (const category of PORTFOLIO_CATEGORIES) {
    const text = form[category].trim();
    const parsed = text === '' ? { ok: true as const, cents: 0 } : parseBRL(text);
    const cents = parsed.ok && parsed.cents <= MAX_AMOUNT_CENTS ? parsed.cents : 0;
    if (!parsed.ok || parsed.cents > MAX_AMOUNT_CENTS) invalid.push(category);
    holdings[category] = cents;
    totalCents += cents;
  }
  return { holdings, invalid, totalCents };
}

/** Whether one category's text would be read as 0 because it is not a valid amount. */
export function isInvalidAmountText(text: string): boolean {
  const trimmed = text.trim();
  if (trimmed === '') return false;
  const parsed = parseBRL(trimmed);
  return !parsed.ok || parsed.cents > MAX_AMOUNT_CENTS;
}
