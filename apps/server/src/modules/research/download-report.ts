import { and, eq } from 'drizzle-orm';
import { ERROR_CODES, isUuid } from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import { researchDownloads, researchReportFiles, researchReports } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { canDownloadReport } from './can-download-report.ts';
import type { RequestInfo } from './research-staff.ts';

export interface PdfFile {
  fileName: string;
  content: Buffer;
}

/**
 * GET /api/research/reports/:id/pdf: a published report's PDF for whoever may download it
 * (can-download-report.ts); anyone else gets 403 RESEARCH_PLAN_REQUIRED, which the web
 * answers with the plans. Every download is recorded.
 */
export async function downloadReport(
  db: Db,
  viewer: Viewer,
  reportId: string,
  info: RequestInfo,
): Promise<PdfFile> {
  if (!(await canDownloadReport(db, viewer))) {
    throw new AppError(403, ERROR_CODES.researchPlanRequired);
  }
  if (!isUuid(reportId)) throw notFound();
  const [file] = await db
    .select({
      fileName: researchReportFiles.fileName,
      content: researchReportFiles.content,
      title: researchReports.title,
    })
    .from(researchReports)
    .innerJoin(researchReportFiles, eq(researchReportFiles.reportId, researchReports.id))
    .where(and(eq(researchReports.id, reportId), eq(researchReports.status, 'published')));
  if (!file) throw notFound('Relatório não encontrado.');
  await db.insert(researchDownloads).values({
    reportId,
    userId: viewer.id,
    kind: 'download',
    ipAddress: info.ipAddress,
  });
  return { fileName: downloadName(file.title), content: file.content };
}

/** 'Ações de energia: 2026' → 'acoes-de-energia-2026.pdf', safe in any header and file system. */
export function downloadName(title: string): string {
  const slug = title
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return `${slug || 'relatorio'}.pdf`;
}
