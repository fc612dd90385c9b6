import { eq, sql } from 'drizzle-orm';
import type { TChatReceipts } from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import { chatConversations } from '../../db/schema/index.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { ensureConversation, notifyChat, one, receiptsOf } from './chat-store.ts';
import { staffConversation } from './conversation-access.ts';

/** Moves one side's read (and so delivered) mark forward, never back, never past the end. */
async function markRead(
  db: Db,
  conversationId: string,
  consultantId: string | null,
  side: 'investor' | 'staff',
  seq: number,
): Promise<TChatReceipts> {
  return db.transaction(async (tx) => {
    const upTo = sql`least(${seq}, ${chatConversations.lastSeq})`;
    const rows = await tx
      .update(chatConversations)
      .set(
        side === 'investor'
          ? {
              investorReadSeq: sql`greatest(${chatConversations.investorReadSeq}, ${upTo})`,
              investorDeliveredSeq: sql`greatest(${chatConversations.investorDeliveredSeq}, ${upTo})`,
            }
          : {
              staffReadSeq: sql`greatest(${chatConversations.staffReadSeq}, ${upTo})`,
              staffDeliveredSeq: sql`greatest(${chatConversations.staffDeliveredSeq}, ${upTo})`,
            },
      )
      .where(eq(chatConversations.id, conversationId))
      .returning();
    await notifyChat(tx, 'r', conversationId, consultantId);
    return receiptsOf(one(rows));
  });
}

/** POST /api/chat/conversation/read */
export async function markOwnRead(db: Db, viewer: Viewer, seq: number): Promise<TChatReceipts> {
  const { conversation, consultant } = await ensureConversation(db, viewer.id);
  return markRead(db, conversation.id, consultant?.id ?? null, 'investor', seq);
}

/** POST /api/chat/conversations/:id/read: only whoever may answer marks the staff side read. */
export async function markStaffRead(
  db: Db,
  viewer: Viewer,
  id: string,
  seq: number,
): Promise<TChatReceipts> {
  const found = await staffConversation(db, viewer, id, 'write');
  return markRead(db, found.conversation.id, found.consultantId, 'staff', seq);
}
