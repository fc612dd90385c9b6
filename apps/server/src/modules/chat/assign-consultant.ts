import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { CHAT_MESSAGES, type TAssignmentResult } from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import { chatConversations, users } from '../../db/schema/index.ts';
import { invalid, notFound } from '../../lib/app-error.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { hasSetPassword } from '../../db/staff-status.ts';
import { recordAudit } from '../audit/index.ts';
import {
  notifyChat,
  notifyClientMovedAway,
  notifyConversationAccessChanged,
} from './chat-store.ts';

const clients = alias(users, 'clients');

/**
 * At sign-up: the active consultant with the fewest clients (the oldest account among equals);
 * none when there is no consultant, and the conversation waits in the shared queue. Active: not
 * disabled, and the invite accepted (a password set); a pending invite cannot sign in.
 */
export async function assignConsultantAtSignUp(db: Db, investorId: string): Promise<string | null> {
  const [pick] = await db
    .select({ id: users.id })
    .from(users)
    .leftJoin(clients, eq(clients.consultantId, users.id))
    .where(
      and(
        eq(users.role, 'consultant'),
        sql`coalesce(${users.banned}, false) = false`,
        hasSetPassword(users.id),
      ),
    )
    .groupBy(users.id, users.createdAt)
    .orderBy(asc(sql`count(${clients.id})`), asc(users.createdAt), asc(users.id))
    .limit(1);
  if (!pick) return null;
  await db.update(users).set({ consultantId: pick.id }).where(eq(users.id, investorId));
  return pick.id;
}

/** PUT /api/chat/assignments/:investorId (admin): a consultant, or null for the queue. */
export async function assignConsultant(
  db: Db,
  viewer: Viewer,
  investorId: string,
  consultantId: string | null,
  client: { ipAddress: string | null; userAgent: string | null },
): Promise<TAssignmentResult> {
  const [investor] = await db
    .select({ id: users.id, consultantId: users.consultantId })
    .from(users)
    .where(and(eq(users.id, investorId), eq(users.role, 'investor')));
  if (!investor) throw notFound();
  let consultant: { id: string; name: string } | null = null;
  if (consultantId !== null) {
    const [row] = await db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(
        and(
          eq(users.id, consultantId),
          eq(users.role, 'consultant'),
          sql`coalesce(${users.banned}, false) = false`,
          hasSetPassword(users.id),
        ),
      );
    if (!row) throw invalid({ consultantId: CHAT_MESSAGES.consultantInvalid });
    consultant = row;
  }
  await db.transaction(async (tx) => {
    await tx.update(users).set({ consultantId }).where(eq(users.id, investorId));
    const [conversation] = await tx
      .select({ id: chatConversations.id })
      .from(chatConversations)
      .where(eq(chatConversations.investorId, investorId));
    if (conversation) {
      // Both the old and the new consultant's inboxes change.
      await notifyChat(tx, 'c', conversation.id, investor.consultantId);
      await notifyChat(tx, 'c', conversation.id, consultantId);
      // Whoever may no longer read the conversation stops hearing it: the former consultant,
      // or, when it leaves the shared queue, every other consultant reading it there.
      if (investor.consultantId && investor.consultantId !== consultantId) {
        await notifyClientMovedAway(tx, investor.consultantId, investorId);
      }
      if (investor.consultantId === null && consultantId !== null) {
        await notifyConversationAccessChanged(tx, conversation.id);
      }
    }
    await recordAudit(tx, {
      action: 'chat.consultant_assigned',
      result: 'success',
      actorId: viewer.id,
      targetType: 'user',
      targetId: investorId,
      details: { from: investor.consultantId, to: consultantId },
      ...client,
    });
  });
  return { investorId, consultant };
}
