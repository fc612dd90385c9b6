import { and, desc, eq, gte, lte, ne, sql, type SQL } from 'drizzle-orm';
import { firstDayOf, formatCentsAmount, formatMonth } from '@algoone/domain';
import type { TMonthlyTotals } from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import { brokers, cashbackEntries } from '../../db/schema/index.ts';
import { formatCsv } from '../contributions/index.ts';
import { toMonth } from './month.ts';

/**
 * GET /api/admin/cashback/totals: per month and broker, what the brokers paid AlgoOne and what
 * reached investors (credits minus reversals; forecasts left out), summed in PostgreSQL.
 */
export async function monthlyTotals(
  db: Db,
  query: { from?: string; to?: string },
): Promise<TMonthlyTotals> {
  const conditions: SQL[] = [ne(cashbackEntries.status, 'previsto')];
  if (query.from) conditions.push(gte(cashbackEntries.referenceMonth, firstDayOf(query.from)));
  if (query.to) conditions.push(lte(cashbackEntries.referenceMonth, firstDayOf(query.to)));
  const sign = sql`case when ${cashbackEntries.status} = 'estornado' then -1 else 1 end`;
  const rows = await db
    .select({
      month: cashbackEntries.referenceMonth,
      brokerId: cashbackEntries.brokerId,
      brokerName: brokers.name,
      receivedCents: sql<number>`sum(${sign} * ${cashbackEntries.receivedCents})`.mapWith(Number),
      passedOnCents: sql<number>`sum(${sign} * ${cashbackEntries.passedOnCents})`.mapWith(Number),
      investors: sql<number>`count(distinct ${cashbackEntries.userId})`.mapWith(Number),
    })
    .from(cashbackEntries)
    .innerJoin(brokers, eq(brokers.id, cashbackEntries.brokerId))
    .where(and(...conditions))
    .groupBy(cashbackEntries.referenceMonth, cashbackEntries.brokerId, brokers.name)
    .orderBy(desc(cashbackEntries.referenceMonth), brokers.name);
  return { rows: rows.map((row) => ({ ...row, month: toMonth(row.month) })) };
}

export const TOTALS_CSV_FILENAME = 'cashback-totais-mensais.csv';

export async function exportMonthlyTotalsCsv(
  db: Db,
  query: { from?: string; to?: string },
): Promise<string> {
  const { rows } = await monthlyTotals(db, query);
  return formatCsv([
    [
      'Mês',
      'Corretora',
      'Recebido das corretoras (R$)',
      'Repassado aos investidores (R$)',
      'Investidores',
    ],
    ...rows.map((row) => [
      formatMonth(row.month),
      row.brokerName,
      formatCentsAmount(row.receivedCents),
      formatCentsAmount(row.passedOnCents),
      String(row.investors),
    ]),
  ]);
}
