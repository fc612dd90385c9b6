import { eq } from 'drizzle-orm';
import { findBroker, type BrokerId } from '@algoone/domain';
import type { Db } from '../../db/client.ts';
import { brokers } from '../../db/schema/index.ts';

/**
 * The brokers an aporte may name: the catalogue's active brokers, as staff keep them, plus
 * 'Outra corretora' for money kept anywhere else (docs/product.md §10). A broker staff
 * deactivate leaves the list; the aportes already recorded there keep their broker.
 * It reads the brokers module's table directly: that module already depends on this one
 * (through the dashboard), so importing it back would close a cycle.
 */
export async function findAporteBrokerIds(db: Db): Promise<ReadonlySet<BrokerId>> {
  const rows = await db.select({ id: brokers.id }).from(brokers).where(eq(brokers.active, true));
  const ids = new Set<BrokerId>(['outra']);
  for (const { id } of rows) {
    const broker = findBroker(id);
    if (broker) ids.add(broker.id);
  }
  return ids;
}
