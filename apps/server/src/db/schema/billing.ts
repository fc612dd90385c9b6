import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { LIVE_SUBSCRIPTION_STATUSES, PLAN_PERIODS, SUBSCRIPTION_STATUSES } from '@algoone/domain';
import { users } from './auth.ts';

const inList = (values: readonly string[]) =>
  sql.raw(`(${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ')})`);

/**
 * One row per subscription (docs/decisions/019-billing.md). A new checkout after an expired one
 * is a new row; the partial unique index keeps at most one live subscription per investor, which
 * is what makes a double click on "Assinar" harmless even across nodes.
 */
export const billingSubscriptions = pgTable(
  'billing_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan: text('plan').notNull(),
    status: text('status').notNull().default('pending'),
    provider: text('provider').notNull(),
    providerCustomerId: text('provider_customer_id'),
    providerSubscriptionId: text('provider_subscription_id'),
    providerCheckoutId: text('provider_checkout_id'),
    /** The client's key for the subscribe click: the same key never makes a second checkout. */
    idempotencyKey: text('idempotency_key').notNull(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    firstPaidAt: timestamp('first_paid_at', { withTimezone: true }),
    lastEventAt: timestamp('last_event_at', { withTimezone: true }),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /**
     * A change in progress (cancel, refund, plan switch): taken by one conditional UPDATE before
     * the provider is called and cleared in the transaction that records the outcome, so parallel
     * requests get a 409 instead of calling the provider again. Kept apart from `status`, which
     * stays the domain's: access and webhooks go on as usual while the provider answers.
     */
    changeClaimId: uuid('change_claim_id'),
    changeClaimedAt: timestamp('change_claimed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('billing_subscriptions_plan_check', sql`${t.plan} in ${inList(PLAN_PERIODS)}`),
    check(
      'billing_subscriptions_status_check',
      sql`${t.status} in ${inList(SUBSCRIPTION_STATUSES)}`,
    ),
    check('billing_subscriptions_provider_check', sql`${t.provider} in ('demo', 'stripe')`),
    uniqueIndex('billing_subscriptions_live_idx')
      .on(t.userId)
      .where(sql`${t.status} in ${inList(LIVE_SUBSCRIPTION_STATUSES)}`),
    uniqueIndex('billing_subscriptions_idempotency_idx').on(t.userId, t.idempotencyKey),
    uniqueIndex('billing_subscriptions_provider_sub_idx').on(t.providerSubscriptionId),
    index('billing_subscriptions_customer_idx').on(t.providerCustomerId),
    index('billing_subscriptions_status_idx').on(t.status, t.canceledAt),
  ],
);

/** A charge: paid, failed or refunded, with its receipt (the provider's, or our PDF for the demo). */
export const billingInvoices = pgTable(
  'billing_invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => billingSubscriptions.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    providerInvoiceId: text('provider_invoice_id').notNull(),
    /** Stripe's charge or payment intent, for refunds. */
    providerPaymentId: text('provider_payment_id'),
    plan: text('plan').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    receiptUrl: text('receipt_url'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('billing_invoices_status_check', sql`${t.status} in ('paid', 'failed', 'refunded')`),
    check('billing_invoices_amount_check', sql`${t.amountCents} >= 0`),
    uniqueIndex('billing_invoices_provider_idx').on(t.providerInvoiceId),
    index('billing_invoices_user_idx').on(t.userId, t.createdAt.desc()),
  ],
);

/**
 * Every provider event received, by its id: an id seen before is not processed again, so replays
 * are harmless; one that names no subscription we know is kept as `unmatched` for staff to see.
 */
export const billingEvents = pgTable(
  'billing_events',
  {
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    type: text('type').notNull(),
    outcome: text('outcome').notNull(),
    subscriptionId: uuid('subscription_id').references(() => billingSubscriptions.id, {
      onDelete: 'set null',
    }),
    payload: jsonb('payload').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('billing_events_outcome_check', sql`${t.outcome} in ('applied', 'ignored', 'unmatched')`),
    index('billing_events_outcome_idx').on(t.outcome, t.receivedAt.desc()),
  ],
);

export type BillingSubscriptionRow = typeof billingSubscriptions.$inferSelect;
export type BillingInvoiceRow = typeof billingInvoices.$inferSelect;
