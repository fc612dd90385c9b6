import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { needsEscalation } from '@algoone/domain';
import {
  THEO_MESSAGES,
  isUuid,
  type TTheoConversation,
  type TTheoMessage,
} from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import { theoConversations, theoHandoffs, theoMessages } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Viewer } from '../../lib/viewer.ts';

export type ConversationRow = typeof theoConversations.$inferSelect;
export type MessageRow = typeof theoMessages.$inferSelect;

export const NEW_CONVERSATION_TITLE = 'Nova conversa';

/**
 * One of the investor's own conversations, or 404: another investor's id reads exactly like an
 * id that does not exist, so ids cannot be probed.
 */
export async function findOwnConversation(
  db: Db,
  userId: string,
  id: string,
): Promise<ConversationRow> {
  if (!isUuid(id)) throw notFound(THEO_MESSAGES.conversationNotFound);
  const [row] = await db
    .select()
    .from(theoConversations)
    .where(and(eq(theoConversations.id, id), eq(theoConversations.userId, userId)));
  if (!row) throw notFound(THEO_MESSAGES.conversationNotFound);
  return row;
}

/** One of the investor's own messages from Theo, or 404. */
export async function findOwnTheoMessage(db: Db, userId: string, id: string): Promise<MessageRow> {
  if (!isUuid(id)) throw notFound(THEO_MESSAGES.messageNotFound);
  const [row] = await db
    .select()
    .from(theoMessages)
    .where(
      and(eq(theoMessages.id, id), eq(theoMessages.userId, userId), eq(theoMessages.role, 'theo')),
    );
  if (!row) throw notFound(THEO_MESSAGES.messageNotFound);
  return row;
}

/** One of the investor's own questions, or 404. */
export async function findOwnQuestion(db: Db, userId: string, id: string): Promise<MessageRow> {
  if (!isUuid(id)) throw notFound(THEO_MESSAGES.messageNotFound);
  const [row] = await db
    .select()
    .from(theoMessages)
    .where(
      and(eq(theoMessages.id, id), eq(theoMessages.userId, userId), eq(theoMessages.role, 'user')),
    );
  if (!row) throw notFound(THEO_MESSAGES.messageNotFound);
  return row;
}

/** Theo's reply to `question`, if one is stored. */
export async function replyTo(db: Db, question: MessageRow): Promise<MessageRow | null> {
  const [row] = await db.select().from(theoMessages).where(eq(theoMessages.replyTo, question.id));
  return row ?? null;
}

/**
 * Stores Theo's reply to `question` unless one is there already, and returns the reply that
 * stands. A question has one reply (a unique index on `reply_to`): the streamed answer and 'Ver
 * resposta do modo básico' may race, on different nodes, and the first stored wins.
 */
export async function storeReply(
  db: Db,
  viewer: Viewer,
  question: MessageRow,
  reply: { content: string; mode: 'ai' | 'basic'; interrupted: boolean },
): Promise<{ row: MessageRow; stored: boolean }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(theoMessages)
      .values({
        conversationId: question.conversationId,
        userId: viewer.id,
        role: 'theo',
        content: reply.content,
        mode: reply.mode,
        interrupted: reply.interrupted,
        needsEscalation: needsEscalation(reply.content),
        replyTo: question.id,
      })
      .onConflictDoNothing({ target: theoMessages.replyTo })
      .returning();
    if (!row) {
      const existing = await replyTo(tx, question);
      if (!existing) throw new Error('reply neither stored nor found');
      return { row: existing, stored: false };
    }
    await tx
      .update(theoConversations)
      .set({ updatedAt: new Date() })
      .where(eq(theoConversations.id, question.conversationId));
    return { row, stored: true };
  });
}

export function toMessage(row: MessageRow, forwardedAt: Date | null = null): TTheoMessage {
  return {
    id: row.id,
    role: row.role,
    content: row.content,
    mode: row.mode,
    needsEscalation: row.needsEscalation,
    interrupted: row.interrupted,
    feedback: row.feedback,
    forwardedAt: forwardedAt ? forwardedAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The conversation with its messages, oldest first: two statements whatever its length. */
export async function conversationView(
  db: Db,
  conversation: ConversationRow,
): Promise<TTheoConversation> {
  const rows = await db
    .select()
    .from(theoMessages)
    .where(eq(theoMessages.conversationId, conversation.id))
    .orderBy(asc(theoMessages.createdAt), desc(theoMessages.role));
  const flagged = rows.filter((row) => row.needsEscalation).map((row) => row.id);
  const handoffs = flagged.length
    ? await db
        .select({ messageId: theoHandoffs.messageId, createdAt: theoHandoffs.createdAt })
        .from(theoHandoffs)
        .where(inArray(theoHandoffs.messageId, flagged))
    : [];
  const forwarded = new Map(handoffs.map((h) => [h.messageId, h.createdAt]));
  return {
    id: conversation.id,
    title: conversation.title,
    createdAt: conversation.createdAt.toISOString(),
    updatedAt: conversation.updatedAt.toISOString(),
    messages: rows.map((row) => toMessage(row, forwarded.get(row.id) ?? null)),
  };
}

/** The latest `limit` messages before the new question, oldest first, for the model. */
export async function recentMessages(
  db: Db,
  conversationId: string,
  limit: number,
): Promise<MessageRow[]> {
  if (limit === 0) return [];
  const rows = await db
    .select()
    .from(theoMessages)
    .where(eq(theoMessages.conversationId, conversationId))
    .orderBy(desc(theoMessages.createdAt))
    .limit(limit);
  return rows.reverse();
}
