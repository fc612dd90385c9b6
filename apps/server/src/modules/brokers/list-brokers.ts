import { asc, eq, sql } from 'drizzle-orm';
import { toIsoCalendarDate } from '@algoone/domain';
import type { TBrokerList } from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import { brokers } from '../../db/schema/index.ts';

/**
 * The active broker catalogue, in the order staff set (featured first by sort order), each
 * with the rate in force this month from its rate history (docs/decisions/013-cashback-ledger.md).
 */
export async function listBrokers(db: Db, now = new Date()): Promise<TBrokerList> {
  const monthStart = `${toIsoCalendarDate(now).slice(0, 7)}-01`;
  const rows = await db
    .select({
      row: brokers,
      inForce: sql<number | null>`(select annual_bps from cashback_rates r
        where r.broker_id = ${brokers.id} and r.effective_month <= ${monthStart}::date
        order by r.effective_month desc limit 1)`,
    })
    .from(brokers)
    .where(eq(brokers.active, true))
    .orderBy(asc(brokers.sortOrder), asc(brokers.name));
  return {
    brokers: rows.map(({ row, inForce }) => ({
      id: row.id,
      name: row.name,
      logo: row.logo,
      cashbackAnnualBps: inForce ?? row.cashbackAnnualBps,
      cashbackAnnualRatePercent: (inForce ?? row.cashbackAnnualBps) / 100,
      rating: row.rating,
      clients: row.clients,
      features: row.features,
      pros: row.pros,
      cons: row.cons,
      cashbackInfo: row.cashbackInfo,
      createAccountUrl: row.createAccountUrl,
      featured: row.featured,
    })),
  };
}
