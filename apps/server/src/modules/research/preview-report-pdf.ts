import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { researchDownloads, researchReportFiles } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { recordAudit } from '../audit/index.ts';
import { downloadName, type PdfFile } from './download-report.ts';
import { reportForStaff, requireResearchStaff, type RequestInfo } from './research-staff.ts';

/**
 * GET /api/admin/research/reports/:id/pdf: the PDF of a report in any status, for the staff
 * preview before publishing; recorded as a 'preview' download and audited.
 */
export async function previewReportPdf(
  db: Db,
  viewer: Viewer,
  id: string,
  info: RequestInfo,
): Promise<PdfFile> {
  const staff = await requireResearchStaff(db, viewer);
  const report = await reportForStaff(db, staff, id);
  const [file] = await db
    .select({ content: researchReportFiles.content })
    .from(researchReportFiles)
    .where(eq(researchReportFiles.reportId, id));
  if (!file) throw notFound('Este relatório ainda não tem PDF.');
  await db.transaction(async (tx) => {
    await tx
      .insert(researchDownloads)
      .values({ reportId: id, userId: viewer.id, kind: 'preview', ipAddress: info.ipAddress });
    await recordAudit(tx as unknown as Db, {
      action: 'research.pdf_previewed',
      result: 'success',
      actorId: viewer.id,
      targetType: 'research_report',
      targetId: id,
      ...info,
    });
  });
  return { fileName: downloadName(report.title), content: file.content };
}
