import type { Db } from '../client.ts';
import { seedBrokers } from './brokers.ts';
import { seedResearch } from './research.ts';

/**
 * Demo content every installation starts with. Idempotent: rows that already exist are left
 * as staff may have edited them.
 */
export async function seedDemoContent(db: Db): Promise<void> {
  await seedBrokers(db);
  await seedResearch(db);
}
