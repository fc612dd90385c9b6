import { and, eq } from 'drizzle-orm';
import { GOAL_MESSAGES, isUuid } from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import { goals } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import type { GoalRow } from './goal-view.ts';

export const goalNotFound = () => notFound(GOAL_MESSAGES.notFound);

/**
 * One of the viewer's own goals, or 404: another investor's id is answered exactly like an id
 * that does not exist, so ids cannot be probed. `forUpdate` locks the row until `db` (a
 * transaction) ends.
 */
export async function findOwnGoal(
  db: Db,
  userId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<GoalRow> {
  // Anything but a UUID cannot name a goal (and must not reach PostgreSQL as one).
  if (!isUuid(id)) throw goalNotFound();
  const query = db
    .select()
    .from(goals)
    .where(and(eq(goals.id, id), eq(goals.userId, userId)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw goalNotFound();
  return row;
}
