import { sql, type SQL } from 'drizzle-orm';
import type { TAdminOverview } from '@algoone/contracts';
import {
  CHAT_SLA_HOURS,
  LOW_PROGRESS_WARNING_PERCENT,
  NEAR_DEADLINE_MONTHS,
  SAO_PAULO_TIME_ZONE,
} from '@algoone/domain';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/prepared-statement.ts';
import { RecentValues } from '../../lib/recent-values.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { billingFigures } from '../billing/index.ts';

/**
 * The start of this month in São Paulo, as an instant: "new this month" and "credited this
 * month" count from here.
 */
const monthStart = sql`(date_trunc('month', now() at time zone ${SAO_PAULO_TIME_ZONE}) at time zone ${SAO_PAULO_TIME_ZONE})`;

/**
 * /admin's figures (issue #18), each one SQL query, run side by side. An admin sees everyone;
 * a consultant the same figures for their own clients (`users.consultant_id`), never another
 * consultant's. "Goals at risk" is the product's warning (docs/product.md §8, the domain's
 * `goalWarnings`): not reached, due within NEAR_DEADLINE_MONTHS months, under
 * LOW_PROGRESS_WARNING_PERCENT % done.
 */
async function computeAdminOverview(
  db: Db,
  viewer: Viewer,
): Promise<Omit<TAdminOverview, 'computedAt'>> {
  const ownClients = viewer.role === 'consultant';
  // Investors in scope, as a condition on a `user_id`-like column.
  const inScope = (column: SQL): SQL =>
    ownClients
      ? sql`${column} in (select id from users where role = 'investor' and consultant_id = ${viewer.id})`
      : sql`${column} in (select id from users where role = 'investor')`;

  const [investors, profiles, netWorth, subscriptions, cashback, conversations, goals] =
    await Promise.all([
      db.execute(sql`
        select count(*)::int as total,
               (count(*) filter (where u.created_at >= ${monthStart}))::int as new_this_month
        from users u
        where u.role = 'investor' and coalesce(u.banned, false) = false
          ${ownClients ? sql`and u.consultant_id = ${viewer.id}` : sql``}`),
      db.execute(sql`
        select latest.profile, count(*)::int as count
        from (
          select distinct on (s.user_id) s.user_id, s.profile
          from suitability_records s
          where ${inScope(sql`s.user_id`)}
          order by s.user_id, s.completed_at desc
        ) latest
        group by latest.profile`),
      db.execute(sql`
        select coalesce(sum(latest.amount_cents), 0)::bigint as cents
        from (
          select distinct on (n.user_id) n.amount_cents
          from net_worth_snapshots n
          where ${inScope(sql`n.user_id`)}
          order by n.user_id, n.recorded_at desc, n.id desc
        ) latest`),
      billingFigures(db, ownClients ? { clientsOf: viewer.id } : {}),
      db.execute(sql`
        select coalesce(sum(c.passed_on_cents), 0)::bigint as cents
        from cashback_entries c
        where c.status = 'creditado' and c.credited_at >= ${monthStart}
          and ${inScope(sql`c.user_id`)}`),
      db.execute(sql`
        select count(*)::int as open,
               (count(*) filter (
                 where c.waiting_since < now() - ${sql.raw(`interval '${CHAT_SLA_HOURS} hours'`)}
               ))::int as waiting
        from chat_conversations c
        where c.waiting_since is not null and ${inScope(sql`c.investor_id`)}`),
      db.execute(sql`
        select count(*)::int as at_risk
        from goals g
        where g.accumulated_cents < g.target_cents
          and g.due_date <= (now() at time zone ${SAO_PAULO_TIME_ZONE})::date
                            + ${sql.raw(`interval '${NEAR_DEADLINE_MONTHS} months'`)}
          and g.accumulated_cents * 100 < ${LOW_PROGRESS_WARNING_PERCENT} * g.target_cents
          and ${inScope(sql`g.user_id`)}`),
    ]);
  const [people] = rowsOf<{ total: number; new_this_month: number }>(investors);
  const [worth] = rowsOf<{ cents: string | number }>(netWorth);
  const [credited] = rowsOf<{ cents: string | number }>(cashback);
  const [chats] = rowsOf<{ open: number; waiting: number }>(conversations);
  const [risky] = rowsOf<{ at_risk: number }>(goals);
  return {
    scope: ownClients ? 'own_clients' : 'all',
    investors: { total: people?.total ?? 0, newThisMonth: people?.new_this_month ?? 0 },
    profiles: rowsOf<{ profile: TAdminOverview['profiles'][number]['profile']; count: number }>(
      profiles,
    ),
    netWorthCents: Number(worth?.cents ?? 0),
    subscriptions: { active: subscriptions.activeSubscriptions, mrrCents: subscriptions.mrrCents },
    cashbackCreditedThisMonthCents: Number(credited?.cents ?? 0),
    conversations: { open: chats?.open ?? 0, waitingOver24h: chats?.waiting ?? 0 },
    goalsAtRisk: risky?.at_risk ?? 0,
  };
}

/** How old the figures may be. Each is an aggregate over every investor in scope. */
export const ADMIN_FIGURES_MAX_AGE_MS = 60_000;

export type AdminFiguresCache = RecentValues<Omit<TAdminOverview, 'computedAt'>>;

export function createAdminFiguresCache(): AdminFiguresCache {
  // One entry for the admins and one per consultant.
  return new RecentValues({ maxAgeMs: ADMIN_FIGURES_MAX_AGE_MS, maxEntries: 500 });
}

/**
 * The figures for the viewer's scope, computed at most once a minute per scope on this node
 * (ADR 024): at 100,000 investors the seven aggregates take about a second together, and staff
 * keep /admin open. The answer says when they were computed.
 */
export async function getAdminOverview(
  db: Db,
  viewer: Viewer,
  cache: AdminFiguresCache,
): Promise<TAdminOverview> {
  const key = viewer.role === 'consultant' ? `consultant:${viewer.id}` : 'all';
  const { value, computedAt } = await cache.get(key, () => computeAdminOverview(db, viewer));
  return { ...value, computedAt: new Date(computedAt).toISOString() };
}
