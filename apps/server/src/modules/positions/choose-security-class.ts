import { and, eq, sql } from 'drizzle-orm';
import { classifySecurity } from '@algoone/domain';
import type { TSecurityChoice } from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import { securityChoices, securityHoldings } from '../../db/schema/index.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { syncPortfolioHoldings } from './sync-portfolio-holdings.ts';

/**
 * PUT /api/positions/choices: the investor places a security in a class; the answer is
 * remembered for their next imports and applied at once to what they hold (category totals and
 * drift included). A security they do not hold is remembered all the same.
 */
export async function chooseSecurityClass(
  db: Db,
  viewer: Viewer,
  body: TSecurityChoice,
  now = new Date(),
): Promise<{ updated: number }> {
  const verdict = classifySecurity({
    ticker: null,
    name: body.securityKey,
    family: null,
    investorChoice: body.category,
  });
  return db.transaction(async (tx) => {
    await tx
      .insert(securityChoices)
      .values({ userId: viewer.id, ...body, updatedAt: now })
      .onConflictDoUpdate({
        target: [securityChoices.userId, securityChoices.securityKey],
        set: { category: sql`excluded.category`, updatedAt: sql`excluded.updated_at` },
      });
    const updated = await tx
      .update(securityHoldings)
      .set({
        category: verdict.category,
        categorySource: verdict.source,
        categoryReason: verdict.reason,
      })
      .where(
        and(
          eq(securityHoldings.userId, viewer.id),
          eq(securityHoldings.securityKey, body.securityKey),
        ),
      )
      .returning({ userId: securityHoldings.userId });
    if (updated.length > 0) await syncPortfolioHoldings(tx, [viewer.id], now);
    return { updated: updated.length };
  });
}
