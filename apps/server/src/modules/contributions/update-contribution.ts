import { and, eq } from 'drizzle-orm';
import type { TContributionUpdateBody, TContributionUpdateResult } from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import { contributions } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { assertAporteBroker } from './aporte-broker.ts';
import { aporteDateOrThrow } from './create-contribution.ts';
import { CONTRIBUTION_NOT_FOUND, contributionIdOrThrow } from './find-own-contribution.ts';
import { rowToContribution } from './to-contribution.ts';

/** Edits one of the viewer's own aportes; anyone else's id is a 404. */
export async function updateContribution(
  db: Db,
  viewer: Viewer,
  id: string,
  body: TContributionUpdateBody,
  now = new Date(),
): Promise<TContributionUpdateResult> {
  const contributionId = contributionIdOrThrow(id);
  const date = body.date === undefined ? undefined : aporteDateOrThrow(body.date, now);
  if (body.brokerId !== undefined) {
    await assertAporteBroker(db, body.brokerId, { userId: viewer.id, contributionId });
  }
  const [row] = await db
    .update(contributions)
    .set({
      ...(body.amountCents !== undefined ? { amountCents: body.amountCents } : {}),
      ...(date !== undefined ? { contributedOn: date } : {}),
      ...(body.brokerId !== undefined ? { brokerId: body.brokerId } : {}),
      ...(body.category !== undefined ? { category: body.category } : {}),
      updatedAt: now,
    })
    .where(and(eq(contributions.id, contributionId), eq(contributions.userId, viewer.id)))
    .returning();
  if (!row) throw notFound(CONTRIBUTION_NOT_FOUND);
  return { contribution: rowToContribution(row) };
}
