import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { OPTIONAL_CONSENT_PURPOSES, PRIVACY_REQUEST_KINDS } from '@algoone/domain';
import { users } from './auth.ts';

const inList = (values: readonly string[]) =>
  sql.raw(`(${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ')})`);

/**
 * Optional consents (docs/decisions/021-privacy.md), append-only: each grant or withdrawal is a
 * row, the newest per purpose is the current answer, and the rows are the history LGPD asks for.
 */
export const optionalConsents = pgTable(
  'optional_consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    granted: boolean('granted').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
  },
  (t) => [
    check(
      'optional_consents_purpose_check',
      sql`${t.purpose} in ${inList(OPTIONAL_CONSENT_PURPOSES)}`,
    ),
    index('optional_consents_user_idx').on(t.userId, t.purpose, t.at.desc()),
  ],
);

/** A data subject's request to the DPO (LGPD art. 18), with its protocol and legal deadline. */
export const privacyRequests = pgTable(
  'privacy_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 'LGPD-2026-000042': what the investor quotes; from a sequence, so never repeated. */
    protocol: text('protocol').notNull(),
    seq: integer('seq').generatedAlwaysAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    message: text('message').notNull(),
    status: text('status').notNull().default('open'),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredBy: text('answered_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('privacy_requests_kind_check', sql`${t.kind} in ${inList(PRIVACY_REQUEST_KINDS)}`),
    check('privacy_requests_status_check', sql`${t.status} in ('open', 'answered')`),
    uniqueIndex('privacy_requests_protocol_idx').on(t.protocol),
    index('privacy_requests_user_idx').on(t.userId, t.createdAt.desc()),
    index('privacy_requests_open_idx').on(t.status, t.dueAt),
  ],
);

/**
 * An account's deletion: asked for, then erased after the grace period unless the person signs in
 * again. The row outlives the erasure (ids and dates only) as the record that it happened.
 */
export const privacyDeletions = pgTable(
  'privacy_deletions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    eraseAfter: timestamp('erase_after', { withTimezone: true }).notNull(),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    erasedAt: timestamp('erased_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('privacy_deletions_pending_idx')
      .on(t.userId)
      .where(sql`${t.canceledAt} is null and ${t.erasedAt} is null`),
    index('privacy_deletions_due_idx').on(t.eraseAfter),
  ],
);

/**
 * The incident register (LGPD art. 48), append-only: no route changes or removes a row; a
 * correction or a later notification is a new row that names the one it follows.
 */
export const privacyIncidents = pgTable(
  'privacy_incidents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    follows: uuid('follows'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    description: text('description').notNull(),
    dataAffected: text('data_affected').notNull(),
    peopleAffected: integer('people_affected').notNull(),
    measures: text('measures').notNull(),
    authorityNotifiedAt: timestamp('authority_notified_at', { withTimezone: true }),
    subjectsNotifiedAt: timestamp('subjects_notified_at', { withTimezone: true }),
    recordedBy: text('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('privacy_incidents_people_check', sql`${t.peopleAffected} >= 0`),
    index('privacy_incidents_recorded_idx').on(t.recordedAt.desc()),
  ],
);
