import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/prepared-statement.ts';
import { refreshPortfolioDrift } from './refresh-portfolio-drift.ts';

const BATCH = 1_000;

/**
 * Writes the drift rows nobody has written yet: clients who had a recommendation and holdings
 * before migration 0024, or whose rows a script inserted (ADR 024). Runs at start in the
 * background, a thousand clients per transaction, with their users rows locked as a save does;
 * a row a save wrote meanwhile is kept. When the domain's drift rules change, the migration
 * that ships the change empties portfolio_drift and this recomputes every row.
 */
export async function backfillPortfolioDrift(db: Db): Promise<number> {
  let written = 0;
  let after = '';
  for (;;) {
    const ids = rowsOf<{ user_id: string }>(
      await db.execute(sql`
        select distinct h.user_id from portfolio_holdings h
        where h.user_id > ${after} and h.amount_cents > 0
          and not exists (select 1 from portfolio_drift d where d.user_id = h.user_id)
          and exists (select 1 from recommendations r where r.user_id = h.user_id)
        order by h.user_id limit ${BATCH}`),
    ).map((row) => row.user_id);
    if (ids.length === 0) return written;
    written += await db.transaction((tx) => refreshPortfolioDrift(tx, ids, { onlyMissing: true }));
    after = ids.at(-1) ?? after;
  }
}
