import PDFDocument from 'pdfkit';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import {
  formatBRL,
  irSummary,
  parseIsoCalendarDate,
  SAO_PAULO_TIME_ZONE,
  type CatalogueEntry,
} from '@algoone/domain';
import type { TIrSummary } from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import {
  securityCatalogue,
  securityHoldings,
  securityMovements,
  securityTrades,
} from '../../db/schema/index.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { formatCsv } from '../contributions/index.ts';
import { readAverageCosts } from './read-average-costs.ts';
import { proventoLines, PROVENTO_CLASSES } from './read-movements.ts';

const yearOf = (column: unknown) => sql<number>`extract(year from ${column})::int`;

/** Years the investor has anything for, newest first. */
async function summaryYears(db: Db, userId: string): Promise<number[]> {
  const [trades, movements, holdings] = await Promise.all([
    db
      .selectDistinct({ year: yearOf(securityTrades.tradedOn) })
      .from(securityTrades)
      .where(eq(securityTrades.userId, userId)),
    db
      .selectDistinct({ year: yearOf(securityMovements.movedOn) })
      .from(securityMovements)
      .where(
        and(
          eq(securityMovements.userId, userId),
          inArray(securityMovements.movementClass, [...PROVENTO_CLASSES]),
        ),
      ),
    db
      .selectDistinct({ year: yearOf(securityHoldings.asOf) })
      .from(securityHoldings)
      .where(eq(securityHoldings.userId, userId)),
  ]);
  return [...new Set([...trades, ...movements, ...holdings].map((row) => Number(row.year)))].sort(
    (a, b) => b - a,
  );
}

/**
 * GET /api/positions/ir-summary (docs/product.md, "Resumo para o IR"): support for the yearly
 * declaration, not tax advice. Quantities on 31/12 come from a Posição of that year, else from
 * the imported trades up to that day, else from the latest Posição (the summary says its day);
 * costs from the trades. Without a year: the year before the current one when there is data for it (the
 * one being declared), else the latest.
 */
export async function getIrSummary(
  db: Db,
  viewer: Viewer,
  query: { year?: number | undefined },
  now = new Date(),
): Promise<TIrSummary> {
  const years = await summaryYears(db, viewer.id);
  const declaring = now.getUTCFullYear() - 1;
  const year = query.year ?? (years.includes(declaring) ? declaring : (years[0] ?? declaring));
  const endOfYear = `${year}-12-31`;
  const [costs, proventos, holdings] = await Promise.all([
    readAverageCosts(db, viewer.id, endOfYear),
    proventoLines(db, viewer.id, year),
    db
      .select({
        ticker: securityHoldings.ticker,
        quantity: securityHoldings.quantity,
        issuerCnpj: securityHoldings.issuerCnpj,
        asOf: securityHoldings.asOf,
      })
      .from(securityHoldings)
      .where(
        and(
          eq(securityHoldings.userId, viewer.id),
          lte(securityHoldings.asOf, `${year + 1}-12-31`),
        ),
      ),
  ]);
  // Quantities on 31/12: a Posição of that year says them (the domain notes where the trades
  // disagree); otherwise the trades up to 31/12; otherwise the latest Posição, whichever its day,
  // and the summary says which.
  const positions: Record<string, number> = {};
  let positionsAsOf: string | null = null;
  const held = holdings.filter((row) => row.ticker);
  const heldAsOf = held.reduce<string | null>(
    (at, row) => (at && at > row.asOf ? at : row.asOf),
    null,
  );
  const tradedQuantities = [...costs].filter(([, cost]) => cost.quantity > 0);
  const useHoldings =
    held.length > 0 && (heldAsOf?.startsWith(`${year}-`) || tradedQuantities.length === 0);
  if (useHoldings) {
    for (const row of held) {
      const ticker = row.ticker as string;
      positions[ticker] = (positions[ticker] ?? 0) + row.quantity;
    }
    positionsAsOf = heldAsOf;
  } else {
    for (const [ticker, cost] of tradedQuantities) positions[ticker] = cost.quantity;
  }
  const codes = [
    ...new Set([
      ...Object.keys(positions),
      ...proventos.map((line) => line.ticker).filter((t): t is string => !!t),
    ]),
  ];
  const catalogueRows = codes.length
    ? await db.select().from(securityCatalogue).where(inArray(securityCatalogue.ticker, codes))
    : [];
  const catalogue: CatalogueEntry[] = catalogueRows.map((row) => ({
    ticker: row.ticker,
    name: row.name,
    kind: row.kind,
    category: row.category,
    index: row.indexName,
    issuerCnpj: row.issuerCnpj,
  }));
  const summary = irSummary({
    year,
    positions,
    // A cost of nothing (shares only from a bonus without a value) is unknown, not zero.
    averageCosts: Object.fromEntries([...costs].filter(([, cost]) => cost.totalCostCents > 0)),
    proventos,
    catalogue,
    fileIssuerCnpjs: Object.fromEntries(
      holdings.filter((row) => row.ticker).map((row) => [row.ticker as string, row.issuerCnpj]),
    ),
  });
  return {
    year,
    years: years.includes(year) ? years : [year, ...years].sort((a, b) => b - a),
    disclaimer: summary.disclaimer,
    positionsAsOf,
    rows: summary.rows,
    totals: summary.totals,
  };
}

const money = (cents: number | null) =>
  cents === null ? '' : (cents / 100).toFixed(2).replace('.', ',');
const quantity = (value: number) =>
  new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 8, useGrouping: false }).format(value);
const day = (iso: string) => {
  const date = parseIsoCalendarDate(iso);
  return date
    ? `${String(date.day).padStart(2, '0')}/${String(date.month).padStart(2, '0')}/${date.year}`
    : iso;
};

/** The summary as a pt-BR CSV (`;`, 1234,56, UTF-8 with BOM), as the other exports. */
export async function exportIrSummaryCsv(
  db: Db,
  viewer: Viewer,
  query: { year?: number | undefined },
): Promise<{ fileName: string; content: string }> {
  const summary = await getIrSummary(db, viewer, query);
  const rows: string[][] = [
    [
      'Código',
      'Nome',
      'CNPJ da fonte pagadora',
      `Quantidade em 31/12/${summary.year}`,
      'Custo médio (R$)',
      `Situação em 31/12/${summary.year} (R$)`,
      'Dividendos (R$, isentos)',
      'Rendimentos de FII (R$, isentos)',
      'JCP (R$, tributação exclusiva)',
      'Observação',
    ],
    ...summary.rows.map((row) => [
      row.ticker,
      row.name,
      row.issuerCnpj ?? '',
      quantity(row.quantity),
      money(row.averageCostCents),
      money(row.totalCostCents),
      money(row.dividendCents),
      money(row.fiiIncomeCents),
      money(row.jcpCents),
      row.note ?? '',
    ]),
    [
      'Total',
      '',
      '',
      '',
      '',
      money(summary.totals.totalCostCents),
      money(summary.totals.dividendCents),
      money(summary.totals.fiiIncomeCents),
      money(summary.totals.jcpCents),
      '',
    ],
    [summary.disclaimer],
  ];
  return { fileName: `resumo-ir-${summary.year}-algoone.csv`, content: formatCsv(rows) };
}

/** The summary as a PDF: one block per security, the totals, and the disclaimer first. */
export async function exportIrSummaryPdf(
  db: Db,
  viewer: Viewer,
  query: { year?: number | undefined },
): Promise<{ fileName: string; content: Buffer }> {
  const summary = await getIrSummary(db, viewer, query);
  const content = await new Promise<Buffer>((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 48,
      info: { Title: `Resumo para o IR ${summary.year} — AlgoOne` },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.fillColor('#0f172a').fontSize(18).text(`Resumo para o IR — ano-base ${summary.year}`);
    doc.moveDown(0.3);
    doc.fillColor('#b45309').fontSize(10).text(summary.disclaimer);
    if (summary.positionsAsOf) {
      doc
        .moveDown(0.3)
        .fillColor('#475569')
        .text(
          `Quantidades da sua Posição B3 de ${day(summary.positionsAsOf)} (sem negociações importadas).`,
        );
    }
    doc.moveDown(0.8);
    if (summary.rows.length === 0) {
      doc.fillColor('#0f172a').fontSize(11).text('Nenhum ativo ou provento neste ano.');
    }
    for (const row of summary.rows) {
      doc
        .fillColor('#0f172a')
        .fontSize(12)
        .font('Helvetica-Bold')
        .text(`${row.ticker} — ${row.name}`);
      doc.font('Helvetica').fontSize(10);
      const lines: [string, string][] = [
        ['CNPJ', row.issuerCnpj ?? 'não informado'],
        [`Quantidade em 31/12`, quantity(row.quantity)],
        ['Custo médio', row.averageCostCents === null ? '—' : formatBRL(row.averageCostCents)],
        ['Situação em 31/12', row.totalCostCents === null ? '—' : formatBRL(row.totalCostCents)],
      ];
      if (row.exemptCents)
        lines.push(['Isentos (dividendos, rendimentos de FII)', formatBRL(row.exemptCents)]);
      if (row.exclusiveCents)
        lines.push(['Tributação exclusiva (JCP)', formatBRL(row.exclusiveCents)]);
      for (const [label, value] of lines) doc.text(`${label}: ${value}`);
      if (row.note) doc.fillColor('#b45309').text(row.note);
      doc.moveDown(0.6);
    }
    doc.fillColor('#0f172a').fontSize(12).font('Helvetica-Bold').text('Totais do ano');
    doc.font('Helvetica').fontSize(10);
    doc.text(`Situação em 31/12: ${formatBRL(summary.totals.totalCostCents)}`);
    doc.text(`Rendimentos isentos: ${formatBRL(summary.totals.exemptCents)}`);
    doc.text(`Tributação exclusiva (JCP): ${formatBRL(summary.totals.exclusiveCents)}`);
    doc.moveDown(1);
    doc
      .fontSize(8)
      .fillColor('#475569')
      .text(
        `Gerado pelo AlgoOne em ${new Date().toLocaleDateString('pt-BR', { timeZone: SAO_PAULO_TIME_ZONE })}.`,
      );
    doc.end();
  });
  return { fileName: `resumo-ir-${summary.year}-algoone.pdf`, content };
}
