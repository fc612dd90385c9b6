import { sql } from 'drizzle-orm';
import type { TBillingFigures } from '@algoone/contracts';
import { monthlyRecurringCents } from '@algoone/domain';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/prepared-statement.ts';

interface FiguresRow {
  active: number | string;
  mrr: number | string | null;
  cancellations: { month: string; count: number }[] | null;
  unmatched: number | string;
}

const MONTHS_SHOWN = 12;

/**
 * The admin area's subscription figures, in one query: subscriptions that are paying (active or
 * being retried), the MRR they make (an annual plan counts as a twelfth a month), cancellations
 * per month (São Paulo time) over the last year, and provider events nobody matched.
 * `clientsOf` narrows everything to one consultant's clients.
 */
export async function billingFigures(
  db: Db,
  scope: { clientsOf?: string } = {},
): Promise<TBillingFigures> {
  const own = scope.clientsOf
    ? sql`and s.user_id in (select id from users where consultant_id = ${scope.clientsOf})`
    : sql``;
  const monthly = monthlyRecurringCents('monthly');
  const annual = monthlyRecurringCents('annual');
  const result = await db.execute(sql`
    select
      (select count(*) from billing_subscriptions s
        where s.status in ('active', 'past_due') ${own}) as active,
      (select coalesce(sum(case when s.plan = 'annual' then ${annual}::int else ${monthly}::int end), 0)
        from billing_subscriptions s where s.status in ('active', 'past_due') ${own}) as mrr,
      (select json_agg(json_build_object('month', m.month, 'count', m.count) order by m.month)
        from (
          select to_char(s.canceled_at at time zone 'America/Sao_Paulo', 'YYYY-MM') as month,
                 count(*)::int as count
          from billing_subscriptions s
          where s.canceled_at is not null
            and s.canceled_at > now() - interval '${sql.raw(String(MONTHS_SHOWN))} months' ${own}
          group by 1
        ) m) as cancellations,
      (select count(*) from billing_events where outcome = 'unmatched') as unmatched
  `);
  const [row] = rowsOf<FiguresRow>(result);
  return {
    activeSubscriptions: Number(row?.active ?? 0),
    mrrCents: Number(row?.mrr ?? 0),
    cancellationsByMonth: row?.cancellations ?? [],
    unmatchedEvents: Number(row?.unmatched ?? 0),
  };
}
