import { and, eq } from 'drizzle-orm';
import type { TBrokerConfirmResult } from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import { investorBrokers } from '../../db/schema/index.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { activeBroker, brokerAccountResult, brokerNotFound } from './broker-account.ts';

/** Undoes the confirmation; the broker stays in the selection. 404 when it is not in it. */
export async function unconfirmBrokerAccount(
  db: Db,
  viewer: Viewer,
  brokerId: string,
  now = new Date(),
): Promise<TBrokerConfirmResult> {
  const broker = await activeBroker(db, brokerId);
  const [row] = await db
    .update(investorBrokers)
    .set({ accountConfirmedAt: null })
    .where(and(eq(investorBrokers.userId, viewer.id), eq(investorBrokers.brokerId, broker.id)))
    .returning();
  if (!row) throw brokerNotFound();
  return brokerAccountResult(db, viewer, broker, row, now);
}
