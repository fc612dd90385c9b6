import { boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Partner brokerages. Rates are kept in basis points of net worth per year so that the
 * catalogue staff edit and the domain's cashback rule agree to the centavo.
 */
export const brokers = pgTable('brokers', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** An image address for the broker's logo; null shows its initials. */
  logo: text('logo'),
  /**
   * The rate in force now: the latest of `cashback_rates` (schema/cashback.ts), written in the
   * same transaction as each new rate. The history answers "which rate in month X".
   */
  cashbackAnnualBps: integer('cashback_annual_bps').notNull(),
  rating: text('rating'),
  clients: text('clients'),
  features: jsonb('features').$type<string[]>().notNull().default([]),
  pros: jsonb('pros').$type<string[]>().notNull().default([]),
  cons: jsonb('cons').$type<string[]>().notNull().default([]),
  cashbackInfo: text('cashback_info'),
  createAccountUrl: text('create_account_url'),
  featured: boolean('featured').notNull().default(false),
  active: boolean('active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(100),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
