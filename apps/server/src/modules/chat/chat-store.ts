import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { alias, type PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { ChatAuthor } from '@algoone/domain';
import type { TChatMessage, TChatReceipts, TReviewRequest } from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/prepared-statement.ts';
import {
  chatConversations,
  chatMessages,
  chatPresence,
  chatReviewRequests,
  users,
} from '../../db/schema/index.ts';

/**
 * The channel chat writes notify: `<type>|<conversation id>|<consultant id or empty>`, or, when
 * what someone may read changed, `a|<user id or empty>|<conversation id or empty>|<session id or
 * empty>` (see the notify…Access… functions below).
 */
export const CHAT_CHANNEL = 'algoone_chat';
export type ChatNotice = 'm' | 'r' | 'c';

/** A presence row older than this means the person closed every stream (or the node died). */
export const PRESENCE_FRESH_SECONDS = 90;
/** Messages a conversation answers with; older ones are not shown. */
export const HISTORY_LIMIT = 200;

export type ConversationRow = typeof chatConversations.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;
export type ReviewRow = typeof chatReviewRequests.$inferSelect;

/** Ends streams on every node, delivered when the caller's transaction commits. */
async function notifyAccess(
  db: Db,
  target: { userId?: string; conversationId?: string; sessionId?: string },
): Promise<void> {
  const payload = `a|${target.userId ?? ''}|${target.conversationId ?? ''}|${target.sessionId ?? ''}`;
  await db.execute(sql`select pg_notify(${CHAT_CHANNEL}, ${payload})`);
}

/**
 * Someone's access to conversations changed (sessions ended, a role or a client taken away):
 * every node closes that person's open streams, delivered when the caller's transaction commits.
 * A browser that reconnects is checked again, so it gets back exactly what it may still read.
 */
export async function notifyChatAccessChanged(db: Db, userId: string): Promise<void> {
  await notifyAccess(db, { userId });
}

/**
 * One session ended (signed out, revoked from another device): every node closes the streams
 * opened with it; the person's other sessions keep theirs.
 */
export async function notifyChatSessionEnded(
  db: Db,
  userId: string,
  sessionId: string,
): Promise<void> {
  await notifyAccess(db, { userId, sessionId });
}

/**
 * One client moved away from a consultant: only that consultant's streams of that client's
 * conversation end; their inbox and other conversations stay open.
 */
export async function notifyClientMovedAway(
  db: Db,
  consultantId: string,
  investorId: string,
): Promise<void> {
  const [conversation] = await db
    .select({ id: chatConversations.id })
    .from(chatConversations)
    .where(eq(chatConversations.investorId, investorId));
  if (!conversation) return;
  await notifyAccess(db, { userId: consultantId, conversationId: conversation.id });
}

/**
 * Who may read one conversation changed for people we cannot name here (a queue conversation
 * claimed or assigned: every other consultant reading it loses it): every node checks each
 * stream of it again at once and ends those that lost access.
 */
export async function notifyConversationAccessChanged(
  db: Db,
  conversationId: string,
): Promise<void> {
  await notifyAccess(db, { conversationId });
}

/** Announces a change to every node, delivered when the caller's transaction commits. */
export async function notifyChat(
  db: Db,
  type: ChatNotice,
  conversationId: string,
  consultantId: string | null,
): Promise<void> {
  await db.execute(
    sql`select pg_notify(${CHAT_CHANNEL}, ${`${type}|${conversationId}|${consultantId ?? ''}`})`,
  );
}

/** A person as a conversation names them. */
export interface ChatPerson {
  id: string;
  name: string;
  email: string;
}

/** The investor's conversation and the consultant who answers it (null: the shared queue). */
export interface OwnConversation {
  conversation: ConversationRow;
  consultant: ChatPerson | null;
}

/** A conversation row as json_build_object gives it: instants as text. */
type JsonConversation = {
  [K in keyof ConversationRow]: ConversationRow[K] extends Date
    ? string
    : ConversationRow[K] extends Date | null
      ? string | null
      : ConversationRow[K];
};

const instant = (text: string | null) => (text === null ? null : new Date(text));

function toConversationRow(json: JsonConversation): ConversationRow {
  return {
    ...json,
    acknowledgedAt: instant(json.acknowledgedAt),
    waitingSince: instant(json.waitingSince),
    lastMessageAt: instant(json.lastMessageAt),
    consultantEmailedAt: instant(json.consultantEmailedAt),
    investorEmailedAt: instant(json.investorEmailedAt),
    createdAt: new Date(json.createdAt),
  };
}

/**
 * The investor's conversation, created on first use (idempotent under concurrency), with their
 * consultant: one statement, since every investor page's first view reads it (ADR 026).
 */
export async function ensureConversation(db: Db, investorId: string): Promise<OwnConversation> {
  const c = chatConversations;
  // `created` holds the row when this statement inserted it; otherwise the row was there
  // before the statement began and the second branch finds it.
  const read = async () =>
    rowsOf<{ conversation: JsonConversation; consultant: ChatPerson | null }>(
      await db.execute(sql`
        with created as (
          insert into ${c} (investor_id) values (${investorId})
          on conflict (investor_id) do nothing
          returning *
        ), own as (
          select * from created
          union all
          select * from ${c} where ${c.investorId} = ${investorId}
        )
        select
          json_build_object(
            'id', own.id, 'investorId', own.investor_id, 'lastSeq', own.last_seq,
            'investorDeliveredSeq', own.investor_delivered_seq,
            'investorReadSeq', own.investor_read_seq,
            'staffDeliveredSeq', own.staff_delivered_seq, 'staffReadSeq', own.staff_read_seq,
            'acknowledgedAt', own.acknowledged_at, 'waitingSince', own.waiting_since,
            'lastMessageAt', own.last_message_at,
            'consultantEmailedAt', own.consultant_emailed_at,
            'investorEmailedAt', own.investor_emailed_at, 'createdAt', own.created_at
          ) as "conversation",
          case when consultant.id is null then null else json_build_object(
            'id', consultant.id, 'name', consultant.name, 'email', consultant.email
          ) end as "consultant"
        from own
        left join ${users} investor on investor.id = own.investor_id
        left join ${users} consultant on consultant.id = investor.consultant_id
        limit 1
      `),
    );
  // Empty only when another request created the row after this statement began: it has
  // committed by now (the insert waited for it), so reading again finds it.
  const found = (await read())[0] ?? (await read())[0];
  if (!found) throw new Error('conversation not created');
  return { conversation: toConversationRow(found.conversation), consultant: found.consultant };
}

export interface NewMessage {
  kind: MessageRow['kind'];
  author: ChatAuthor;
  authorId: string | null;
  text: string;
  reviewRequestId?: string | null;
}

/**
 * Appends messages under the conversation row's lock, numbering them after `last_seq`: so
 * sequence order is commit order, and resuming after seq N loses nothing.
 */
export async function appendMessages(
  tx: Db,
  conversationId: string,
  consultantId: string | null,
  messages: readonly NewMessage[],
  set: PgUpdateSetSource<typeof chatConversations> = {},
): Promise<MessageRow[]> {
  const [row] = await tx
    .update(chatConversations)
    .set({
      ...set,
      lastSeq: sql`${chatConversations.lastSeq} + ${messages.length}`,
      lastMessageAt: sql`now()`,
    })
    .where(eq(chatConversations.id, conversationId))
    .returning({ lastSeq: chatConversations.lastSeq });
  if (!row) throw new Error('conversation vanished');
  const first = row.lastSeq - messages.length + 1;
  const inserted = await tx
    .insert(chatMessages)
    .values(
      messages.map((message, index) => ({
        conversationId,
        seq: first + index,
        kind: message.kind,
        author: message.author,
        authorId: message.authorId,
        text: message.text,
        reviewRequestId: message.reviewRequestId ?? null,
      })),
    )
    .returning();
  await notifyChat(tx, 'm', conversationId, consultantId);
  return inserted.sort((a, b) => a.seq - b.seq);
}

/** The one row a statement returned (an insert or update by primary key). */
export function one<T>(rows: readonly T[]): T {
  const [row] = rows;
  if (row === undefined) throw new Error('expected one row');
  return row;
}

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);

export function toReviewRequest(row: ReviewRow): TReviewRequest {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    proposedTimes: row.proposedTimes,
    counterTime: iso(row.counterTime),
    scheduledFor: iso(row.scheduledFor),
    goalId: row.goalId,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

const authors = alias(users, 'chat_authors');

/**
 * Messages of one conversation as the API shows them, with their authors' names and review
 * requests: `after` for what follows a seq (the live stream), otherwise the latest ones.
 * Two statements whatever the count.
 */
export async function readMessages(
  db: Db,
  conversationId: string,
  options: { after?: number; limit?: number } = {},
): Promise<TChatMessage[]> {
  const limit = options.limit ?? HISTORY_LIMIT;
  const base = db
    .select({ message: chatMessages, authorName: authors.name })
    .from(chatMessages)
    .leftJoin(authors, eq(authors.id, chatMessages.authorId));
  const rows =
    options.after === undefined
      ? (
          await base
            .where(eq(chatMessages.conversationId, conversationId))
            .orderBy(desc(chatMessages.seq))
            .limit(limit)
        ).reverse()
      : await base
          .where(
            and(
              eq(chatMessages.conversationId, conversationId),
              gt(chatMessages.seq, options.after),
            ),
          )
          .orderBy(asc(chatMessages.seq))
          .limit(limit);
  const requestIds = [
    ...new Set(rows.map((row) => row.message.reviewRequestId).filter((id) => id !== null)),
  ];
  const requests =
    requestIds.length === 0
      ? []
      : await db
          .select()
          .from(chatReviewRequests)
          .where(inArray(chatReviewRequests.id, requestIds));
  const byId = new Map(requests.map((request) => [request.id, toReviewRequest(request)]));
  return rows.map(({ message, authorName }) => ({
    id: message.id,
    seq: message.seq,
    kind: message.kind,
    author: message.author,
    authorName: message.author === 'system' ? null : authorName,
    text: message.text,
    createdAt: new Date(message.createdAt).toISOString(),
    reviewRequest: message.reviewRequestId ? (byId.get(message.reviewRequestId) ?? null) : null,
  }));
}

export function receiptsOf(row: ConversationRow): TChatReceipts {
  return {
    investorDeliveredSeq: row.investorDeliveredSeq,
    investorReadSeq: row.investorReadSeq,
    staffDeliveredSeq: row.staffDeliveredSeq,
    staffReadSeq: row.staffReadSeq,
  };
}

/** Unread messages for one side: those of the other side after its read mark. */
export async function unreadCount(
  db: Db,
  conversation: ConversationRow,
  side: 'investor' | 'staff',
): Promise<number> {
  const readSeq = side === 'investor' ? conversation.investorReadSeq : conversation.staffReadSeq;
  // Nothing is numbered past the row's last_seq: read up to it, nothing is unread.
  if (readSeq >= conversation.lastSeq) return 0;
  const others =
    side === 'investor'
      ? sql`${chatMessages.author} <> 'investor'`
      : sql`${chatMessages.author} = 'investor'`;
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(chatMessages)
    .where(
      and(eq(chatMessages.conversationId, conversation.id), gt(chatMessages.seq, readSeq), others),
    );
  return row?.count ?? 0;
}

/** Whether the person has a live stream open on any node. */
export async function isOnline(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: chatPresence.userId })
    .from(chatPresence)
    .where(
      and(
        eq(chatPresence.userId, userId),
        sql`${chatPresence.seenAt} > now() - make_interval(secs => ${PRESENCE_FRESH_SECONDS})`,
      ),
    )
    .limit(1);
  return !!row;
}

/** Name and email of a user, for messages and emails. */
export async function personOf(db: Db, userId: string | null): Promise<ChatPerson | null> {
  if (!userId) return null;
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}
