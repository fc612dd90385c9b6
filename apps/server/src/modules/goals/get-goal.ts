import type { TGoalResult } from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { findOwnGoal } from './find-own-goal.ts';
import { toGoalView } from './goal-view.ts';
import { projectionBasis } from './projection-basis.ts';

/** One of the viewer's own goals with its figures; another investor's id is a 404. */
export async function getGoal(
  db: Db,
  viewer: Viewer,
  id: string,
  now = new Date(),
): Promise<TGoalResult> {
  const row = await findOwnGoal(db, viewer.id, id);
  const basis = await projectionBasis(db, viewer.id);
  return { goal: toGoalView(row, basis, now), projectionBasis: basis };
}
