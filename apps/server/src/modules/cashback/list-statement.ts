import { and, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import {
  CASHBACK_STATUS_LABELS,
  firstDayOf,
  formatCentsAmount,
  formatMonth,
  toIsoCalendarDate,
} from '@algoone/domain';
import { STATEMENT_LIMIT, type TStatement, type TStatementQuery } from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import { brokers, cashbackEntries } from '../../db/schema/index.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { formatCsv } from '../contributions/index.ts';
import { toMonth } from './month.ts';

/** Always the viewer's own rows: the filter starts with their id. */
function filters(viewer: Viewer, query: TStatementQuery): SQL {
  const conditions: SQL[] = [eq(cashbackEntries.userId, viewer.id)];
  if (query.from) conditions.push(gte(cashbackEntries.referenceMonth, firstDayOf(query.from)));
  if (query.to) conditions.push(lte(cashbackEntries.referenceMonth, firstDayOf(query.to)));
  if (query.broker) conditions.push(eq(cashbackEntries.brokerId, query.broker));
  return and(...conditions) as SQL;
}

/** GET /api/cashback/statement: the investor's ledger rows, newest month first, with totals. */
export async function listStatement(
  db: Db,
  viewer: Viewer,
  query: TStatementQuery,
): Promise<TStatement> {
  const where = filters(viewer, query);
  const [rows, [totals], brokerRows] = await Promise.all([
    db
      .select({
        id: cashbackEntries.id,
        brokerId: cashbackEntries.brokerId,
        brokerName: brokers.name,
        referenceMonth: cashbackEntries.referenceMonth,
        receivedCents: cashbackEntries.receivedCents,
        passedOnCents: cashbackEntries.passedOnCents,
        status: cashbackEntries.status,
        creditedAt: cashbackEntries.creditedAt,
        importId: cashbackEntries.importId,
      })
      .from(cashbackEntries)
      .innerJoin(brokers, eq(brokers.id, cashbackEntries.brokerId))
      .where(where)
      .orderBy(desc(cashbackEntries.referenceMonth), desc(cashbackEntries.createdAt))
      .limit(STATEMENT_LIMIT + 1),
    db
      .select({
        accumulatedCents: sql<number>`coalesce(sum(case ${cashbackEntries.status}
          when 'creditado' then ${cashbackEntries.passedOnCents}
          when 'estornado' then -${cashbackEntries.passedOnCents} else 0 end), 0)`.mapWith(Number),
        receivedCents: sql<number>`coalesce(sum(case ${cashbackEntries.status}
          when 'creditado' then ${cashbackEntries.receivedCents}
          when 'estornado' then -${cashbackEntries.receivedCents} else 0 end), 0)`.mapWith(Number),
        forecastCents: sql<number>`coalesce(sum(${cashbackEntries.passedOnCents})
          filter (where ${cashbackEntries.status} = 'previsto'), 0)`.mapWith(Number),
      })
      .from(cashbackEntries)
      .where(where),
    // The brokers of the filter: those the investor has rows with, whatever the filter.
    db
      .selectDistinct({ id: brokers.id, name: brokers.name })
      .from(cashbackEntries)
      .innerJoin(brokers, eq(brokers.id, cashbackEntries.brokerId))
      .where(eq(cashbackEntries.userId, viewer.id))
      .orderBy(brokers.name),
  ]);
  return {
    entries: rows.slice(0, STATEMENT_LIMIT).map((row) => ({
      id: row.id,
      brokerId: row.brokerId,
      brokerName: row.brokerName,
      referenceMonth: toMonth(row.referenceMonth),
      receivedCents: row.receivedCents,
      passedOnCents: row.passedOnCents,
      status: row.status,
      creditedAt: row.creditedAt?.toISOString() ?? null,
      source: row.importId ? 'import' : 'manual',
    })),
    totals: totals ?? { accumulatedCents: 0, receivedCents: 0, forecastCents: 0 },
    brokers: brokerRows,
    truncated: rows.length > STATEMENT_LIMIT,
  };
}

export const STATEMENT_CSV_FILENAME = 'extrato-cashback-algoone.csv';

/**
 * The statement as a pt-BR spreadsheet: `;` separators, amounts as 1.234,56 (numbers to a
 * spreadsheet in Brazil), a reversal's amount negative, dates dd/mm/aaaa, UTF-8 with BOM.
 */
export async function exportStatementCsv(
  db: Db,
  viewer: Viewer,
  query: TStatementQuery,
): Promise<string> {
  const statement = await listStatement(db, viewer, query);
  const sign = (status: string, cents: number) => (status === 'estornado' ? -cents : cents);
  const header = [
    'Mês de referência',
    'Corretora',
    'Status',
    'Recebido pela AlgoOne (R$)',
    'Repassado a você (R$)',
    'Data do crédito',
  ];
  const lines = statement.entries.map((entry) => [
    formatMonth(entry.referenceMonth),
    entry.brokerName,
    CASHBACK_STATUS_LABELS[entry.status],
    formatCentsAmount(sign(entry.status, entry.receivedCents)),
    formatCentsAmount(sign(entry.status, entry.passedOnCents)),
    entry.creditedAt
      ? toIsoCalendarDate(new Date(entry.creditedAt)).split('-').reverse().join('/')
      : '',
  ]);
  const total = [
    'Total creditado',
    '',
    '',
    formatCentsAmount(statement.totals.receivedCents),
    formatCentsAmount(statement.totals.accumulatedCents),
    '',
  ];
  return formatCsv([header, ...lines, total]);
}
