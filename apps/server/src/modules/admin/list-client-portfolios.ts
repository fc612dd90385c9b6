import { sql } from 'drizzle-orm';
import {
  ADMIN_PORTFOLIOS_LIMIT,
  type TAdminPortfolios,
  type z,
  type ZAdminPortfoliosQuery,
} from '@algoone/contracts';
import {
  distanceFromTargetPp,
  driftByClass,
  holdingsFromCategories,
  isOutOfProfile,
  type Allocation,
  type RiskProfile,
} from '@algoone/domain';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/prepared-statement.ts';
import type { Viewer } from '../../lib/viewer.ts';

interface Row {
  user_id: string;
  name: string;
  consultant_name: string | null;
  profile: RiskProfile;
  allocation: Allocation;
  holdings: Record<string, number | string>;
}

/**
 * /admin/carteiras: each client's latest recommendation against their recorded portfolio, with
 * the domain's drift bands (`driftByClass`, `isOutOfProfile`), out-of-profile clients first, then
 * the farthest from target. One query reads the clients in scope; the bands are the domain's,
 * applied here rather than copied into SQL. A consultant sees their own clients only.
 */
export async function listClientPortfolios(
  db: Db,
  viewer: Viewer,
  query: z.output<typeof ZAdminPortfoliosQuery>,
): Promise<TAdminPortfolios> {
  const ownClients = viewer.role === 'consultant';
  const consultantFilter = ownClients
    ? sql`and u.consultant_id = ${viewer.id}`
    : query.consultant === 'fila'
      ? sql`and u.consultant_id is null`
      : query.consultant
        ? sql`and u.consultant_id = ${query.consultant}`
        : sql``;
  const [rows, consultants] = await Promise.all([
    db.execute(sql`
      select u.id as user_id, u.name, c.name as consultant_name, r.profile, r.allocation,
             (select json_object_agg(h.category, h.amount_cents)
                from portfolio_holdings h where h.user_id = u.id) as holdings
      from users u
      left join users c on c.id = u.consultant_id
      join lateral (
        select profile, allocation from recommendations
        where user_id = u.id order by created_at desc limit 1
      ) r on true
      where u.role = 'investor' and coalesce(u.banned, false) = false
        and exists (select 1 from portfolio_holdings h where h.user_id = u.id and h.amount_cents > 0)
        ${consultantFilter}
        ${query.profile ? sql`and r.profile = ${query.profile}` : sql``}`),
    ownClients
      ? Promise.resolve([])
      : db.execute(sql`select id, name from users where role = 'consultant' order by name`),
  ]);
  const evaluated = rowsOf<Row>(rows).map((row) => {
    const amounts = Object.fromEntries(
      Object.entries(row.holdings ?? {}).map(([category, cents]) => [category, Number(cents)]),
    );
    const holdings = holdingsFromCategories(amounts);
    const total = Object.values(holdings).reduce((sum, cents) => sum + cents, 0);
    return {
      investor: { id: row.user_id, name: row.name },
      consultant: row.consultant_name,
      profile: row.profile,
      totalCents: total,
      outOfProfile: isOutOfProfile(holdings, row.allocation),
      distancePp: distanceFromTargetPp(holdings, row.allocation),
      classes: driftByClass(holdings, row.allocation).map((drift) => ({
        assetClass: drift.assetClass,
        currentPercent: drift.currentPercent,
        targetPercent: drift.targetPercent,
        driftPp: drift.driftPp,
        outOfBand: drift.outOfBand,
      })),
    };
  });
  evaluated.sort(
    (a, b) => Number(b.outOfProfile) - Number(a.outOfProfile) || b.distancePp - a.distancePp,
  );
  return {
    scope: ownClients ? 'own_clients' : 'all',
    total: evaluated.length,
    outOfProfile: evaluated.filter((p) => p.outOfProfile).length,
    portfolios: evaluated.slice(0, ADMIN_PORTFOLIOS_LIMIT),
    consultants: Array.isArray(consultants)
      ? []
      : rowsOf<{ id: string; name: string }>(consultants),
  };
}
