import { and, eq } from 'drizzle-orm';
import { isUuid } from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import { goals } from '../../db/schema/index.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { goalNotFound } from './find-own-goal.ts';

/**
 * Deletes one of the viewer's own goals; another investor's id is a 404. Achievements already
 * earned by creating it stay (they record what the investor did).
 */
export async function deleteGoal(db: Db, viewer: Viewer, id: string): Promise<void> {
  if (!isUuid(id)) throw goalNotFound();
  const deleted = await db
    .delete(goals)
    .where(and(eq(goals.id, id), eq(goals.userId, viewer.id)))
    .returning({ id: goals.id });
  if (deleted.length === 0) throw goalNotFound();
}
