import { sql } from 'drizzle-orm';
import type { TBrokerConfirmResult } from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import { investorBrokers } from '../../db/schema/index.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { activeBroker, brokerAccountResult } from './broker-account.ts';

/**
 * /corretoras, step 4 of "Como funciona": the investor confirms the account at this broker is
 * open. The broker joins their selection if it was not in it; a repeated confirmation keeps the
 * first date. Marks the tracker's Corretora step.
 */
export async function confirmBrokerAccount(
  db: Db,
  viewer: Viewer,
  brokerId: string,
  now = new Date(),
): Promise<TBrokerConfirmResult> {
  const broker = await activeBroker(db, brokerId);
  const [row] = await db
    .insert(investorBrokers)
    .values({ userId: viewer.id, brokerId: broker.id, selectedAt: now, accountConfirmedAt: now })
    .onConflictDoUpdate({
      target: [investorBrokers.userId, investorBrokers.brokerId],
      set: {
        accountConfirmedAt: sql`coalesce(${investorBrokers.accountConfirmedAt}, excluded.account_confirmed_at)`,
      },
    })
    .returning();
  if (!row) throw new Error('broker account not saved');
  return brokerAccountResult(db, viewer, broker, row, now);
}
