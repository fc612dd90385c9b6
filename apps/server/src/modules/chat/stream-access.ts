import { and, eq, sql } from 'drizzle-orm';
import { can, type Role } from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import { chatConversations, sessions, users } from '../../db/schema/index.ts';

/** What an open stream was granted when it opened, to be checked again while it stays open. */
export interface StreamGrant {
  userId: string;
  /** The session the stream was opened with: it lives no longer than that session. */
  sessionId: string;
  /** The conversation it shows and from which side; null for the staff inbox. */
  conversation: { id: string; side: 'investor' | 'staff' } | null;
  /** An inbox opened by an admin shows every conversation. */
  admin: boolean;
}

/** Ids as one parameter, however many: a list of parameters has a ceiling. */
const textIds = (ids: readonly string[]) =>
  sql`(select json_array_elements_text(${JSON.stringify(ids)}::json))`;
const uuidIds = (ids: readonly string[]) =>
  sql`(select listed.value::uuid from json_array_elements_text(${JSON.stringify(ids)}::json) as listed(value))`;

/**
 * The streams among `grants` that must end now: their session no longer exists or has expired,
 * their person is disabled, or they lost the conversation (a client moved to another consultant,
 * a queue conversation claimed by another, a role changed). The same rules as opening one
 * (conversation-access.ts and the routes' permissions), in two statements whatever the count.
 */
export async function streamsToEnd<T extends StreamGrant>(
  db: Db,
  grants: readonly T[],
): Promise<T[]> {
  if (grants.length === 0) return [];
  const sessionIds = [...new Set(grants.map((g) => g.sessionId))];
  const conversationIds = [
    ...new Set(grants.flatMap((g) => (g.conversation ? [g.conversation.id] : []))),
  ];
  const live = await db
    .select({ id: sessions.id, userId: sessions.userId, role: users.role })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        sql`${sessions.id} in ${textIds(sessionIds)}`,
        sql`${sessions.expiresAt} > now()`,
        sql`coalesce(${users.banned}, false) = false`,
      ),
    );
  const conversations =
    conversationIds.length === 0
      ? []
      : await db
          .select({
            id: chatConversations.id,
            investorId: chatConversations.investorId,
            consultantId: users.consultantId,
          })
          .from(chatConversations)
          .innerJoin(users, eq(users.id, chatConversations.investorId))
          .where(sql`${chatConversations.id} in ${uuidIds(conversationIds)}`);
  const sessionById = new Map(live.map((s) => [s.id, s]));
  const conversationById = new Map(conversations.map((c) => [c.id, c]));
  return grants.filter((grant) => {
    const session = sessionById.get(grant.sessionId);
    if (!session || session.userId !== grant.userId) return true;
    const role = session.role as Role;
    if (!grant.conversation) return !can(role, 'chatStaff') || grant.admin !== (role === 'admin');
    const conversation = conversationById.get(grant.conversation.id);
    if (!conversation) return true;
    if (grant.conversation.side === 'investor') {
      return !can(role, 'investorArea') || conversation.investorId !== grant.userId;
    }
    if (!can(role, 'chatStaff')) return true;
    if (role === 'admin') return false;
    return conversation.consultantId !== null && conversation.consultantId !== grant.userId;
  });
}
