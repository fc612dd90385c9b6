import { and, eq, sql } from 'drizzle-orm';
import type { TBrokerConfirmResult } from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import { brokers, investorBrokers } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { loadTracker } from '../dashboard/index.ts';

const BROKER_NOT_FOUND = 'Corretora não encontrada.';

async function activeBroker(db: Db, id: string): Promise<{ id: string; name: string }> {
  const [broker] = await db
    .select({ id: brokers.id, name: brokers.name })
    .from(brokers)
    .where(and(eq(brokers.id, id), eq(brokers.active, true)));
  if (!broker) throw notFound(BROKER_NOT_FOUND);
  return broker;
}

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
  if (!row) throw notFound(BROKER_NOT_FOUND);
  return {
    account: {
      brokerId: broker.id,
      name: broker.name,
      selectedAt: row.selectedAt.toISOString(),
      accountConfirmedAt: null,
    },
    tracker: await loadTracker(db, viewer.id, now),
  };
}
