import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * Theo (docs/decisions/017-theo.md). The provider settings are one row the admin edits; the
 * key is stored only encrypted (AES-256-GCM, key from the environment).
 */
export const theoSettings = pgTable(
  'theo_settings',
  {
    id: integer('id').primaryKey().default(1),
    baseUrl: text('base_url'),
    model: text('model').notNull(),
    /** base64(iv ‖ tag ‖ ciphertext); null after 'Desconectar'. */
    apiKeyCiphertext: text('api_key_ciphertext'),
    /** The last four characters, for the masked display. */
    apiKeyHint: text('api_key_hint'),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('theo_settings_single_row', sql`${t.id} = 1`)],
);

export const theoConversations = pgTable(
  'theo_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The first question, shortened; 'Nova conversa' until there is one. */
    title: text('title').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('theo_conversations_user_idx').on(t.userId, t.updatedAt)],
);

export const theoMessages = pgTable(
  'theo_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => theoConversations.id, { onDelete: 'cascade' }),
    /** Denormalised owner: every lookup filters by it. */
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['user', 'theo'] }).notNull(),
    content: text('content').notNull(),
    /** Which mode answered; null for the investor's questions. */
    mode: text('mode', { enum: ['ai', 'basic'] }),
    needsEscalation: boolean('needs_escalation').notNull().default(false),
    interrupted: boolean('interrupted').notNull().default(false),
    feedback: text('feedback', { enum: ['up', 'down'] }),
    feedbackAt: timestamp('feedback_at', { withTimezone: true }),
    /**
     * On Theo's replies, the question answered (null on questions and on replies stored before
     * issue #30). Unique: a question has one reply, whether the streamed answer or 'Ver resposta
     * do modo básico' stores it first.
     */
    replyTo: uuid('reply_to').references((): AnyPgColumn => theoMessages.id, {
      onDelete: 'cascade',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('theo_messages_conversation_idx').on(t.conversationId, t.createdAt),
    uniqueIndex('theo_messages_reply_to_idx').on(t.replyTo),
    // The per-investor rate limit counts recent questions.
    index('theo_messages_user_recent_idx').on(t.userId, t.role, t.createdAt),
    check('theo_messages_role_check', sql`${t.role} in ('user', 'theo')`),
    check(
      'theo_messages_feedback_check',
      sql`${t.feedback} is null or ${t.feedback} in ('up', 'down')`,
    ),
  ],
);

/**
 * LGPD consent to send the investor's data to the provider named in `provider` (host and
 * model). Append-only history: withdrawing sets `withdrawn_at`; a new provider needs a new row.
 */
export const theoConsents = pgTable(
  'theo_consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [index('theo_consents_user_idx').on(t.userId, t.grantedAt)],
);

/**
 * 'Encaminhar ao consultor': a hand-off request the consultant chat picks up (the contract is
 * in docs/decisions/018-theo-handoff-contract.md). `consultant_id` is the investor's consultant
 * when it was sent (null when none was assigned yet: the chat routes it on assignment).
 */
export const theoHandoffs = pgTable(
  'theo_handoffs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    consultantId: text('consultant_id').references(() => users.id, { onDelete: 'set null' }),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => theoConversations.id, { onDelete: 'cascade' }),
    messageId: uuid('message_id')
      .notNull()
      .references(() => theoMessages.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    excerpt: text('excerpt').notNull(),
    status: text('status', { enum: ['pending', 'delivered'] })
      .notNull()
      .default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** The chat message the hand-off became, set by the chat when it delivers it. */
    chatMessageId: text('chat_message_id'),
  },
  (t) => [
    uniqueIndex('theo_handoffs_message_idx').on(t.messageId),
    index('theo_handoffs_pending_idx').on(t.status, t.createdAt),
    check('theo_handoffs_status_check', sql`${t.status} in ('pending', 'delivered')`),
  ],
);

/** Tokens per investor per São Paulo month ('YYYY-MM'): the budget and the admin's usage. */
export const theoUsage = pgTable(
  'theo_usage',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    month: text('month').notNull(),
    requests: integer('requests').notNull().default(0),
    promptTokens: integer('prompt_tokens').notNull().default(0),
    completionTokens: integer('completion_tokens').notNull().default(0),
    /**
     * Tokens held by answers still in flight (reserved before the provider is called, settled
     * to the real usage after), so parallel questions cannot all spend the same budget left.
     */
    reservedTokens: integer('reserved_tokens').notNull().default(0),
    /** When the reservations lapse: an answer whose process died never settles its own. */
    reservedUntil: timestamp('reserved_until', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.month] }), index('theo_usage_month_idx').on(t.month)],
);
