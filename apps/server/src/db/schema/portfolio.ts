import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { APORTE_CATEGORIES, BROKER_IDS, PORTFOLIO_CATEGORIES } from '@algoone/domain';
import { users } from './auth.ts';

const inList = (values: readonly string[]) =>
  sql.raw(`(${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ')})`);

/**
 * The investor's aportes (docs/product.md §3): amount, day, broker, category. Brokers: the aporte
 * form's list (the catalogue's plus "Outra"), so they are checked against the domain's ids
 * rather than the brokers table.
 */
export const contributions = pgTable(
  'contributions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** The day of the aporte on the São Paulo calendar. */
    contributedOn: date('contributed_on', { mode: 'string' }).notNull(),
    brokerId: text('broker_id').notNull(),
    category: text('category', { enum: APORTE_CATEGORIES }).notNull(),
    /**
     * Null for what the investor typed; 'b3:YYYY-MM' for a month's net money in read from a
     * Movimentação (docs/decisions/027-b3-import.md), one per month, so a re-import adds nothing.
     */
    sourceKey: text('source_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Lists (newest first), the period filters, the dashboard's count, sum and latest five.
    // Migration 0009 adds INCLUDE (amount_cents) so the sums are index-only scans.
    index('contributions_user_date_idx').on(t.userId, t.contributedOn.desc(), t.createdAt.desc()),
    uniqueIndex('contributions_source_key_idx').on(t.userId, t.sourceKey),
    check('contributions_amount_check', sql`${t.amountCents} > 0`),
    check('contributions_category_check', sql`${t.category} in ${inList(APORTE_CATEGORIES)}`),
    check('contributions_broker_check', sql`${t.brokerId} in ${inList(BROKER_IDS)}`),
  ],
);

/** The current portfolio by category (docs/product.md §9); one row per category once saved. */
export const portfolioHoldings = pgTable(
  'portfolio_holdings',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text('category', { enum: PORTFOLIO_CATEGORIES }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /**
     * The amount is the sum of the category's securities from B3 files (security_holdings),
     * rewritten by every import; false for what the investor typed (ADR 027).
     */
    fromB3: boolean('from_b3').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.category] }),
    check('portfolio_holdings_amount_check', sql`${t.amountCents} >= 0`),
    check(
      'portfolio_holdings_category_check',
      sql`${t.category} in ${inList(PORTFOLIO_CATEGORIES)}`,
    ),
  ],
);

/**
 * Each client's drift from their latest recommendation (ADR 024), written with the domain's
 * bands whenever the holdings or the recommendation change, so that /admin/carteiras sorts and
 * pages 100,000 clients in SQL instead of evaluating them all on every request. A client with
 * no recommendation or an empty portfolio has no row.
 */
export const portfolioDrift = pgTable(
  'portfolio_drift',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The recommendation's profile, for the screen's filter. */
    profile: text('profile').notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    outOfProfile: boolean('out_of_profile').notNull(),
    distancePp: doublePrecision('distance_pp').notNull(),
    /** The domain's per-class drift, as the screen shows it. */
    classes: jsonb('classes').notNull(),
    evaluatedAt: timestamp('evaluated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Migration 0024 also adds portfolio_drift_cover_idx: (user_id) INCLUDE (out_of_profile,
  // distance_pp, profile), which drizzle cannot declare, so a consultant's counts read the index.
  (t) => [
    index('portfolio_drift_order_idx').on(t.outOfProfile.desc(), t.distancePp.desc(), t.userId),
  ],
);
