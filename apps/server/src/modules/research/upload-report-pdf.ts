import { eq } from 'drizzle-orm';
import type { TAdminReport } from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import { researchReportFiles, researchReports } from '../../db/schema/index.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { recordAudit } from '../audit/index.ts';
import { reloadAdminReport } from './admin-report-view.ts';
import { checkPdf } from './check-pdf.ts';
import { reportForStaff, requireResearchStaff, type RequestInfo } from './research-staff.ts';

/**
 * PUT /api/admin/research/reports/:id/pdf: the report's PDF (checked by check-pdf.ts),
 * replacing the previous one; the file, the report's date and the audit entry in one
 * transaction.
 */
export async function uploadReportPdf(
  db: Db,
  viewer: Viewer,
  id: string,
  upload: { fileName: string; content: Buffer },
  info: RequestInfo,
): Promise<TAdminReport> {
  const staff = await requireResearchStaff(db, viewer);
  await reportForStaff(db, staff, id);
  const checked = await checkPdf(upload.content);
  const now = new Date();
  await db.transaction(async (tx) => {
    const file = {
      fileName: upload.fileName,
      bytes: checked.bytes,
      pageCount: checked.pageCount,
      sha256: checked.sha256,
      content: upload.content,
      uploadedBy: viewer.id,
      uploadedAt: now,
    };
    await tx
      .insert(researchReportFiles)
      .values({ reportId: id, ...file })
      .onConflictDoUpdate({ target: researchReportFiles.reportId, set: file });
    await tx.update(researchReports).set({ updatedAt: now }).where(eq(researchReports.id, id));
    await recordAudit(tx as unknown as Db, {
      action: 'research.pdf_uploaded',
      result: 'success',
      actorId: viewer.id,
      targetType: 'research_report',
      targetId: id,
      ...info,
      details: {
        fileName: upload.fileName,
        bytes: checked.bytes,
        pageCount: checked.pageCount,
        sha256: checked.sha256,
      },
    });
  });
  return reloadAdminReport(db, id);
}
