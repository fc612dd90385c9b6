// /admin/objetivos (issue #18): clients' goals, the ones at risk first.
import { ZPageCursor, zPageLimit } from './paging.ts';
import { z } from './zod-locale.ts';

export const ADMIN_GOALS_ROUTE = '/api/admin/goals';
export const ADMIN_GOALS_LIMIT = 200;

export const ADMIN_GOAL_FILTERS = ['all', 'at_risk', 'in_progress', 'reached'] as const;

export const ZAdminGoalsQuery = z.object({
  status: z.enum(ADMIN_GOAL_FILTERS, { error: 'Situação inválida.' }).default('all'),
  /** The `next` of the previous page. */
  after: ZPageCursor.optional(),
  limit: zPageLimit(ADMIN_GOALS_LIMIT).default(ADMIN_GOALS_LIMIT),
});

export const ZAdminGoal = z.object({
  id: z.string(),
  name: z.string(),
  investor: z.object({ id: z.string(), name: z.string() }),
  consultant: z.string().nullable(),
  targetCents: z.number().int(),
  accumulatedCents: z.number().int(),
  progressPercent: z.number(),
  dueDate: z.string(),
  atRisk: z.boolean(),
  reached: z.boolean(),
});
export type TAdminGoal = z.infer<typeof ZAdminGoal>;

export const ZAdminGoals = z.object({
  scope: z.enum(['all', 'own_clients']),
  goals: z.array(ZAdminGoal),
  /** The following page's cursor; null on the last page. */
  next: z.string().nullable(),
});
export type TAdminGoals = z.infer<typeof ZAdminGoals>;
