import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { RESEARCH_MESSAGES, type TResearchGrant } from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import { researchGrants, users } from '../../db/schema/index.ts';
import { notFound, invalid } from '../../lib/app-error.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { recordAudit } from '../audit/index.ts';
import type { RequestInfo } from './research-staff.ts';

const grantor = alias(users, 'grantor');

/** GET /api/admin/research/grants: investors whom staff gave research access. */
export async function listGrants(db: Db): Promise<TResearchGrant[]> {
  const rows = await db
    .select({
      userId: researchGrants.userId,
      name: users.name,
      email: users.email,
      grantedAt: researchGrants.grantedAt,
      grantedBy: grantor.name,
    })
    .from(researchGrants)
    .innerJoin(users, eq(users.id, researchGrants.userId))
    .leftJoin(grantor, eq(grantor.id, researchGrants.grantedBy))
    .orderBy(asc(users.name));
  return rows.map((row) => ({ ...row, grantedAt: row.grantedAt.toISOString() }));
}

/** POST /api/admin/research/grants: an investor, found by e-mail, may download (audited). */
export async function grantAccess(
  db: Db,
  viewer: Viewer,
  email: string,
  info: RequestInfo,
): Promise<TResearchGrant[]> {
  const [investor] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email}`, eq(users.role, 'investor')));
  if (!investor) throw invalid({ email: RESEARCH_MESSAGES.investorNotFound });
  await db.transaction(async (tx) => {
    const granted = await tx
      .insert(researchGrants)
      .values({ userId: investor.id, grantedBy: viewer.id })
      .onConflictDoNothing()
      .returning({ userId: researchGrants.userId });
    if (granted.length === 0) return;
    await recordAudit(tx as unknown as Db, {
      action: 'research.access_granted',
      result: 'success',
      actorId: viewer.id,
      targetType: 'user',
      targetId: investor.id,
      ...info,
    });
  });
  return listGrants(db);
}

/** DELETE /api/admin/research/grants/:userId: the access ends (audited). */
export async function revokeAccess(
  db: Db,
  viewer: Viewer,
  userId: string,
  info: RequestInfo,
): Promise<TResearchGrant[]> {
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(researchGrants)
      .where(eq(researchGrants.userId, userId))
      .returning({ userId: researchGrants.userId });
    if (removed.length === 0) throw notFound('Este investidor não tem acesso concedido.');
    await recordAudit(tx as unknown as Db, {
      action: 'research.access_revoked',
      result: 'success',
      actorId: viewer.id,
      targetType: 'user',
      targetId: userId,
      ...info,
    });
  });
  return listGrants(db);
}
