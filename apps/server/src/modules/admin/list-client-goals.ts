import { sql } from 'drizzle-orm';
import {
  isUuid,
  ZCalendarDay,
  type TAdminGoals,
  type z,
  type ZAdminGoalsQuery,
} from '@algoone/contracts';
import {
  LOW_PROGRESS_WARNING_PERCENT,
  NEAR_DEADLINE_MONTHS,
  SAO_PAULO_TIME_ZONE,
  goalProgressPercent,
} from '@algoone/domain';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/prepared-statement.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { invalid } from '../../lib/app-error.ts';
import { decodeCursor, encodeCursor } from './page-cursor.ts';
import { recordListView } from './record-list-view.ts';
import type { ClientInfo } from '../../lib/client-info.ts';

interface Row {
  id: string;
  name: string;
  user_id: string;
  investor_name: string;
  consultant_name: string | null;
  target_cents: number | string;
  accumulated_cents: number | string;
  due_date: string;
  at_risk: boolean;
}

/**
 * /admin/objetivos: clients' goals, at risk first (the same rule as /admin's figure: not
 * reached, due within NEAR_DEADLINE_MONTHS months, under LOW_PROGRESS_WARNING_PERCENT % done),
 * then by due date. A consultant sees their own clients' goals only.
 */
export async function listClientGoals(
  db: Db,
  viewer: Viewer,
  query: z.output<typeof ZAdminGoalsQuery>,
  client: ClientInfo,
): Promise<TAdminGoals> {
  const { status } = query;
  const ownClients = viewer.role === 'consultant';
  const atRisk = sql`(g.accumulated_cents < g.target_cents
      and g.due_date <= (now() at time zone ${SAO_PAULO_TIME_ZONE})::date
                        + ${sql.raw(`interval '${NEAR_DEADLINE_MONTHS} months'`)}
      and g.accumulated_cents * 100 < ${LOW_PROGRESS_WARNING_PERCENT} * g.target_cents)`;
  const filter =
    status === 'at_risk'
      ? sql`and ${atRisk}`
      : status === 'reached'
        ? sql`and g.accumulated_cents >= g.target_cents`
        : status === 'in_progress'
          ? sql`and g.accumulated_cents < g.target_cents`
          : sql``;
  const columns = sql`g.id, g.name, g.user_id, u.name as investor_name, c.name as consultant_name,
      g.target_cents, g.accumulated_cents, g.due_date::text as due_date`;
  const page = query.limit + 1;
  // Keyset: the goals after the previous page's last (at risk first, then by due date and id).
  const after = query.after
    ? decodeCursor(query.after, ['boolean', 'string', 'string'] as const)
    : null;
  // The database would refuse (500) a day that does not exist or an id that is not a uuid.
  if (after && (!ZCalendarDay.safeParse(after[1]).success || !isUuid(after[2]))) {
    throw invalid({ after: 'Cursor inválido.' });
  }
  /** Within one half, after the cursor; a half the cursor has left behind reads nothing. */
  const afterIn = (risky: boolean) =>
    !after
      ? sql``
      : after[0] === risky
        ? sql`and (g.due_date, g.id) > (${after[1]}::date, ${after[2]})`
        : after[0]
          ? sql`` // the cursor is still among the goals at risk: all of the rest follow
          : sql`and false`;
  const half = (risky: boolean) => sql`(
      select ${columns}, ${sql.raw(String(risky))} as at_risk
      from goals g
      join users u on u.id = g.user_id and u.role = 'investor'
      left join users c on c.id = u.consultant_id
      where ${risky ? atRisk : sql`not ${atRisk}`} ${filter} ${afterIn(risky)}
      order by g.due_date, g.id
      limit ${page})`;
  const rows = rowsOf<Row>(
    await db.execute(
      ownClients
        ? // A consultant's few thousand clients: their goals through the clients (goals by user),
          // sorted in memory.
          sql`
          select ${columns}, ${atRisk} as at_risk
          from users u
          join goals g on g.user_id = u.id
          left join users c on c.id = u.consultant_id
          where u.consultant_id = ${viewer.id} and u.role = 'investor' ${filter}
            ${after ? sql`and (not ${atRisk}, g.due_date, g.id) > (${!after[0]}, ${after[1]}::date, ${after[2]})` : sql``}
          order by ${atRisk} desc, g.due_date, g.id
          limit ${page}`
        : // Everyone's: at risk depends on today, so it cannot be indexed; each half is read in
          // due-date order through goals_due_idx and stops at the page's size, then the halves
          // are merged: the same cost at 1,000 goals and at 1,000,000 (ADR 024).
          sql`
          select * from (${
            status === 'at_risk'
              ? half(true)
              : status === 'reached'
                ? half(false)
                : sql`${half(true)} union all ${half(false)}`
          }) page
          order by at_risk desc, due_date, id
          limit ${page}`,
    ),
  );
  const shown = rows.slice(0, query.limit);
  const last = shown.at(-1);
  await recordListView(db, viewer, 'admin.goals_viewed', client, {
    status,
    nextPage: after !== null,
    shown: shown.length,
  });
  return {
    scope: ownClients ? 'own_clients' : 'all',
    next:
      rows.length > query.limit && last
        ? encodeCursor([last.at_risk, last.due_date, last.id])
        : null,
    goals: shown.map((row) => {
      const target = Number(row.target_cents);
      const accumulated = Number(row.accumulated_cents);
      return {
        id: row.id,
        name: row.name,
        investor: { id: row.user_id, name: row.investor_name },
        consultant: row.consultant_name,
        targetCents: target,
        accumulatedCents: accumulated,
        progressPercent: goalProgressPercent(accumulated, target),
        dueDate: row.due_date,
        atRisk: row.at_risk,
        reached: accumulated >= target,
      };
    }),
  };
}
