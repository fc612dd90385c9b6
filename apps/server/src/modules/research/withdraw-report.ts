import { canWithdraw, type ReportStatus } from '@algoone/domain';
import { RESEARCH_MESSAGES, type TAdminReport } from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import { conflict } from '../../lib/app-error.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { reloadAdminReport } from './admin-report-view.ts';
import { reportForStaff, requireResearchStaff, type RequestInfo } from './research-staff.ts';
import { setStatus } from './set-report-status.ts';

/** POST /api/admin/research/reports/:id/withdraw: off /research; downloads stop at once. */
export async function withdrawReport(
  db: Db,
  viewer: Viewer,
  id: string,
  info: RequestInfo,
  now = new Date(),
): Promise<TAdminReport> {
  const report = await reportForStaff(db, await requireResearchStaff(db, viewer), id);
  if (!canWithdraw(report.status as ReportStatus)) throw conflict(RESEARCH_MESSAGES.notPublished);
  await setStatus(db, viewer, id, 'withdrawn', now, info);
  return reloadAdminReport(db, id);
}
