import { asc, eq } from 'drizzle-orm';
import type { TBrokerList } from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import { brokers } from '../../db/schema/index.ts';

/** The active broker catalogue, in the order staff set (featured first by sort order). */
export async function listBrokers(db: Db): Promise<TBrokerList> {
  const rows = await db
    .select()
    .from(brokers)
    .where(eq(brokers.active, true))
    .orderBy(asc(brokers.sortOrder), asc(brokers.name));
  return {
    brokers: rows.map((row) => ({
      id: row.id,
      name: row.name,
      cashbackAnnualBps: row.cashbackAnnualBps,
      cashbackAnnualRatePercent: row.cashbackAnnualBps / 100,
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
