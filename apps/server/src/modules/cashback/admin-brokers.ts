import { asc, eq, sql } from 'drizzle-orm';
import { firstDayOf, type Month } from '@algoone/domain';
import {
  CASHBACK_MESSAGES,
  type TAddRate,
  type TAdminBroker,
  type TAdminBrokerList,
  type TUpdateBroker,
} from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import { brokers, cashbackRates } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { recordAudit } from '../audit/index.ts';
import { currentMonth, toMonth } from './month.ts';

export interface RequestInfo {
  ipAddress: string | null;
  userAgent: string | null;
}

/** GET /api/admin/cashback/brokers: the whole catalogue, inactive brokers too, with rate histories. */
export async function listAdminBrokers(db: Db): Promise<TAdminBrokerList> {
  const [rows, rates] = await Promise.all([
    db.select().from(brokers).orderBy(asc(brokers.sortOrder), asc(brokers.name)),
    db
      .select()
      .from(cashbackRates)
      .orderBy(asc(cashbackRates.brokerId), asc(cashbackRates.effectiveMonth)),
  ]);
  return {
    brokers: rows.map((row) => ({
      id: row.id,
      name: row.name,
      logo: row.logo,
      rating: row.rating,
      clients: row.clients,
      features: row.features,
      pros: row.pros,
      cons: row.cons,
      cashbackInfo: row.cashbackInfo,
      createAccountUrl: row.createAccountUrl,
      active: row.active,
      annualBps: row.cashbackAnnualBps,
      rates: rates
        .filter((rate) => rate.brokerId === row.id)
        .map((rate) => ({
          effectiveMonth: toMonth(rate.effectiveMonth),
          annualBps: rate.annualBps,
        })),
    })),
  };
}

async function oneBroker(db: Db, id: string): Promise<TAdminBroker> {
  const broker = (await listAdminBrokers(db)).brokers.find((b) => b.id === id);
  if (!broker) throw notFound(CASHBACK_MESSAGES.brokerNotFound);
  return broker;
}

/** PATCH /api/admin/cashback/brokers/:id: edits the catalogue's texts and the active flag. */
export async function updateBroker(
  db: Db,
  viewer: Viewer,
  id: string,
  changes: TUpdateBroker,
  info: RequestInfo,
): Promise<TAdminBroker> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(brokers).where(eq(brokers.id, id)).for('update');
    if (!before) throw notFound(CASHBACK_MESSAGES.brokerNotFound);
    if (Object.keys(changes).length > 0) {
      await tx
        .update(brokers)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(brokers.id, id));
    }
    const changed = Object.fromEntries(
      Object.entries(changes).map(([key, value]) => [
        key,
        { from: before[key as keyof typeof before] ?? null, to: value },
      ]),
    );
    await recordAudit(tx as unknown as Db, {
      action: 'cashback.broker_updated',
      result: 'success',
      actorId: viewer.id,
      targetType: 'broker',
      targetId: id,
      ...info,
      details: { changed },
    });
  });
  return oneBroker(db, id);
}

/**
 * POST /api/admin/cashback/brokers/:id/rates: a new rate from a month on. Months already
 * passed keep their rate unless the change is dated in them (a retroactive correction, which
 * the audit log keeps). A month not after the current one updates the catalogue's rate in
 * force. A month may have one rate: sending another for it is a 409.
 */
export async function addRate(
  db: Db,
  viewer: Viewer,
  id: string,
  rate: TAddRate,
  info: RequestInfo,
  now = new Date(),
): Promise<TAdminBroker> {
  await db.transaction(async (tx) => {
    const [broker] = await tx
      .select({ id: brokers.id, annualBps: brokers.cashbackAnnualBps })
      .from(brokers)
      .where(eq(brokers.id, id))
      .for('update');
    if (!broker) throw notFound(CASHBACK_MESSAGES.brokerNotFound);
    const inserted = await tx
      .insert(cashbackRates)
      .values({
        brokerId: id,
        effectiveMonth: firstDayOf(rate.effectiveMonth),
        annualBps: rate.annualBps,
        createdBy: viewer.id,
      })
      .onConflictDoNothing()
      .returning({ brokerId: cashbackRates.brokerId });
    if (inserted.length === 0) {
      throw conflict('Já existe uma taxa a partir deste mês. Escolha outro mês.', {
        effectiveMonth: 'Já existe uma taxa a partir deste mês.',
      });
    }
    // The rate in force now: the latest one that has started.
    const month: Month = currentMonth(now);
    await tx
      .update(brokers)
      .set({
        cashbackAnnualBps: sql`coalesce((select annual_bps from cashback_rates
          where broker_id = ${id} and effective_month <= ${firstDayOf(month)}
          order by effective_month desc limit 1), ${brokers.cashbackAnnualBps})`,
        updatedAt: now,
      })
      .where(eq(brokers.id, id));
    await recordAudit(tx as unknown as Db, {
      action: 'cashback.rate_added',
      result: 'success',
      actorId: viewer.id,
      targetType: 'broker',
      targetId: id,
      ...info,
      details: {
        effectiveMonth: rate.effectiveMonth,
        annualBps: rate.annualBps,
        previousBps: broker.annualBps,
      },
    });
  });
  return oneBroker(db, id);
}
