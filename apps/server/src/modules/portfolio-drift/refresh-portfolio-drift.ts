import { sql } from 'drizzle-orm';
import {
  distanceFromTargetPp,
  driftByClass,
  holdingsFromCategories,
  isOutOfProfile,
  type Allocation,
} from '@algoone/domain';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/prepared-statement.ts';

interface SourceRow {
  user_id: string;
  profile: string | null;
  allocation: Allocation | null;
  holdings: Record<string, number | string> | null;
}

/**
 * The latest recommendation and the holdings of each of `userIds`, in one query. A user with
 * neither still comes back (both null), so that their stale drift row can go.
 */
async function readSources(db: Db, userIds: readonly string[]): Promise<SourceRow[]> {
  return rowsOf<SourceRow>(
    await db.execute(sql`
      select u.id as user_id, r.profile, r.allocation,
             (select json_object_agg(h.category, h.amount_cents)
                from portfolio_holdings h where h.user_id = u.id) as holdings
      from unnest(${sql.param(userIds)}::text[]) as u(id)
      left join lateral (
        select profile, allocation from recommendations
        where user_id = u.id order by created_at desc limit 1
      ) r on true`),
  );
}

/** The domain's verdict on one client, or null when there is nothing to compare. */
function evaluate(row: SourceRow) {
  if (!row.allocation || !row.profile) return null;
  const holdings = holdingsFromCategories(
    Object.fromEntries(
      Object.entries(row.holdings ?? {}).map(([category, cents]) => [category, Number(cents)]),
    ),
  );
  const total = Object.values(holdings).reduce((sum, cents) => sum + cents, 0);
  if (total <= 0) return null;
  return {
    user_id: row.user_id,
    profile: row.profile,
    total_cents: total,
    out_of_profile: isOutOfProfile(holdings, row.allocation),
    distance_pp: distanceFromTargetPp(holdings, row.allocation),
    classes: driftByClass(holdings, row.allocation).map((drift) => ({
      assetClass: drift.assetClass,
      currentPercent: drift.currentPercent,
      targetPercent: drift.targetPercent,
      driftPp: drift.driftPp,
      outOfBand: drift.outOfBand,
    })),
  };
}

/**
 * Writes the drift of `userIds` from their latest recommendation with the domain's bands (ADR
 * 024): called in the same transaction as a change to the holdings or a new recommendation, so
 * /admin/carteiras never shows a client as they were before. Three statements whatever the
 * number of users. `onlyMissing` leaves existing rows alone (the start-up backfill must not
 * overwrite a write that happened meanwhile). Run it inside a transaction.
 */
export async function refreshPortfolioDrift(
  db: Db,
  userIds: readonly string[],
  options: { onlyMissing?: boolean } = {},
): Promise<number> {
  if (userIds.length === 0) return 0;
  // One writer per client at a time: a holdings save and a new recommendation committing side
  // by side would each read the other's old rows and the later write would be stale. Locking
  // the users rows (in id order, so two callers cannot deadlock) makes the second one read
  // after the first commits. Callers hold a transaction; the lock ends with it.
  await db.execute(sql`
    select 1 from users where id = any(${sql.param([...userIds].sort())}::text[])
    order by id for no key update`);
  const evaluated = (await readSources(db, userIds)).map(evaluate);
  const rows = evaluated.filter((row) => row !== null);
  if (!options.onlyMissing) {
    const kept = new Set(rows.map((row) => row.user_id));
    const gone = userIds.filter((id) => !kept.has(id));
    if (gone.length > 0) {
      await db.execute(
        sql`delete from portfolio_drift where user_id = any(${sql.param(gone)}::text[])`,
      );
    }
  }
  if (rows.length === 0) return 0;
  await db.execute(sql`
    insert into portfolio_drift (user_id, profile, total_cents, out_of_profile, distance_pp,
      classes, evaluated_at)
    select r.user_id, r.profile, r.total_cents, r.out_of_profile, r.distance_pp, r.classes, now()
    from jsonb_to_recordset(${sql.param(JSON.stringify(rows))}::jsonb) as r(
      user_id text, profile text, total_cents bigint, out_of_profile boolean,
      distance_pp double precision, classes jsonb)
    on conflict (user_id) do ${
      options.onlyMissing
        ? sql`nothing`
        : sql`update set profile = excluded.profile, total_cents = excluded.total_cents,
            out_of_profile = excluded.out_of_profile, distance_pp = excluded.distance_pp,
            classes = excluded.classes, evaluated_at = excluded.evaluated_at`
    }`);
  return rows.length;
}
