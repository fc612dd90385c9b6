import { desc, eq } from 'drizzle-orm';
import type { TSuitabilityHistory } from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import { suitabilityRecords } from '../../db/schema/index.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { toSuitabilityRecord } from './to-response.ts';

/** The viewer's own completed profiles, newest first, each with whether it is still valid. */
export async function listSuitabilityHistory(
  db: Db,
  viewer: Viewer,
  now = new Date(),
): Promise<TSuitabilityHistory> {
  const rows = await db
    .select()
    .from(suitabilityRecords)
    .where(eq(suitabilityRecords.userId, viewer.id))
    .orderBy(desc(suitabilityRecords.completedAt));
  return { records: rows.map((row) => toSuitabilityRecord(row, now)) };
}
