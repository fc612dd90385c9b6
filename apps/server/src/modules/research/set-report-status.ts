import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { researchReports } from '../../db/schema/index.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { recordAudit } from '../audit/index.ts';
import type { RequestInfo } from './research-staff.ts';

/** Publishes (dated now) or withdraws a report, with its audit entry, in one transaction. */
export async function setStatus(
  db: Db,
  viewer: Viewer,
  id: string,
  status: 'published' | 'withdrawn',
  now: Date,
  info: RequestInfo,
) {
  await db.transaction(async (tx) => {
    await tx
      .update(researchReports)
      .set({ status, updatedAt: now, ...(status === 'published' && { publishedAt: now }) })
      .where(eq(researchReports.id, id));
    await recordAudit(tx as unknown as Db, {
      action: status === 'published' ? 'research.report_published' : 'research.report_withdrawn',
      result: 'success',
      actorId: viewer.id,
      targetType: 'research_report',
      targetId: id,
      ...info,
    });
  });
}
