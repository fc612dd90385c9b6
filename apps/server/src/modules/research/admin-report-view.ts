import { eq, sql } from 'drizzle-orm';
import type { TAdminReport } from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { researchReportFiles, researchReports } from '../../db/schema/index.ts';

/** What staff see of a report: everything but the PDF's bytes, and how often it was downloaded. */
export const adminReportColumns = {
  id: researchReports.id,
  title: researchReports.title,
  summary: researchReports.summary,
  category: researchReports.category,
  tags: researchReports.tags,
  featured: researchReports.featured,
  author: researchReports.author,
  analystCnpi: researchReports.analystCnpi,
  status: researchReports.status,
  publishedAt: researchReports.publishedAt,
  updatedAt: researchReports.updatedAt,
  isExample: researchReports.isExample,
  createdBy: researchReports.createdBy,
  fileName: researchReportFiles.fileName,
  bytes: researchReportFiles.bytes,
  pageCount: researchReportFiles.pageCount,
  uploadedAt: researchReportFiles.uploadedAt,
  downloads: sql<number>`(select count(*)::int from research_downloads d where d.report_id = ${researchReports.id} and d.kind = 'download')`,
};

export interface AdminReportRow {
  id: string;
  title: string;
  summary: string;
  category: string;
  tags: string[];
  featured: boolean;
  author: string;
  analystCnpi: string | null;
  status: string;
  publishedAt: Date | null;
  updatedAt: Date;
  isExample: boolean;
  createdBy: string | null;
  fileName: string | null;
  bytes: number | null;
  pageCount: number | null;
  uploadedAt: Date | null;
  downloads: number;
}

export function toAdminReport(row: AdminReportRow): TAdminReport {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    category: row.category as TAdminReport['category'],
    tags: row.tags,
    featured: row.featured,
    author: row.author,
    analystCnpi: row.analystCnpi,
    status: row.status as TAdminReport['status'],
    publishedAt: row.publishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    isExample: row.isExample,
    downloads: Number(row.downloads),
    pdf:
      row.fileName !== null && row.bytes !== null && row.uploadedAt
        ? {
            fileName: row.fileName,
            bytes: row.bytes,
            pageCount: row.pageCount ?? 0,
            uploadedAt: row.uploadedAt.toISOString(),
          }
        : null,
  };
}

/** One report as staff see it, or undefined. */
export async function loadAdminReport(db: Db, id: string): Promise<AdminReportRow | undefined> {
  const [row] = await db
    .select(adminReportColumns)
    .from(researchReports)
    .leftJoin(researchReportFiles, eq(researchReportFiles.reportId, researchReports.id))
    .where(eq(researchReports.id, id));
  return row as AdminReportRow | undefined;
}

/** The report as staff see it after a change (it exists: the change just touched it). */
export async function reloadAdminReport(db: Db, id: string): Promise<TAdminReport> {
  const row = await loadAdminReport(db, id);
  if (!row) throw notFound('Relatório não encontrado.');
  return toAdminReport(row);
}
