import type { TAdminReport, ZReportInput, z } from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import { researchReports } from '../../db/schema/index.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { recordAudit } from '../audit/index.ts';
import { reloadAdminReport } from './admin-report-view.ts';
import { requireResearchStaff, signature, type RequestInfo } from './research-staff.ts';

type ReportInput = z.output<typeof ZReportInput>;

/** POST /api/admin/research/reports: a new draft, without its PDF yet (audited). */
export async function createReport(
  db: Db,
  viewer: Viewer,
  input: ReportInput,
  info: RequestInfo,
): Promise<TAdminReport> {
  const staff = await requireResearchStaff(db, viewer);
  const signed = signature(staff, input);
  const id = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(researchReports)
      .values({
        title: input.title,
        summary: input.summary,
        category: input.category,
        tags: input.tags,
        featured: input.featured,
        author: signed.author ?? viewer.name,
        analystCnpi: signed.analystCnpi ?? null,
        status: 'draft',
        createdBy: viewer.id,
      })
      .returning({ id: researchReports.id });
    const reportId = (created as { id: string }).id;
    await recordAudit(tx as unknown as Db, {
      action: 'research.report_created',
      result: 'success',
      actorId: viewer.id,
      targetType: 'research_report',
      targetId: reportId,
      ...info,
      details: { title: input.title, category: input.category },
    });
    return reportId;
  });
  return reloadAdminReport(db, id);
}
