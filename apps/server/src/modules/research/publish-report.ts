import { publishProblem, type ReportStatus } from '@algoone/domain';
import { RESEARCH_MESSAGES, type TAdminReport } from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import { conflict, invalid } from '../../lib/app-error.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { reloadAdminReport } from './admin-report-view.ts';
import { reportForStaff, requireResearchStaff, type RequestInfo } from './research-staff.ts';
import { setStatus } from './set-report-status.ts';

/**
 * POST /api/admin/research/reports/:id/publish: out to /research, dated now. Refused (pt-BR
 * 4xx) without the analyst's CNPI or without the PDF (packages/domain publishProblem).
 */
export async function publishReport(
  db: Db,
  viewer: Viewer,
  id: string,
  info: RequestInfo,
  now = new Date(),
): Promise<TAdminReport> {
  const report = await reportForStaff(db, await requireResearchStaff(db, viewer), id);
  const problem = publishProblem({
    status: report.status as ReportStatus,
    analystCnpi: report.analystCnpi,
    hasPdf: report.fileName !== null,
  });
  if (problem === 'alreadyPublished') throw conflict(RESEARCH_MESSAGES.alreadyPublished);
  if (problem === 'noCnpi') {
    throw invalid(
      { analystCnpi: RESEARCH_MESSAGES.publishWithoutCnpi },
      RESEARCH_MESSAGES.publishWithoutCnpi,
    );
  }
  if (problem === 'noPdf') {
    throw invalid(
      { file: RESEARCH_MESSAGES.publishWithoutPdf },
      RESEARCH_MESSAGES.publishWithoutPdf,
    );
  }
  await setStatus(db, viewer, id, 'published', now, info);
  return reloadAdminReport(db, id);
}
