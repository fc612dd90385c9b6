import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { RecommendationPreferences } from '@algoone/domain';
import { users } from './auth.ts';
import { brokers } from './brokers.ts';

/** docs/product.md §9: reading A's defaults, used until the investor states preferences. */
const DEFAULT_PREFERENCES = sql`'{"cryptoInterest":false,"noStocks":false,"internationalInterest":true}'::jsonb`;

/** What the onboarding collects about an investor beyond the account itself. */
export const investorProfiles = pgTable('investor_profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Digits only, with area code. */
  phone: text('phone'),
  preferences: jsonb('preferences')
    .$type<RecommendationPreferences>()
    .notNull()
    .default(DEFAULT_PREFERENCES),
  /** One of the suggested goal names, chosen at step 4; the goals capability reads it later. */
  firstGoalName: text('first_goal_name'),
  /** The dashboard tracker's manual toggles for steps 3 and 4 (kept, docs/product.md §10). */
  brokerStepDone: boolean('broker_step_done').notNull().default(false),
  allocationStepDone: boolean('allocation_step_done').notNull().default(false),
  onboardingCompletedAt: timestamp('onboarding_completed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The brokers an investor uses or means to open an account with. */
export const investorBrokers = pgTable(
  'investor_brokers',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    brokerId: text('broker_id')
      .notNull()
      .references(() => brokers.id),
    selectedAt: timestamp('selected_at', { withTimezone: true }).notNull().defaultNow(),
    accountConfirmedAt: timestamp('account_confirmed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.brokerId] }),
    index('investor_brokers_broker_idx').on(t.brokerId),
  ],
);

/**
 * Every net-worth figure the investor gives, in order: the onboarding's patrimônio is the
 * first. The history feeds the return for the year (Modified Dietz).
 */
export const netWorthSnapshots = pgTable(
  'net_worth_snapshots',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('net_worth_snapshots_user_idx').on(t.userId, t.recordedAt.desc()),
    check('net_worth_snapshots_amount_check', sql`${t.amountCents} >= 0`),
  ],
);
