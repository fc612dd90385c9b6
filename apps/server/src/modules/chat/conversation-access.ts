import { eq } from 'drizzle-orm';
import { CHAT_MESSAGES, isUuid } from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import { chatConversations, users } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import type { Viewer } from '../../lib/viewer.ts';
import type { ConversationRow } from './chat-store.ts';

export interface StaffConversation {
  conversation: ConversationRow;
  investor: { id: string; name: string; email: string };
  consultantId: string | null;
}

/**
 * A conversation as staff may touch it. Admins: any. A consultant: their own clients', and
 * the shared queue's (those with no consultant) to read and claim. Someone else's client is
 * a 404 to read, as ids are not probed, and a 403 to write (issue #15).
 */
export async function staffConversation(
  db: Db,
  viewer: Viewer,
  id: string,
  mode: 'read' | 'write',
  options: { forUpdate?: boolean } = {},
): Promise<StaffConversation> {
  if (!isUuid(id)) throw notFound();
  const query = db
    .select({
      conversation: chatConversations,
      investorName: users.name,
      investorEmail: users.email,
      consultantId: users.consultantId,
    })
    .from(chatConversations)
    .innerJoin(users, eq(users.id, chatConversations.investorId))
    .where(eq(chatConversations.id, id));
  const [row] = options.forUpdate
    ? await query.for('update', { of: chatConversations })
    : await query;
  if (!row) throw notFound();
  const found: StaffConversation = {
    conversation: row.conversation,
    investor: { id: row.conversation.investorId, name: row.investorName, email: row.investorEmail },
    consultantId: row.consultantId,
  };
  if (viewer.role === 'admin' || row.consultantId === viewer.id) return found;
  if (row.consultantId === null) {
    if (mode === 'read') return found;
    throw forbidden(CHAT_MESSAGES.claimFirst);
  }
  if (mode === 'write') throw forbidden(CHAT_MESSAGES.notYours);
  throw notFound();
}

/** The investor's consultant (null: the shared queue). */
export async function consultantOf(db: Db, investorId: string): Promise<string | null> {
  const [row] = await db
    .select({ consultantId: users.consultantId })
    .from(users)
    .where(eq(users.id, investorId));
  return row?.consultantId ?? null;
}
