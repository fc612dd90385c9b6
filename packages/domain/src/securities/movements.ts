/**
 * What each Movimentação line is (docs/product.md, "Importar da B3 — regras"), and the proventos
 * it pays. B3 writes the kind as text ("Juros Sobre Capital Próprio", "Transferência -
 * Liquidação"); it is read without accents, case or extra spaces, so small changes in the file's
 * spelling do not change the class.
 */
import type { Month } from '../cashback/rate-history.ts';
import { foldText } from '../product/theo-basic.ts';
import { mulDivRound } from '../shared/rounding.ts';
import type { Cents } from '../money/cents.ts';
import type { CalendarDate } from '../time/zoned-date.ts';
import type { MovementLine } from './b3-lines.ts';
import { tesouroCode } from './tesouro.ts';
import { normalizeTicker } from './tickers.ts';

export const MOVEMENT_KINDS = [
  'dividend',
  'jcp',
  'fii-income',
  'amortization',
  'buy-settlement',
  'sell-settlement',
  'corporate-event',
  'other',
] as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[number];

/**
 * How the IR treats an income: dividends and FII rendimentos are exempt for individuals
 * ("Rendimentos isentos e não tributáveis"); JCP has 15% withheld at source and is declared
 * under "Rendimentos sujeitos à tributação exclusiva/definitiva".
 */
export type TaxTreatment = 'exempt' | 'exclusive';
export const TAX_TREATMENT_LABELS: Readonly<Record<TaxTreatment, string>> = {
  exempt: 'Isento',
  exclusive: 'Tributação exclusiva',
};

export interface MovementClassification {
  kind: MovementKind;
  /** For proventos (dividend, jcp, fii-income) only; null for everything else. */
  taxTreatment: TaxTreatment | null;
}

/** B3's kind text, folded: lower case, no accents, single spaces, spaces around "-" evened. */
export function foldMovementKind(kind: string): string {
  return foldText(kind)
    .replace(/\s*-\s*/g, ' - ')
    .replace(/\s+/g, ' ')
    .trim();
}

// Checked in order, first match wins: "Direito de Subscrição" and "Cessão de Direitos" before
// anything that could match inside them; "Leilão de Fração" and "Fração em Ativos" are the money
// and the shares of fractions left by a split or bonus, so they go with corporate events.
const KIND_RULES: readonly [RegExp, MovementKind | 'settlement'][] = [
  [/^juros sobre capital proprio/, 'jcp'],
  [/^dividendo/, 'dividend'],
  [/^rendimento/, 'fii-income'],
  [/^amortizacao|^resgate|^vencimento/, 'amortization'],
  [/^transferencia - liquidacao|^compra$|^venda$/, 'settlement'],
  [
    /^(desdobro|grupamento|bonificacao|leilao de fracao|fracao em ativos|atualizacao|incorporacao|cisao|direitos? de subscricao|recibo de subscricao|cessao de direitos|subscricao)/,
    'corporate-event',
  ],
];

export function classifyMovement(
  line: Pick<MovementLine, 'kind' | 'direction'>,
): MovementClassification {
  const folded = foldMovementKind(line.kind);
  const match = KIND_RULES.find(([pattern]) => pattern.test(folded))?.[1] ?? 'other';
  // A settlement credits the securities bought and debits those sold.
  const kind: MovementKind =
    match === 'settlement'
      ? line.direction === 'credit'
        ? 'buy-settlement'
        : 'sell-settlement'
      : match;
  const taxTreatment: TaxTreatment | null =
    kind === 'jcp' ? 'exclusive' : kind === 'dividend' || kind === 'fii-income' ? 'exempt' : null;
  return { kind, taxTreatment };
}

/** 'YYYY-MM' of a calendar day. */
export function monthOfDate(date: CalendarDate): Month {
  return `${String(date.year).padStart(4, '0')}-${String(date.month).padStart(2, '0')}`;
}

/**
 * A line's money: its value, else quantity × unit price, else 0 (B3 writes "-" where there is
 * none). Quantities may be fractional, so the product is rounded to the centavo.
 */
export function movementValueCents(
  line: Pick<MovementLine, 'valueCents' | 'quantity' | 'unitPriceCents'>,
): Cents {
  if (line.valueCents !== null) return line.valueCents;
  if (line.quantity === null || line.unitPriceCents === null) return 0;
  return mulDivRound(Math.round(line.quantity * 1e8), line.unitPriceCents, 1e8);
}

/** Proventos added up: by kind, and by how the IR treats them. */
export interface ProventoTotals {
  dividendCents: Cents;
  jcpCents: Cents;
  fiiIncomeCents: Cents;
  /** Dividends + FII rendimentos. */
  exemptCents: Cents;
  /** JCP. */
  exclusiveCents: Cents;
  totalCents: Cents;
}

const emptyTotals = (): ProventoTotals => ({
  dividendCents: 0,
  jcpCents: 0,
  fiiIncomeCents: 0,
  exemptCents: 0,
  exclusiveCents: 0,
  totalCents: 0,
});

const FIELD_BY_KIND = {
  dividend: 'dividendCents',
  jcp: 'jcpCents',
  'fii-income': 'fiiIncomeCents',
} as const;

/**
 * Adds a line to the totals when it is a provento. A credit pays; a debit of the same kind is B3
 * taking a payment back (an estorno), so it subtracts and the two cancel.
 */
function addProvento(totals: ProventoTotals, line: MovementLine): boolean {
  const { kind, taxTreatment } = classifyMovement(line);
  if (kind !== 'dividend' && kind !== 'jcp' && kind !== 'fii-income') return false;
  const signed = (line.direction === 'credit' ? 1 : -1) * movementValueCents(line);
  totals[FIELD_BY_KIND[kind]] += signed;
  if (taxTreatment === 'exempt') totals.exemptCents += signed;
  else totals.exclusiveCents += signed;
  totals.totalCents += signed;
  return true;
}

function groupProventos<K extends string>(
  lines: readonly MovementLine[],
  keyOf: (line: MovementLine) => K,
): Map<K, ProventoTotals> {
  const groups = new Map<K, ProventoTotals>();
  for (const line of lines) {
    const key = keyOf(line);
    const totals = groups.get(key) ?? emptyTotals();
    if (addProvento(totals, line)) groups.set(key, totals);
  }
  return new Map([...groups].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/**
 * The security a movement is about: its normalized code, else a Tesouro title's code
 * ("TD-IPCA-2035", as securityKey gives it), else its product text as written.
 */
export function movementSecurityKey(line: Pick<MovementLine, 'ticker' | 'product'>): string {
  if (line.ticker) return normalizeTicker(line.ticker);
  return tesouroCode(line.product) ?? line.product.trim();
}

export interface MonthProventos extends ProventoTotals {
  month: Month;
}
export interface YearProventos extends ProventoTotals {
  year: number;
}
export interface SecurityProventos extends ProventoTotals {
  /** Normalized code, or the product text when the line has no code. */
  ticker: string;
  /** The product text of the security's first line in the file. */
  product: string;
}

/** Proventos per month, oldest first; months without any are left out. */
export function proventosByMonth(lines: readonly MovementLine[]): MonthProventos[] {
  return [...groupProventos(lines, (line) => monthOfDate(line.date))].map(([month, totals]) => ({
    month,
    ...totals,
  }));
}

/** Proventos per calendar year (the IR's), oldest first. */
export function proventosByYear(lines: readonly MovementLine[]): YearProventos[] {
  return [...groupProventos(lines, (line) => String(line.date.year).padStart(4, '0'))].map(
    ([year, totals]) => ({ year: Number(year), ...totals }),
  );
}

/** Proventos per security, in code order. */
export function proventosBySecurity(lines: readonly MovementLine[]): SecurityProventos[] {
  const products = new Map<string, string>();
  for (const line of lines) {
    const key = movementSecurityKey(line);
    if (!products.has(key)) products.set(key, line.product);
  }
  return [...groupProventos(lines, movementSecurityKey)].map(([ticker, totals]) => ({
    ticker,
    product: products.get(ticker) ?? ticker,
    ...totals,
  }));
}
