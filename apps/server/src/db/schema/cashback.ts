import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  CASHBACK_STATUSES,
  MAX_CASHBACK_ENTRY_CENTS,
  MAX_CASHBACK_RATE_BPS,
} from '@algoone/domain';
import { users } from './auth.ts';
import { brokers } from './brokers.ts';

const inList = (values: readonly string[]) =>
  sql.raw(`(${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ')})`);
const MAX_CENTS = sql.raw(String(MAX_CASHBACK_ENTRY_CENTS));

/**
 * Each broker's cashback rate over time: from `effective_month` (the first day of a month) on,
 * until the next row, the broker's annual rate is `annual_bps` of net worth. Rows are added,
 * never changed (docs/decisions/013-cashback-ledger.md).
 */
export const cashbackRates = pgTable(
  'cashback_rates',
  {
    brokerId: text('broker_id')
      .notNull()
      .references(() => brokers.id, { onDelete: 'cascade' }),
    effectiveMonth: date('effective_month', { mode: 'string' }).notNull(),
    annualBps: integer('annual_bps').notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.brokerId, t.effectiveMonth] }),
    check('cashback_rates_month_check', sql`extract(day from ${t.effectiveMonth}) = 1`),
    check(
      'cashback_rates_bps_check',
      sql`${t.annualBps} between 0 and ${sql.raw(String(MAX_CASHBACK_RATE_BPS))}`,
    ),
  ],
);

/** One CSV file a staff member imported: what it created, skipped and rejected. */
export const cashbackImports = pgTable('cashback_imports', {
  id: uuid('id').primaryKey().defaultRandom(),
  fileName: text('file_name').notNull(),
  /** SHA-256 of the file's bytes, to recognise the same file in the audit log. */
  sha256: text('sha256').notNull(),
  createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lineCount: integer('line_count').notNull(),
  createdCount: integer('created_count').notNull(),
  duplicateCount: integer('duplicate_count').notNull(),
  rejectedCount: integer('rejected_count').notNull(),
});

/**
 * The cashback ledger: one row per credit (or forecast, or reversal) of a broker's rebate to
 * an investor for a reference month. Append-only: a correction is a new row (a reversal, then
 * the right credit). `entry_key` is the domain's `entryKey`, unique, so re-importing a file or
 * sending a form twice writes nothing.
 */
export const cashbackEntries = pgTable(
  'cashback_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    brokerId: text('broker_id')
      .notNull()
      .references(() => brokers.id),
    referenceMonth: date('reference_month', { mode: 'string' }).notNull(),
    receivedCents: bigint('received_cents', { mode: 'number' }).notNull(),
    passedOnCents: bigint('passed_on_cents', { mode: 'number' }).notNull(),
    status: text('status', { enum: CASHBACK_STATUSES }).notNull(),
    creditedAt: timestamp('credited_at', { withTimezone: true }),
    /** Null for a manual entry; else the import that created the row. */
    importId: uuid('import_id').references(() => cashbackImports.id),
    entryKey: text('entry_key').notNull(),
    recordedBy: text('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cashback_entries_key_idx').on(t.entryKey),
    // The investor's statement (newest month first) and the admin's monthly totals.
    index('cashback_entries_user_month_idx').on(t.userId, t.referenceMonth.desc()),
    index('cashback_entries_month_broker_idx').on(t.referenceMonth, t.brokerId),
    check('cashback_entries_month_check', sql`extract(day from ${t.referenceMonth}) = 1`),
    check('cashback_entries_status_check', sql`${t.status} in ${inList(CASHBACK_STATUSES)}`),
    check(
      'cashback_entries_amounts_check',
      sql`${t.receivedCents} between 0 and ${MAX_CENTS} and ${t.passedOnCents} between 0 and ${t.receivedCents}`,
    ),
    check(
      'cashback_entries_credited_check',
      sql`(${t.status} = 'previsto') = (${t.creditedAt} is null)`,
    ),
  ],
);
