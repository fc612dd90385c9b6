import { and, eq } from 'drizzle-orm';
import type { BrokerId } from '@algoone/domain';
import { PORTFOLIO_MESSAGES } from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import { contributions } from '../../db/schema/index.ts';
import { invalid } from '../../lib/app-error.ts';
import { findAporteBrokerIds } from './find-aporte-brokers.ts';

/**
 * An aporte names one of the catalogue's active brokers or 'Outra' (docs/product.md §10). Editing
 * an aporte may keep the broker it already has, even one staff have since deactivated, so that
 * fixing its amount never forces a change of broker.
 */
export async function assertAporteBroker(
  db: Db,
  brokerId: BrokerId,
  keep?: { userId: string; contributionId: string },
): Promise<void> {
  if ((await findAporteBrokerIds(db)).has(brokerId)) return;
  if (keep) {
    const [same] = await db
      .select({ id: contributions.id })
      .from(contributions)
      .where(
        and(
          eq(contributions.id, keep.contributionId),
          eq(contributions.userId, keep.userId),
          eq(contributions.brokerId, brokerId),
        ),
      );
    if (same) return;
  }
  throw invalid({ brokerId: PORTFOLIO_MESSAGES.unknownBroker });
}
