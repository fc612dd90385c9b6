import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { RESEARCH_MESSAGES, type TAnalyst } from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import { researchAnalysts, users } from '../../db/schema/index.ts';
import { conflict, invalid } from '../../lib/app-error.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { recordAudit } from '../audit/index.ts';
import type { RequestInfo } from './research-staff.ts';

/** GET /api/admin/research/analysts: staff who have a CNPI. */
export async function listAnalysts(db: Db): Promise<TAnalyst[]> {
  const rows = await db
    .select({
      userId: researchAnalysts.userId,
      name: users.name,
      email: users.email,
      role: users.role,
      cnpi: researchAnalysts.cnpi,
      updatedAt: researchAnalysts.updatedAt,
    })
    .from(researchAnalysts)
    .innerJoin(users, eq(users.id, researchAnalysts.userId))
    .orderBy(asc(users.name));
  return rows.map((row) => ({
    ...row,
    role: row.role as TAnalyst['role'],
    updatedAt: row.updatedAt.toISOString(),
  }));
}

/**
 * PUT /api/admin/research/analysts: an admin records (or, with null, removes) a staff
 * member's CNPI; with one, a consultant works on /admin/research (audited).
 */
export async function setAnalyst(
  db: Db,
  viewer: Viewer,
  input: { email: string; cnpi: string | null },
  info: RequestInfo,
): Promise<TAnalyst[]> {
  const [person] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`lower(${users.email}) = ${input.email}`,
        inArray(users.role, ['admin', 'consultant']),
      ),
    );
  if (!person) throw invalid({ email: RESEARCH_MESSAGES.staffNotFound });
  await db.transaction(async (tx) => {
    if (input.cnpi === null) {
      await tx.delete(researchAnalysts).where(eq(researchAnalysts.userId, person.id));
    } else {
      const [taken] = await tx
        .select({ userId: researchAnalysts.userId })
        .from(researchAnalysts)
        .where(eq(researchAnalysts.cnpi, input.cnpi));
      if (taken && taken.userId !== person.id) {
        throw conflict('Este CNPI já está cadastrado para outra pessoa.', {
          cnpi: 'Este CNPI já está cadastrado para outra pessoa.',
        });
      }
      const values = { cnpi: input.cnpi, updatedBy: viewer.id, updatedAt: new Date() };
      await tx
        .insert(researchAnalysts)
        .values({ userId: person.id, ...values })
        .onConflictDoUpdate({ target: researchAnalysts.userId, set: values });
    }
    await recordAudit(tx as unknown as Db, {
      action: 'research.analyst_updated',
      result: 'success',
      actorId: viewer.id,
      targetType: 'user',
      targetId: person.id,
      ...info,
      details: { cnpi: input.cnpi },
    });
  });
  return listAnalysts(db);
}
