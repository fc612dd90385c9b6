/**
 * The yearly summary that helps the investor fill in the IR (docs/product.md, "Importar da B3 —
 * regras"). It is support, not tax advice: the screen shows IR_SUMMARY_DISCLAIMER with it.
 * - "Situação em 31/12" is the position's acquisition cost (quantity × average cost), never its
 *   market value: that is what the Bens e Direitos form asks for.
 * - Proventos received in the year are split as the IR declares them: dividends and FII
 *   rendimentos as exempt, JCP under exclusive taxation, each with the amount B3's file credits.
 */
import type { Cents } from '../money/cents.ts';
import { mulDivRound } from '../shared/rounding.ts';
import type { MovementLine } from './b3-lines.ts';
import type { AverageCost } from './average-cost.ts';
import { findCatalogueEntry } from './catalogue.ts';
import type { CatalogueEntry } from './catalogue.ts';
import { formatCnpj } from './cnpj.ts';
import { movementSecurityKey, proventosBySecurity } from './movements.ts';
import type { ProventoTotals } from './movements.ts';
import { normalizeTicker } from './tickers.ts';

export const IR_SUMMARY_DISCLAIMER =
  'Apoio para a sua declaração, não é orientação tributária: confira com os informes de rendimentos das instituições e, na dúvida, com um contador.';

export interface IrSummaryInput {
  year: number;
  /** Quantity held per code on 31/12 of `year` (from the Posição file of that day). */
  positions: Readonly<Record<string, number>>;
  /** averageCosts() over the trades up to 31/12 of `year`. */
  averageCosts: Readonly<Record<string, AverageCost>>;
  /** Movimentação lines; only the year's proventos are counted. */
  proventos: readonly MovementLine[];
  catalogue: readonly CatalogueEntry[];
  /** Issuer CNPJs the Posição file gave, used where the catalogue has none. */
  fileIssuerCnpjs?: Readonly<Record<string, string | null>>;
}

export interface IrSummaryRow extends ProventoTotals {
  ticker: string;
  name: string;
  /** "33.000.167/0001-01", or null when neither the catalogue nor the file has a valid one. */
  issuerCnpj: string | null;
  quantity: number;
  /** Null when no trade gives the cost. */
  averageCostCents: Cents | null;
  /** Situação em 31/12. */
  totalCostCents: Cents | null;
  /** pt-BR: why the cost needs checking, or null. */
  note: string | null;
}

export interface IrSummary {
  year: number;
  disclaimer: string;
  rows: IrSummaryRow[];
  totals: ProventoTotals & { totalCostCents: Cents };
}

const SCALE = 100_000_000;
const quantityText = (value: number) =>
  new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 8 }).format(value);

function costOf(
  quantity: number,
  cost: AverageCost | undefined,
): Pick<IrSummaryRow, 'averageCostCents' | 'totalCostCents' | 'note'> {
  if (quantity === 0) return { averageCostCents: null, totalCostCents: 0, note: null };
  if (!cost || cost.quantity === 0) {
    return {
      averageCostCents: null,
      totalCostCents: null,
      note: 'Sem negociações no arquivo para calcular o custo: informe o custo de aquisição.',
    };
  }
  const held8 = Math.round(quantity * SCALE);
  const traded8 = Math.round(cost.quantity * SCALE);
  const historyNote = cost.missingHistory
    ? 'Houve vendas maiores que as compras do arquivo (faltam negociações antigas): confira o custo.'
    : null;
  if (held8 === traded8) {
    return {
      averageCostCents: cost.averageCostCents,
      totalCostCents: cost.totalCostCents,
      note: historyNote,
    };
  }
  return {
    averageCostCents: cost.averageCostCents,
    totalCostCents: mulDivRound(cost.totalCostCents, held8, traded8),
    note: `As negociações somam ${quantityText(cost.quantity)} e a posição em 31/12 tem ${quantityText(quantity)}: o custo usa o preço médio, confira.`,
  };
}

/** Strips the code the product text starts with ("PETR4 - PETROBRAS" → "PETROBRAS"). */
const productName = (product: string) => product.replace(/^\s*[A-Z0-9]{4,7}\s+-\s+/, '').trim();

export function irSummary(input: IrSummaryInput): IrSummary {
  const yearLines = input.proventos.filter((line) => line.date.year === input.year);
  const proventos = new Map(proventosBySecurity(yearLines).map((p) => [p.ticker, p]));
  const costs = new Map(
    Object.entries(input.averageCosts).map(([k, v]) => [normalizeTicker(k), v]),
  );
  const held = new Map<string, number>();
  for (const [ticker, quantity] of Object.entries(input.positions)) {
    const code = normalizeTicker(ticker);
    held.set(code, (held.get(code) ?? 0) + quantity);
  }
  const fileCnpjs = new Map(
    Object.entries(input.fileIssuerCnpjs ?? {}).map(([k, v]) => [normalizeTicker(k), v]),
  );
  const products = new Map(yearLines.map((line) => [movementSecurityKey(line), line.product]));

  const codes = new Set([
    ...[...held].filter(([, quantity]) => quantity > 0).map(([code]) => code),
    ...[...proventos.values()].filter((p) => p.totalCents !== 0).map((p) => p.ticker),
  ]);
  const rows = [...codes].sort().map((ticker): IrSummaryRow => {
    const entry = findCatalogueEntry(input.catalogue, ticker);
    const quantity = held.get(ticker) ?? 0;
    const paid = proventos.get(ticker);
    const product = products.get(ticker);
    const cnpj = entry?.issuerCnpj ?? fileCnpjs.get(ticker) ?? null;
    return {
      ticker,
      name: entry?.name ?? (product ? productName(product) : ticker),
      issuerCnpj: cnpj === null ? null : formatCnpj(cnpj),
      quantity,
      ...costOf(quantity, costs.get(ticker)),
      dividendCents: paid?.dividendCents ?? 0,
      jcpCents: paid?.jcpCents ?? 0,
      fiiIncomeCents: paid?.fiiIncomeCents ?? 0,
      exemptCents: paid?.exemptCents ?? 0,
      exclusiveCents: paid?.exclusiveCents ?? 0,
      totalCents: paid?.totalCents ?? 0,
    };
  });

  const totals = rows.reduce(
    (sum, row) => ({
      totalCostCents: sum.totalCostCents + (row.totalCostCents ?? 0),
      dividendCents: sum.dividendCents + row.dividendCents,
      jcpCents: sum.jcpCents + row.jcpCents,
      fiiIncomeCents: sum.fiiIncomeCents + row.fiiIncomeCents,
      exemptCents: sum.exemptCents + row.exemptCents,
      exclusiveCents: sum.exclusiveCents + row.exclusiveCents,
      totalCents: sum.totalCents + row.totalCents,
    }),
    {
      totalCostCents: 0,
      dividendCents: 0,
      jcpCents: 0,
      fiiIncomeCents: 0,
      exemptCents: 0,
      exclusiveCents: 0,
      totalCents: 0,
    },
  );
  return { year: input.year, disclaimer: IR_SUMMARY_DISCLAIMER, rows, totals };
}
