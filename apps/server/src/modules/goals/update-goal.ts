import { eq } from 'drizzle-orm';
import type { TGoalResult, TGoalUpdateInput } from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import { goals } from '../../db/schema/index.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { findOwnGoal } from './find-own-goal.ts';
import { goalDueDay, toGoalView } from './goal-view.ts';
import { projectionBasis } from './projection-basis.ts';

/**
 * Changes one of the viewer's own goals (another investor's id is a 404). A new term counts
 * from the goal's original creation date, as docs/product.md §3 defines the deadline: the
 * goal keeps its history and 12 → 18 months moves the deadline six months later. Creating a goal
 * is what gamification rewards; editing one records nothing.
 */
export async function updateGoal(
  db: Db,
  viewer: Viewer,
  id: string,
  body: TGoalUpdateInput,
  now = new Date(),
): Promise<TGoalResult> {
  const row = await db.transaction(async (tx) => {
    const current = await findOwnGoal(tx, viewer.id, id, { forUpdate: true });
    const termMonths = body.termMonths ?? current.termMonths;
    const [updated] = await tx
      .update(goals)
      .set({
        ...(body.name !== undefined && { name: body.name }),
        ...(body.targetCents !== undefined && { targetCents: body.targetCents }),
        ...(body.accumulatedCents !== undefined && { accumulatedCents: body.accumulatedCents }),
        ...(body.priority !== undefined && { priority: body.priority }),
        ...(body.monthlyIncomeCents !== undefined && {
          monthlyIncomeCents: body.monthlyIncomeCents,
        }),
        ...(body.monthlyExpensesCents !== undefined && {
          monthlyExpensesCents: body.monthlyExpensesCents,
        }),
        termMonths,
        dueDate: goalDueDay(current.createdAt, termMonths),
        updatedAt: now,
      })
      .where(eq(goals.id, current.id))
      .returning();
    if (!updated) throw new Error('goal not updated');
    return updated;
  });
  const basis = await projectionBasis(db, viewer.id);
  return { goal: toGoalView(row, basis, now), projectionBasis: basis };
}
