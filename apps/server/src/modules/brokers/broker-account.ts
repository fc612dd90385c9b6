import { and, eq } from 'drizzle-orm';
import type { TBrokerConfirmResult } from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import type { investorBrokers } from '../../db/schema/index.ts';
import { brokers } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { loadTracker } from '../dashboard/index.ts';

export const brokerNotFound = () => notFound('Corretora não encontrada.');

export async function activeBroker(db: Db, id: string): Promise<{ id: string; name: string }> {
  const [broker] = await db
    .select({ id: brokers.id, name: brokers.name })
    .from(brokers)
    .where(and(eq(brokers.id, id), eq(brokers.active, true)));
  if (!broker) throw brokerNotFound();
  return broker;
}

/** The account as it now stands, with the tracker it changed (its Corretora step). */
export async function brokerAccountResult(
  db: Db,
  viewer: Viewer,
  broker: { id: string; name: string },
  row: typeof investorBrokers.$inferSelect,
  now: Date,
): Promise<TBrokerConfirmResult> {
  return {
    account: {
      brokerId: broker.id,
      name: broker.name,
      selectedAt: row.selectedAt.toISOString(),
      accountConfirmedAt: row.accountConfirmedAt?.toISOString() ?? null,
    },
    tracker: await loadTracker(db, viewer.id, now),
  };
}
