import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contributions } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { CONTRIBUTION_NOT_FOUND, contributionIdOrThrow } from './find-own-contribution.ts';

/** Deletes one of the viewer's own aportes; anyone else's id is a 404. */
export async function deleteContribution(db: Db, viewer: Viewer, id: string): Promise<void> {
  const deleted = await db
    .delete(contributions)
    .where(
      and(eq(contributions.id, contributionIdOrThrow(id)), eq(contributions.userId, viewer.id)),
    )
    .returning({ id: contributions.id });
  if (deleted.length === 0) throw notFound(CONTRIBUTION_NOT_FOUND);
}
