import { sql } from 'drizzle-orm';
import {
  type TAdminPortfolio,
  type TAdminPortfolios,
  type z,
  type ZAdminPortfoliosQuery,
} from '@algoone/contracts';
import type { RiskProfile } from '@algoone/domain';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/prepared-statement.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { decodeCursor, encodeCursor } from './page-cursor.ts';
import { recordListView } from './record-list-view.ts';
import type { ClientInfo } from '../../lib/client-info.ts';

interface Row {
  user_id: string;
  name: string;
  consultant_name: string | null;
  profile: RiskProfile;
  total_cents: number | string;
  out_of_profile: boolean;
  distance_pp: number;
  classes: TAdminPortfolio['classes'];
}

/**
 * /admin/carteiras: each client's latest recommendation against their recorded portfolio, with
 * the domain's drift bands, out-of-profile clients first, then the farthest from target. The
 * drift is written with the holdings and the recommendation (ADR 024), so this sorts and counts
 * in SQL: the first page costs the same at 100 clients and at 100,000. A consultant sees their
 * own clients only.
 */
export async function listClientPortfolios(
  db: Db,
  viewer: Viewer,
  query: z.output<typeof ZAdminPortfoliosQuery>,
  client: ClientInfo,
): Promise<TAdminPortfolios> {
  const ownClients = viewer.role === 'consultant';
  const consultantFilter = ownClients
    ? sql`u.consultant_id = ${viewer.id}`
    : query.consultant === 'fila'
      ? sql`u.consultant_id is null`
      : query.consultant
        ? sql`u.consultant_id = ${query.consultant}`
        : null;
  // One consultant's clients (a few thousand) are found through users_consultant_idx first;
  // everyone's walk portfolio_drift_order_idx and stop at the page (ADR 024).
  const withClients = consultantFilter
    ? sql`with clients as materialized (
          select u.id from users u where u.role = 'investor' and ${consultantFilter})`
    : sql``;
  const drift = consultantFilter
    ? sql`clients k join portfolio_drift d on d.user_id = k.id`
    : sql`portfolio_drift d`;
  // Listed: investors not disabled, as an anti-join on the small users_unlisted_idx.
  const listed = sql`not exists (
          select 1 from users x where x.id = d.user_id and (x.banned is true or x.role <> 'investor'))
        ${query.profile ? sql`and d.profile = ${query.profile}` : sql``}`;
  // Keyset: the rows after the previous page's last (out of profile first, then the farthest,
  // then by id), written in one direction so a row comparison holds it.
  const after = query.after
    ? decodeCursor(query.after, ['boolean', 'number', 'string'] as const)
    : null;
  const afterCursor = after
    ? sql`and (not d.out_of_profile, -d.distance_pp, d.user_id) > (${!after[0]}, ${-after[1]}::float8, ${after[2]})`
    : sql``;
  const [counts, rows, consultants] = await Promise.all([
    db.execute(sql`${withClients}
      select count(*)::int as total, (count(*) filter (where d.out_of_profile))::int as out
      from ${drift}
      where ${listed}`),
    // The page is chosen on the narrow sort columns first; names and classes are read for
    // its 200 rows only.
    db.execute(sql`${consultantFilter ? sql`${withClients},` : sql`with`} page as (
        select d.user_id, d.out_of_profile, d.distance_pp
        from ${drift}
        where ${listed} ${afterCursor}
        order by d.out_of_profile desc nulls last, d.distance_pp desc nulls last, d.user_id
        limit ${query.limit + 1})
      select d.user_id, u.name, c.name as consultant_name, d.profile, d.total_cents,
             d.out_of_profile, d.distance_pp, d.classes
      from page p
      join portfolio_drift d on d.user_id = p.user_id
      join users u on u.id = d.user_id
      left join users c on c.id = u.consultant_id
      order by p.out_of_profile desc, p.distance_pp desc, p.user_id`),
    ownClients
      ? Promise.resolve(null)
      : db.execute(sql`select id, name from users where role = 'consultant' order by name`),
  ]);
  const [count] = rowsOf<{ total: number; out: number }>(counts);
  const found = rowsOf<Row>(rows);
  const shown = found.slice(0, query.limit);
  const last = shown.at(-1);
  await recordListView(db, viewer, 'admin.portfolios_viewed', client, {
    profile: query.profile ?? null,
    consultant: ownClients ? viewer.id : (query.consultant ?? null),
    nextPage: after !== null,
    shown: shown.length,
  });
  return {
    scope: ownClients ? 'own_clients' : 'all',
    total: count?.total ?? 0,
    outOfProfile: count?.out ?? 0,
    portfolios: shown.map((row) => ({
      investor: { id: row.user_id, name: row.name },
      consultant: row.consultant_name,
      profile: row.profile,
      totalCents: Number(row.total_cents),
      outOfProfile: row.out_of_profile,
      distancePp: row.distance_pp,
      classes: row.classes,
    })),
    next:
      found.length > query.limit && last
        ? encodeCursor([last.out_of_profile, last.distance_pp, last.user_id])
        : null,
    consultants: consultants ? rowsOf<{ id: string; name: string }>(consultants) : [],
  };
}
