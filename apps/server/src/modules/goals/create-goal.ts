import { count, eq, sql } from 'drizzle-orm';
import {
  GOAL_LIMITS,
  GOAL_MESSAGES,
  type TGoalCreateInput,
  type TGoalCreateResult,
} from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import { goals } from '../../db/schema/index.ts';
import { conflict } from '../../lib/app-error.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { recordActivity } from '../gamification/index.ts';
import { goalDueDay, toGoalView } from './goal-view.ts';
import { projectionBasis } from './projection-basis.ts';

/** Serialises one investor's goal creations, so the per-investor limit holds under concurrency. */
export async function lockGoals(tx: Db, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`goals:${userId}`}))`);
}

/**
 * Creates one of the viewer's goals (the body is already validated by the contract). The
 * deadline is creation + term months (domain goalDueDate). In the same transaction it records
 * the goal-created activity (mission create-objetivo, badge first-goal), so the goal and what it
 * earned are saved together or not at all.
 */
export async function createGoal(
  db: Db,
  viewer: Viewer,
  body: TGoalCreateInput,
  now = new Date(),
): Promise<TGoalCreateResult> {
  const { row, achievements } = await db.transaction(async (tx) => {
    await lockGoals(tx, viewer.id);
    const [existing] = await tx
      .select({ n: count() })
      .from(goals)
      .where(eq(goals.userId, viewer.id));
    if ((existing?.n ?? 0) >= GOAL_LIMITS.maxGoalsPerInvestor)
      throw conflict(GOAL_MESSAGES.tooMany);

    const [inserted] = await tx
      .insert(goals)
      .values({
        userId: viewer.id,
        name: body.name,
        targetCents: body.targetCents,
        accumulatedCents: body.accumulatedCents,
        termMonths: body.termMonths,
        priority: body.priority,
        monthlyIncomeCents: body.monthlyIncomeCents,
        monthlyExpensesCents: body.monthlyExpensesCents,
        createdAt: now,
        dueDate: goalDueDay(now, body.termMonths),
        updatedAt: now,
      })
      .returning();
    if (!inserted) throw new Error('goal not inserted');
    const activity = await recordActivity(tx, viewer.id, { type: 'goal-created', at: now });
    return { row: inserted, achievements: activity.achievements };
  });
  const basis = await projectionBasis(db, viewer.id);
  return { goal: toGoalView(row, basis, now), projectionBasis: basis, achievements };
}
