import { and, eq, isNull } from 'drizzle-orm';
import { CHAT_MESSAGES } from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { conflict, forbidden } from '../../lib/app-error.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { recordAudit } from '../audit/index.ts';
import { notifyChat, notifyConversationAccessChanged } from './chat-store.ts';
import { staffConversation } from './conversation-access.ts';

/**
 * POST /api/chat/conversations/:id/claim: a consultant takes a conversation from the shared
 * queue and becomes the investor's consultant. Two at once: one wins, the other gets a 409.
 */
export async function claimConversation(
  db: Db,
  viewer: Viewer,
  id: string,
  client: { ipAddress: string | null; userAgent: string | null },
): Promise<{ consultant: { id: string; name: string } }> {
  if (viewer.role !== 'consultant') throw forbidden();
  const found = await staffConversation(db, viewer, id, 'read');
  if (found.consultantId === viewer.id) return { consultant: { id: viewer.id, name: viewer.name } };
  await db.transaction(async (tx) => {
    const claimed = await tx
      .update(users)
      .set({ consultantId: viewer.id })
      .where(and(eq(users.id, found.investor.id), isNull(users.consultantId)))
      .returning({ id: users.id });
    if (claimed.length === 0) throw conflict(CHAT_MESSAGES.alreadyClaimed);
    await notifyChat(tx, 'c', found.conversation.id, viewer.id);
    await notifyChat(tx, 'c', found.conversation.id, null);
    // Out of the queue: the other consultants reading it there stop hearing it.
    await notifyConversationAccessChanged(tx, found.conversation.id);
    await recordAudit(tx, {
      action: 'chat.conversation_claimed',
      result: 'success',
      actorId: viewer.id,
      targetType: 'user',
      targetId: found.investor.id,
      ...client,
    });
  });
  return { consultant: { id: viewer.id, name: viewer.name } };
}
