import { sql } from 'drizzle-orm';
import { shouldEmailAboutMessage } from '@algoone/domain';
import type { TChatSendResult } from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import { chatConversations } from '../../db/schema/index.ts';
import { enqueueEmails } from '../../lib/email-outbox.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { investorLink, type ChatContext } from './chat-context.ts';
import { appendMessages, isOnline, one, readMessages, type NewMessage } from './chat-store.ts';
import { staffConversation, type StaffConversation } from './conversation-access.ts';
import { investorAnswerEmail } from './emails.ts';
import { limitSending } from './limit-sending.ts';
import { chatTextOrThrow } from './send-investor-message.ts';

/**
 * Posts a staff message in `tx`: the conversation stops waiting, staff have read all of it,
 * and the investor gets an email when away (at most one per conversation per hour).
 */
export async function postStaffMessage(
  ctx: ChatContext,
  tx: Db,
  viewer: Viewer,
  found: StaffConversation,
  message: Omit<NewMessage, 'author' | 'authorId'>,
): Promise<{ seq: number; emailed: boolean }> {
  const { conversation, investor } = found;
  const now = new Date();
  const email = shouldEmailAboutMessage({
    recipientOnline: await isOnline(tx, investor.id),
    lastEmailedAt: conversation.investorEmailedAt,
    now,
  });
  const posted = one(
    await appendMessages(
      tx,
      conversation.id,
      found.consultantId,
      [{ ...message, author: 'consultant', authorId: viewer.id }],
      {
        waitingSince: null,
        staffReadSeq: sql`${chatConversations.lastSeq} + 1`,
        staffDeliveredSeq: sql`${chatConversations.lastSeq} + 1`,
        ...(email ? { investorEmailedAt: now } : {}),
      },
    ),
  );
  if (email) {
    await enqueueEmails(tx, [
      investorAnswerEmail({
        to: investor.email,
        consultantName: viewer.name,
        link: investorLink(ctx),
      }),
    ]);
  }
  return { seq: posted.seq, emailed: email };
}

/**
 * POST /api/chat/conversations/:id/messages: the consultant (or an admin) answers, within the
 * per-person sending limit (429 beyond it).
 */
export async function sendStaffMessage(
  ctx: ChatContext,
  viewer: Viewer,
  conversationId: string,
  body: { text: string },
): Promise<TChatSendResult> {
  const text = chatTextOrThrow(body.text);
  // Access first: an empty text to someone else's conversation is still refused.
  const found = await staffConversation(ctx.db, viewer, conversationId, 'write');
  if (text === null) return { message: null };
  const posted = await ctx.db.transaction(async (tx) => {
    // The sender's lock before the conversation's, as the investor's side takes them.
    await limitSending(tx, viewer.id, ctx.messagesPerMinute);
    const locked = await staffConversation(tx, viewer, conversationId, 'write', {
      forUpdate: true,
    });
    return postStaffMessage(ctx, tx, viewer, locked, { kind: 'text', text });
  });
  if (posted.emailed) ctx.emailsQueued();
  const [message] = await readMessages(ctx.db, found.conversation.id, {
    after: posted.seq - 1,
    limit: 1,
  });
  return { message: message ?? null };
}
