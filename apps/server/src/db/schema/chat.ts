import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  CHAT_AUTHORS,
  CHAT_MESSAGE_KINDS,
  REVIEW_KINDS,
  REVIEW_STATUSES,
} from '@algoone/contracts';
import { users } from './auth.ts';
import { goals } from './goals.ts';

const inList = (values: readonly string[]) =>
  sql.raw(`(${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ')})`);

/**
 * One conversation per investor with whoever is their consultant (`users.consultant_id`; none
 * means the shared queue). `last_seq` numbers its messages: taken under this row's lock, so
 * sequence order is commit order and a reader resuming after seq N misses nothing. The four
 * marks say how far each side has received and read (docs/decisions/016-chat-live-delivery.md).
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    investorId: text('investor_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastSeq: integer('last_seq').notNull().default(0),
    investorDeliveredSeq: integer('investor_delivered_seq').notNull().default(0),
    investorReadSeq: integer('investor_read_seq').notNull().default(0),
    staffDeliveredSeq: integer('staff_delivered_seq').notNull().default(0),
    staffReadSeq: integer('staff_read_seq').notNull().default(0),
    /** When the automatic 24-hour acknowledgement was posted (once per conversation). */
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    /** The oldest investor message not yet answered by staff. */
    waitingSince: timestamp('waiting_since', { withTimezone: true }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    consultantEmailedAt: timestamp('consultant_emailed_at', { withTimezone: true }),
    investorEmailedAt: timestamp('investor_emailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_conversations_waiting_idx').on(t.waitingSince)],
);

export const chatReviewRequests = pgTable(
  'chat_review_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: REVIEW_KINDS }).notNull(),
    status: text('status', { enum: REVIEW_STATUSES }).notNull().default('pending'),
    /** ISO instants the investor proposed (schedule only), chronological. */
    proposedTimes: jsonb('proposed_times').$type<string[]>().notNull().default([]),
    counterTime: timestamp('counter_time', { withTimezone: true }),
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }),
    goalId: uuid('goal_id').references(() => goals.id, { onDelete: 'set null' }),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_review_requests_conversation_idx').on(t.conversationId, t.status),
    check('chat_review_requests_kind_check', sql`${t.kind} in ${inList(REVIEW_KINDS)}`),
    check('chat_review_requests_status_check', sql`${t.status} in ${inList(REVIEW_STATUSES)}`),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    kind: text('kind', { enum: CHAT_MESSAGE_KINDS }).notNull().default('text'),
    author: text('author', { enum: CHAT_AUTHORS }).notNull(),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    reviewRequestId: uuid('review_request_id').references(() => chatReviewRequests.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('chat_messages_conversation_seq_key').on(t.conversationId, t.seq),
    check('chat_messages_kind_check', sql`${t.kind} in ${inList(CHAT_MESSAGE_KINDS)}`),
    check('chat_messages_author_check', sql`${t.author} in ${inList(CHAT_AUTHORS)}`),
    // The per-person sending limit counts a person's messages of the last minute (ADR 016).
    index('chat_messages_author_recent_idx').on(t.authorId, t.createdAt),
  ],
);

/**
 * Who has a live stream open, per server node, refreshed while it stays open: "offline" for
 * the emails means no fresh row on any node.
 */
export const chatPresence = pgTable(
  'chat_presence',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    nodeId: text('node_id').notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.nodeId] })],
);

/**
 * Emails waiting to be sent, written in the same transaction as what caused them and sent by
 * any node's worker, retried with back-off (docs/decisions/015-email-outbox.md).
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    /**
     * The HTML alternative of `text` (lib/email-template.ts); null for rows queued before emails
     * had one, which are sent as plain text.
     */
    html: text('html'),
    /** An iCalendar invite attached as convite.ics. */
    ics: text('ics'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('email_outbox_pending_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null`),
    // The retention prune finds the oldest sent rows a batch at a time (lib/email-outbox.ts).
    index('email_outbox_sent_idx')
      .on(t.sentAt)
      .where(sql`${t.sentAt} is not null`),
  ],
);
