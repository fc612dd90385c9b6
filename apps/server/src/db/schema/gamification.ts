import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { ACHIEVEMENT_KINDS } from '@algoone/contracts';
import { users } from './auth.ts';

const inList = (values: readonly string[]) =>
  sql.raw(`(${values.map((value) => `'${value}'`).join(', ')})`);

/**
 * Everything an investor did that gamification reacts to (the domain's `GamificationEvent`), as
 * it happened. Append-only: progress is derived from `progress_grants`, this is the record.
 */
export const activityEvents = pgTable(
  'activity_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    /** The event's other fields (without `type` and `at`). */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    /** ISO week of `occurred_at` in São Paulo, 'YYYY-Www'. */
    weekKey: text('week_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('activity_events_user_idx').on(t.userId, t.occurredAt.desc())],
);

/**
 * What an investor earned: missions (once per ISO week), badges, modules and levels (once
 * ever). The unique key is what makes each grant count once, even under concurrent requests.
 * XP is the sum of `xp`.
 */
export const progressGrants = pgTable(
  'progress_grants',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ACHIEVEMENT_KINDS }).notNull(),
    /** Mission id, badge id, module id or level number. */
    ref: text('ref').notNull(),
    /** The ISO week key for missions, '' otherwise. */
    period: text('period').notNull().default(''),
    xp: integer('xp').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('progress_grants_once').on(t.userId, t.kind, t.ref, t.period),
    index('progress_grants_user_recent_idx').on(t.userId, t.completedAt.desc(), t.id.desc()),
    check('progress_grants_kind_check', sql`${t.kind} in ${inList(ACHIEVEMENT_KINDS)}`),
    check('progress_grants_xp_check', sql`${t.xp} >= 0`),
    check('progress_grants_period_check', sql`(${t.kind} = 'mission') = (${t.period} <> '')`),
  ],
);
