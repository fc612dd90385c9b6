import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { DEFAULT_GOAL_PRIORITY, GOAL_PRIORITIES } from '@algoone/domain';
import { GOAL_LIMITS } from '@algoone/contracts';
import { users } from './auth.ts';

const inList = (values: readonly string[]) =>
  sql.raw(`(${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ')})`);

/**
 * The investor's goals (docs/product.md §3). Money in centavos. `due_date` = creation + term months
 * on the São Paulo calendar, month-end clamped (domain goalDueDate), stored as the calendar day
 * for queries such as the admin's "at risk first"; the rules evaluate the exact instant
 * goalDueDate(created_at, term_months), which that day is the São Paulo date of.
 */
export const goals = pgTable(
  'goals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    targetCents: bigint('target_cents', { mode: 'number' }).notNull(),
    accumulatedCents: bigint('accumulated_cents', { mode: 'number' }).notNull().default(0),
    termMonths: integer('term_months').notNull(),
    priority: text('priority', { enum: GOAL_PRIORITIES }).notNull().default(DEFAULT_GOAL_PRIORITY),
    /** Null when the investor did not say (optional, docs/product.md §3); then no status. */
    monthlyIncomeCents: bigint('monthly_income_cents', { mode: 'number' }),
    monthlyExpensesCents: bigint('monthly_expenses_cents', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The list (newest first) and the per-investor count.
    index('goals_user_created_idx').on(t.userId, t.createdAt.desc()),
    // /admin/objetivos: every client's goals by due date, a page at a time (at risk first).
    index('goals_due_idx').on(t.dueDate, t.id),
    check(
      'goals_target_check',
      sql`${t.targetCents} > 0 and ${t.targetCents} <= ${sql.raw(String(GOAL_LIMITS.maxAmountCents))}`,
    ),
    check(
      'goals_accumulated_check',
      sql`${t.accumulatedCents} >= 0 and ${t.accumulatedCents} <= ${sql.raw(String(GOAL_LIMITS.maxAmountCents))}`,
    ),
    check(
      'goals_term_check',
      sql`${t.termMonths} between ${sql.raw(String(GOAL_LIMITS.minTermMonths))} and ${sql.raw(String(GOAL_LIMITS.maxTermMonths))}`,
    ),
    check('goals_priority_check', sql`${t.priority} in ${inList(GOAL_PRIORITIES)}`),
    check(
      'goals_budget_check',
      sql`(${t.monthlyIncomeCents} is null or ${t.monthlyIncomeCents} >= 0) and (${t.monthlyExpensesCents} is null or ${t.monthlyExpensesCents} >= 0)`,
    ),
    check(
      'goals_name_check',
      sql`length(${t.name}) between 1 and ${sql.raw(String(GOAL_LIMITS.nameMaxLength))}`,
    ),
  ],
);
