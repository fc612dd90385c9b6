import type { TChatConversation } from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { recordAudit } from '../audit/index.ts';
import {
  ensureConversation,
  personOf,
  readMessages,
  receiptsOf,
  unreadCount,
  type ConversationRow,
} from './chat-store.ts';
import { consultantOf, staffConversation } from './conversation-access.ts';

async function view(
  db: Db,
  conversation: ConversationRow,
  investor: { id: string; name: string },
  consultantId: string | null,
  side: 'investor' | 'staff',
): Promise<TChatConversation> {
  const [consultant, messages, unread] = await Promise.all([
    personOf(db, consultantId),
    readMessages(db, conversation.id),
    unreadCount(db, conversation, side),
  ]);
  return {
    id: conversation.id,
    investor: { id: investor.id, name: investor.name },
    consultant: consultant ? { id: consultant.id, name: consultant.name } : null,
    receipts: receiptsOf(conversation),
    unreadCount: unread,
    messages,
  };
}

/** GET /api/chat/conversation: the investor's own conversation (created on first use). */
export async function getOwnConversation(db: Db, viewer: Viewer): Promise<TChatConversation> {
  const conversation = await ensureConversation(db, viewer.id);
  return view(db, conversation, viewer, await consultantOf(db, viewer.id), 'investor');
}

type ClientInfo = { ipAddress: string | null; userAgent: string | null };

/** A conversation staff may read, with the read in the audit log (page or live stream). */
async function readAsStaff(
  db: Db,
  viewer: Viewer,
  id: string,
  client: ClientInfo,
  details?: Record<string, unknown>,
) {
  const found = await staffConversation(db, viewer, id, 'read');
  await recordAudit(db, {
    action: 'chat.conversation_viewed',
    result: 'success',
    actorId: viewer.id,
    targetType: 'user',
    targetId: found.investor.id,
    ...(details ? { details } : {}),
    ...client,
  });
  return found;
}

/** GET /api/chat/conversations/:id: a conversation staff may read; the read is audited. */
export async function getStaffConversation(
  db: Db,
  viewer: Viewer,
  id: string,
  client: ClientInfo,
): Promise<TChatConversation> {
  const found = await readAsStaff(db, viewer, id, client);
  return view(db, found.conversation, found.investor, found.consultantId, 'staff');
}

/**
 * Before a staff member's live stream of a conversation opens: who may read it, and the read
 * audited like the conversation's page.
 */
export async function openStaffStream(
  db: Db,
  viewer: Viewer,
  id: string,
  client: ClientInfo,
): Promise<ConversationRow> {
  return (await readAsStaff(db, viewer, id, client, { live: true })).conversation;
}
