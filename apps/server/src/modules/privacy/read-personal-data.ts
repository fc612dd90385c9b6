import { and, eq, gte, sql } from 'drizzle-orm';
import {
  ERROR_CODES,
  PRIVACY_MESSAGES,
  ZPersonalDataExport,
  z,
  type TPrivacySummary,
} from '@algoone/contracts';
import { PRIVACY_EXPORTS_PER_HOUR } from '@algoone/domain';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/prepared-statement.ts';
import { auditLog, investorProfiles, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { recordAudit } from '../audit/index.ts';
import { CATEGORIES, PERSONAL_TABLES } from './personal-data.ts';
import { pendingDeletion } from './deletion-state.ts';

/** /meus-dados: what is held, by category, counted in one query over every personal table. */
export async function getDataSummary(db: Db, viewer: Viewer): Promise<TPrivacySummary> {
  const counts = sql.join(
    PERSONAL_TABLES.map(
      (entry) =>
        sql`select ${entry.name}::text as name, count(*)::int as n from ${sql.identifier(entry.name)} where ${entry.where(viewer.id)}`,
    ),
    sql` union all `,
  );
  const [rows, [person], deletion] = await Promise.all([
    db.execute(counts),
    db
      .select({
        name: users.name,
        email: users.email,
        twoFactor: users.twoFactorEnabled,
        phone: investorProfiles.phone,
      })
      .from(users)
      .leftJoin(investorProfiles, eq(investorProfiles.userId, users.id))
      .where(eq(users.id, viewer.id)),
    pendingDeletion(db, viewer.id),
  ]);
  const byName = new Map(rowsOf<{ name: string; n: number }>(rows).map((r) => [r.name, r.n]));
  const categories = Object.entries(CATEGORIES).map(([id, label]) => {
    const tables = PERSONAL_TABLES.filter((entry) => entry.category === label);
    return {
      id,
      label,
      count: tables.reduce((sum, entry) => sum + (byName.get(entry.name) ?? 0), 0),
      onDeletion: tables.every((entry) => entry.onDeletion === 'erased')
        ? ('erased' as const)
        : ('kept_anonymised' as const),
    };
  });
  return {
    categories,
    deletion: deletion
      ? {
          requestedAt: deletion.requestedAt.toISOString(),
          eraseAfter: deletion.eraseAfter.toISOString(),
        }
      : null,
    twoFactorEnabled: person?.twoFactor === true,
    profile: {
      name: person?.name ?? viewer.name,
      email: person?.email ?? viewer.email,
      phone: person?.phone ?? null,
    },
  };
}

/**
 * The export as the routes send it: its JSON text as built (indented, never serialized again),
 * documented in /api/docs with the shape of ZPersonalDataExport (issue #29).
 */
export const ZPersonalDataExportFile = z
  .string()
  .meta(z.toJSONSchema(ZPersonalDataExport, { target: 'openapi-3.0' }));
/**
 * Everything held about the person, as JSON (LGPD art. 18, II and V): every table of
 * PERSONAL_TABLES in one query, secrets left out. Limited per hour (it reads every table), and
 * each export is audited, which is also what the limit counts, on every node alike.
 */
export async function exportPersonalData(
  db: Db,
  /** Whose data: the person themself, or an account an admin exports on a DPO request. */
  subjectId: string,
  /** Who asks (counted against the hourly limit and audited). */
  viewer: Viewer,
  client: { ipAddress: string | null; userAgent: string | null },
  now: Date = new Date(),
): Promise<{ fileName: string; body: string }> {
  const since = new Date(now.getTime() - 3_600_000);
  const [recent] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.actorId, viewer.id),
        eq(auditLog.action, 'privacy.exported'),
        gte(auditLog.at, since),
      ),
    );
  if ((recent?.n ?? 0) >= PRIVACY_EXPORTS_PER_HOUR) {
    throw new AppError(429, ERROR_CODES.rateLimited, PRIVACY_MESSAGES.exportLimit);
  }
  const tables = sql.join(
    PERSONAL_TABLES.map(
      (entry) =>
        sql`${entry.name}::text, (select coalesce(json_agg(x), '[]'::json) from (select * from ${sql.identifier(entry.name)} where ${entry.where(subjectId)}) x)`,
    ),
    sql`, `,
  );
  // json_build_object takes at most 100 arguments: 2 per table keeps us far below.
  const [row] = rowsOf<{ data: Record<string, Record<string, unknown>[]> }>(
    await db.execute(sql`select json_build_object(${tables}) as data`),
  );
  const data = row?.data ?? {};
  const withoutSecrets = (entry: (typeof PERSONAL_TABLES)[number]) =>
    (data[entry.name] ?? []).map((record) =>
      Object.fromEntries(
        Object.entries(record).filter(([column]) => !entry.omit?.includes(column)),
      ),
    );
  await recordAudit(db, {
    action: 'privacy.exported',
    result: 'success',
    actorId: viewer.id,
    targetType: 'user',
    targetId: subjectId,
    ...client,
  });
  const body = JSON.stringify(
    {
      exportedAt: now.toISOString(),
      controller: 'AlgoOne',
      subject: { id: subjectId },
      categories: Object.fromEntries(
        Object.values(CATEGORIES).map((label) => [
          label,
          Object.fromEntries(
            PERSONAL_TABLES.filter((entry) => entry.category === label).map((entry) => [
              entry.name,
              withoutSecrets(entry),
            ]),
          ),
        ]),
      ),
    },
    null,
    2,
  );
  return { fileName: `meus-dados-algoone-${now.toISOString().slice(0, 10)}.json`, body };
}
