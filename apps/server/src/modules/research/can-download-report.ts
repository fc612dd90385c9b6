import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { researchGrants } from '../../db/schema/index.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { hasEntitlement } from '../billing/index.ts';

/**
 * THE one decision on who may download research PDFs (docs/decisions/020-research.md):
 * staff always (they publish and advise on them); an investor whose plan includes research
 * (billing's entitlement, docs/decisions/019-billing.md) or whom staff granted access on
 * /admin/research. Everything that shows or serves a PDF asks here.
 */
export async function canDownloadReport(db: Db, viewer: Viewer | null): Promise<boolean> {
  if (!viewer) return false;
  if (viewer.role === 'admin' || viewer.role === 'consultant') return true;
  const [entitled, [grant]] = await Promise.all([
    hasEntitlement(db, viewer.id, 'research'),
    db
      .select({ userId: researchGrants.userId })
      .from(researchGrants)
      .where(eq(researchGrants.userId, viewer.id)),
  ]);
  return entitled || grant !== undefined;
}
