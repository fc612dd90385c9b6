import { asc } from 'drizzle-orm';
import type { CdiDailyRate } from '@algoone/domain';
import type { Db } from '../../db/client.ts';
import { cdiRates } from '../../db/schema/index.ts';
import type { UserScopedCache } from '../../lib/user-scoped-cache.ts';
import { readCdiState, type CdiState } from './cdi-status.ts';

/** The stored CDI series, the same for every investor: every daily rate, and the sync's state. */
export interface CdiSeries {
  /** Ascending by date. */
  rates: readonly CdiDailyRate[];
  state: CdiState;
}

/** How a use case gets the series: from memory in the app, straight from the database in tests. */
export type CdiSeriesReader = () => Promise<CdiSeries>;

/** The series as stored now (three small statements). */
export async function readCdiSeries(db: Db): Promise<CdiSeries> {
  const [rates, state] = await Promise.all([
    db
      .select({ date: cdiRates.date, ratePercent: cdiRates.ratePercent })
      .from(cdiRates)
      .orderBy(asc(cdiRates.date)),
    readCdiState(db),
  ]);
  return { rates, state };
}

/** Who the cached series belongs to: no investor; only a change to shared data drops it. */
const SHARED = '*';

/**
 * The series kept in memory: every dashboard and every Theo answer reads it, and it changes
 * about once a day, when a sync stores new rates. The change feed drops it on any write to
 * `cdi_rates` or to the sync's state, on this node or another (migration 0011's triggers notify
 * shared data); while the feed is not heard, every read goes to the database (ADR 010).
 * `cache` comes from `app.changeFeed.createCache`.
 */
export function cachedCdiSeries(db: Db, cache: UserScopedCache<CdiSeries>): CdiSeriesReader {
  return () =>
    cache.getOrLoad(SHARED, async () => ({ userId: SHARED, value: await readCdiSeries(db) }));
}
