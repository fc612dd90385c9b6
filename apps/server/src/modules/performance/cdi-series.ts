import { asc, eq } from 'drizzle-orm';
import type { CdiDailyRate } from '@algoone/domain';
import type { Db } from '../../db/client.ts';
import { cdiRates, syncState } from '../../db/schema/index.ts';
import type { UserScopedCache } from '../../lib/user-scoped-cache.ts';
import type { CdiState } from './cdi-status.ts';
import { CDI_SYNC_KEY } from './sync-cdi.ts';

/** The stored CDI series, the same for every investor: every daily rate, and the sync's state. */
export interface CdiSeries {
  /** Ascending by date. */
  rates: readonly CdiDailyRate[];
  state: CdiState;
}

/** How a use case gets the series: from memory in the app, straight from the database in tests. */
export type CdiSeriesReader = () => Promise<CdiSeries>;

/** The series as stored now: every rate (five years and a little more) and the sync's state. */
export async function readCdiSeries(db: Db): Promise<CdiSeries> {
  const [rates, [sync]] = await Promise.all([
    db
      .select({ date: cdiRates.date, ratePercent: cdiRates.ratePercent })
      .from(cdiRates)
      .orderBy(asc(cdiRates.date)),
    db
      .select({ lastSuccessAt: syncState.lastSuccessAt, coverageFrom: syncState.coverageFrom })
      .from(syncState)
      .where(eq(syncState.key, CDI_SYNC_KEY)),
  ]);
  return {
    rates,
    state: {
      lastSuccessAt: sync?.lastSuccessAt ?? null,
      coverageFrom: sync?.coverageFrom ?? null,
      lastRateDate: rates.at(-1)?.date ?? null,
    },
  };
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
