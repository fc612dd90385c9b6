import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { RESEARCH_PAGE_SIZE } from '@algoone/domain';
import type { TAdminReportList } from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import { researchReportFiles, researchReports } from '../../db/schema/index.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { adminReportColumns, toAdminReport, type AdminReportRow } from './admin-report-view.ts';
import { requireResearchStaff } from './research-staff.ts';

/**
 * GET /api/admin/research/reports: every report an admin may work on (all of them), or a
 * consultant-analyst's own, drafts included, newest change first; with who is working.
 */
export async function listAdminReports(
  db: Db,
  viewer: Viewer,
  query: { status?: 'draft' | 'published' | 'withdrawn'; page: number },
): Promise<TAdminReportList> {
  const staff = await requireResearchStaff(db, viewer);
  const filters: SQL[] = [];
  if (!staff.isAdmin) filters.push(eq(researchReports.createdBy, viewer.id));
  if (query.status) filters.push(eq(researchReports.status, query.status));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const [rows, [count]] = await Promise.all([
    db
      .select(adminReportColumns)
      .from(researchReports)
      .leftJoin(researchReportFiles, eq(researchReportFiles.reportId, researchReports.id))
      .where(where)
      .orderBy(desc(researchReports.updatedAt), desc(researchReports.id))
      .limit(RESEARCH_PAGE_SIZE)
      .offset((query.page - 1) * RESEARCH_PAGE_SIZE),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(researchReports)
      .where(where),
  ]);
  return {
    items: (rows as AdminReportRow[]).map(toAdminReport),
    total: Number(count?.total ?? 0),
    page: query.page,
    pageSize: RESEARCH_PAGE_SIZE,
    viewer: { isAdmin: staff.isAdmin, author: viewer.name, cnpi: staff.cnpi },
  };
}
