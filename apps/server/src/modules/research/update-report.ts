import { eq } from 'drizzle-orm';
import {
  RESEARCH_MESSAGES,
  type TAdminReport,
  type ZReportPatch,
  type z,
} from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import { researchReports } from '../../db/schema/index.ts';
import { invalid } from '../../lib/app-error.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { recordAudit } from '../audit/index.ts';
import { reloadAdminReport } from './admin-report-view.ts';
import {
  reportForStaff,
  requireResearchStaff,
  signature,
  type RequestInfo,
} from './research-staff.ts';

type ReportPatch = z.output<typeof ZReportPatch>;

/** PATCH /api/admin/research/reports/:id: edits its text and labels, in any status (audited). */
export async function updateReport(
  db: Db,
  viewer: Viewer,
  id: string,
  patch: ReportPatch,
  info: RequestInfo,
): Promise<TAdminReport> {
  const staff = await requireResearchStaff(db, viewer);
  const row = await reportForStaff(db, staff, id);
  const signed = signature(staff, patch);
  // A published or withdrawn report stays signed (CVM Res. 20/2021).
  const cnpiAfter = signed.analystCnpi === undefined ? row.analystCnpi : signed.analystCnpi;
  if (row.status !== 'draft' && !cnpiAfter) {
    throw invalid({ analystCnpi: RESEARCH_MESSAGES.publishWithoutCnpi });
  }
  await db.transaction(async (tx) => {
    await tx
      .update(researchReports)
      .set({
        ...(patch.title !== undefined && { title: patch.title }),
        ...(patch.summary !== undefined && { summary: patch.summary }),
        ...(patch.category !== undefined && { category: patch.category }),
        ...(patch.tags !== undefined && { tags: patch.tags }),
        ...(patch.featured !== undefined && { featured: patch.featured }),
        ...(signed.author !== undefined && { author: signed.author }),
        ...(signed.analystCnpi !== undefined && { analystCnpi: signed.analystCnpi }),
        updatedAt: new Date(),
      })
      .where(eq(researchReports.id, id));
    await recordAudit(tx as unknown as Db, {
      action: 'research.report_updated',
      result: 'success',
      actorId: viewer.id,
      targetType: 'research_report',
      targetId: id,
      ...info,
      details: { fields: Object.keys(patch) },
    });
  });
  return reloadAdminReport(db, id);
}
