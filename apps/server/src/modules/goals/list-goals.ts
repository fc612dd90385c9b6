import { desc, eq } from 'drizzle-orm';
import { GOAL_LIMITS, type TGoalList } from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import { goals, investorProfiles } from '../../db/schema/index.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { summarizeGoals, toGoalView, warningsFor } from './goal-view.ts';
import { projectionBasis } from './projection-basis.ts';

/** The goal the investor picked at the onboarding's step 4, if any. */
async function onboardingGoalName(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ name: investorProfiles.firstGoalName })
    .from(investorProfiles)
    .where(eq(investorProfiles.userId, userId));
  return row?.name ?? null;
}

/**
 * /objetivos in one call: the viewer's goals, newest first, each with its figures and
 * projection, plus the summary cards and the warnings. A fixed number of queries whatever the
 * number of goals.
 */
export async function listGoals(db: Db, viewer: Viewer, now = new Date()): Promise<TGoalList> {
  const [rows, basis] = await Promise.all([
    db
      .select()
      .from(goals)
      .where(eq(goals.userId, viewer.id))
      .orderBy(desc(goals.createdAt), desc(goals.id)),
    projectionBasis(db, viewer.id),
  ]);
  const views = rows.map((row) => toGoalView(row, basis, now));
  // Offered in the wizard until the first goal exists.
  const firstGoalName = rows.length === 0 ? await onboardingGoalName(db, viewer.id) : null;
  return {
    goals: views,
    summary: summarizeGoals(rows, views),
    warnings: warningsFor(rows, now),
    projectionBasis: basis,
    limits: { maxGoals: GOAL_LIMITS.maxGoalsPerInvestor },
    firstGoalName,
  };
}
