import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import {
  THEO_MESSAGES,
  isUuid,
  type TTheoConversation,
  type TTheoMessage,
} from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import { theoConversations, theoHandoffs, theoMessages } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';

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
