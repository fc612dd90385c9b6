import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { refreshPortfolioDrift } from '../portfolio-drift/index.ts';

/**
 * /carteira's category totals follow the B3 holdings (ADR 027): a category with securities gets
 * their sum and is marked as B3's; a category that was B3's and has none left goes to 0; the
 * categories the investor typed and B3 does not hold (crypto, funds outside B3) stay as typed.
 * Everything that plans on the portfolio — the drift, the simulator, the dashboard, Theo, the
 * consultant's panel and /admin/carteiras — reads portfolio_holdings, so it follows too.
 * Set-based: one statement per step whatever the number of investors.
 */
export async function syncPortfolioHoldings(
  tx: Db,
  userIds: readonly string[],
  now = new Date(),
): Promise<void> {
  if (userIds.length === 0) return;
  const ids = sql.param([...userIds]);
  await tx.execute(sql`
    update portfolio_holdings h set amount_cents = 0, from_b3 = false, updated_at = ${now}
    where h.user_id = any(${ids}::text[]) and h.from_b3
      and not exists (
        select 1 from security_holdings s
        where s.user_id = h.user_id and s.category = h.category)`);
  await tx.execute(sql`
    insert into portfolio_holdings (user_id, category, amount_cents, from_b3, updated_at)
    select s.user_id, s.category, sum(s.value_cents), true, ${now}
    from security_holdings s
    where s.user_id = any(${ids}::text[]) and s.category is not null
    group by s.user_id, s.category
    on conflict (user_id, category) do update
      set amount_cents = excluded.amount_cents, from_b3 = true, updated_at = excluded.updated_at
      where portfolio_holdings.amount_cents is distinct from excluded.amount_cents
         or not portfolio_holdings.from_b3`);
  await refreshPortfolioDrift(tx, userIds);
}
