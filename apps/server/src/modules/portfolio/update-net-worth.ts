import type { TNetWorthUpdateBody, TNetWorthUpdateResult } from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import { netWorthSnapshots } from '../../db/schema/index.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { recordActivity } from '../gamification/index.ts';

/**
 * "Patrimônio": every change adds a dated snapshot to the history (it feeds the year's return)
 * and completes the update-patrimonio mission (docs/product.md §4), in one transaction.
 */
export async function updateNetWorth(
  db: Db,
  viewer: Viewer,
  body: TNetWorthUpdateBody,
  now = new Date(),
): Promise<TNetWorthUpdateResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(netWorthSnapshots)
      .values({ userId: viewer.id, amountCents: body.amountCents, recordedAt: now })
      .returning();
    if (!row) throw new Error('snapshot not inserted');
    const { achievements } = await recordActivity(tx, viewer.id, {
      type: 'net-worth-updated',
      at: now,
    });
    return {
      snapshot: {
        id: row.id,
        amountCents: row.amountCents,
        recordedAt: row.recordedAt.toISOString(),
      },
      achievements,
    };
  });
}
