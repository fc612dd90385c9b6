import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/**
 * Serialises one investor's progress changes until the transaction `tx` ends (a PostgreSQL
 * transaction-level advisory lock; re-entrant). Hold it before reading progress that decides a
 * grant, e.g. "was this the module's last lesson?".
 */
export async function lockProgress(tx: Db, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`gamification:${userId}`}))`);
}
