import { eq } from 'drizzle-orm';
import { RESEARCH_MESSAGES, isUuid } from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import { researchAnalysts } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { loadAdminReport } from './admin-report-view.ts';

export interface ResearchStaff {
  viewer: Viewer;
  isAdmin: boolean;
  /** The staff member's own CNPI, when an admin recorded one. */
  cnpi: string | null;
}

/**
 * Who works on reports: admins, and consultants with a CNPI (CVM Res. 20/2021: reports are
 * the work of accredited analysts). A consultant without one is refused with a pt-BR reason.
 */
export async function requireResearchStaff(db: Db, viewer: Viewer): Promise<ResearchStaff> {
  const [analyst] = await db
    .select({ cnpi: researchAnalysts.cnpi })
    .from(researchAnalysts)
    .where(eq(researchAnalysts.userId, viewer.id));
  const isAdmin = viewer.role === 'admin';
  if (!isAdmin && !(viewer.role === 'consultant' && analyst)) {
    throw forbidden(RESEARCH_MESSAGES.analystRequired);
  }
  return { viewer, isAdmin, cnpi: analyst?.cnpi ?? null };
}

/** Consultants work on their own reports; admins on all. */
export function ownsReport(staff: ResearchStaff, createdBy: string | null): boolean {
  return staff.isAdmin || createdBy === staff.viewer.id;
}

export interface RequestInfo {
  ipAddress: string | null;
  userAgent: string | null;
}

/**
 * A consultant's reports always carry their own name and CNPI (CVM Res. 20/2021: the analyst
 * signs what they write); an admin names the author and the analyst's CNPI.
 */
export function signature(
  staff: ResearchStaff,
  input: { author?: string; analystCnpi?: string | null },
) {
  if (staff.isAdmin) return { author: input.author, analystCnpi: input.analystCnpi };
  return { author: staff.viewer.name, analystCnpi: staff.cnpi };
}

/** The report a staff member may work on, or 404 (another consultant's report included). */
export async function reportForStaff(db: Db, staff: ResearchStaff, id: string) {
  if (!isUuid(id)) throw notFound();
  const row = await loadAdminReport(db, id);
  if (!row || !ownsReport(staff, row.createdBy)) throw notFound('Relatório não encontrado.');
  return row;
}
