import { date, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Banco Central's SGS series 12: the CDI rate of each business day, in percent for that day
 * (0.055131 = 0,055131%). Synced from the SGS API; the dashboard reads only this table.
 */
export const cdiRates = pgTable('cdi_rates', {
  date: date('date', { mode: 'string' }).primaryKey(),
  ratePercent: numeric('rate_percent', { precision: 12, scale: 8, mode: 'number' }).notNull(),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row per background job shared by every app server ('cdi'): a node claims the job with a
 * short lease, so that several nodes do not all call the same external service.
 */
export const syncState = pgTable('sync_state', {
  key: text('key').primaryKey(),
  lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
  lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  /** Another node is syncing until then. */
  leaseUntil: timestamp('lease_until', { withTimezone: true }),
  lastError: text('last_error'),
  /** The first day the stored data covers. */
  coverageFrom: date('coverage_from', { mode: 'string' }),
});
