import { desc, eq } from 'drizzle-orm';
import type { TIncident, z, ZIncidentInput } from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import { privacyIncidents } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { recordAudit } from '../audit/index.ts';

const LIST_LIMIT = 200;

function view(row: typeof privacyIncidents.$inferSelect): TIncident {
  return {
    id: row.id,
    follows: row.follows,
    occurredAt: row.occurredAt.toISOString(),
    description: row.description,
    dataAffected: row.dataAffected,
    peopleAffected: row.peopleAffected,
    measures: row.measures,
    authorityNotifiedAt: row.authorityNotifiedAt?.toISOString() ?? null,
    subjectsNotifiedAt: row.subjectsNotifiedAt?.toISOString() ?? null,
    recordedBy: row.recordedBy,
    recordedAt: row.recordedAt.toISOString(),
  };
}

export async function listIncidents(db: Db): Promise<TIncident[]> {
  const rows = await db
    .select()
    .from(privacyIncidents)
    .orderBy(desc(privacyIncidents.recordedAt))
    .limit(LIST_LIMIT);
  return rows.map(view);
}

/**
 * Records an incident (LGPD art. 48). Append-only: there is no route to change or remove one; a
 * later fact (the authority notified, a correction) is a new entry that names the one it follows.
 */
export async function recordIncident(
  db: Db,
  viewer: Viewer,
  input: z.output<typeof ZIncidentInput>,
  client: { ipAddress: string | null; userAgent: string | null },
): Promise<TIncident> {
  return db.transaction(async (tx) => {
    if (input.follows) {
      const [previous] = await tx
        .select({ id: privacyIncidents.id })
        .from(privacyIncidents)
        .where(eq(privacyIncidents.id, input.follows));
      if (!previous) throw notFound('O incidente de referência não existe.');
    }
    const [row] = await tx
      .insert(privacyIncidents)
      .values({
        follows: input.follows ?? null,
        occurredAt: new Date(input.occurredAt),
        description: input.description,
        dataAffected: input.dataAffected,
        peopleAffected: input.peopleAffected,
        measures: input.measures,
        authorityNotifiedAt: input.authorityNotifiedAt ? new Date(input.authorityNotifiedAt) : null,
        subjectsNotifiedAt: input.subjectsNotifiedAt ? new Date(input.subjectsNotifiedAt) : null,
        recordedBy: viewer.id,
      })
      .returning();
    if (!row) throw new Error('incident not stored');
    await recordAudit(tx, {
      action: 'privacy.incident_recorded',
      result: 'success',
      actorId: viewer.id,
      targetType: 'privacy_incident',
      targetId: row.id,
      ...client,
    });
    return view(row);
  });
}
