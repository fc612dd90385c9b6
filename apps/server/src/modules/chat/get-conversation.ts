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
  type ChatPerson,
  type ConversationRow,
} from './chat-store.ts';
import { staffConversation } from './conversation-access.ts';

async function view(
  db: Db,
  conversation: ConversationRow,
  investor: { id: string; name: string },
  consultant: ChatPerson | null | Promise<ChatPerson | null>,
  side: 'investor' | 'staff',
): Promise<TChatConversation> {
  const [person, messages, unread] = await Promise.all([
    consultant,
    // A conversation nobody has written in yet (every investor's first page) reads nothing more.
    conversation.lastSeq === 0 ? [] : readMessages(db, conversation.id),
    unreadCount(db, conversation, side),
  ]);
  return {
    id: conversation.id,
    investor: { id: investor.id, name: investor.name },
    consultant: person ? { id: person.id, name: person.name } : null,
    receipts: receiptsOf(conversation),
    unreadCount: unread,
    messages,
  };
}

/** GET /api/chat/conversation: the investor's own conversation (created on first use). */
export async function getOwnConversation(db: Db, viewer: Viewer): Promise<TChatConversation> {
  const { conversation, consultant } = await ensureConversation(db, viewer.id);
  return view(db, conversation, viewer, consultant, 'investor');
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
  return view(db, found.conversation, found.investor, personOf(db, found.consultantId), 'staff');
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
