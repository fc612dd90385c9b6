import { eq, sql } from 'drizzle-orm';
import { CHAT_ACKNOWLEDGEMENT, normalizeChatText, shouldEmailAboutMessage } from '@algoone/domain';
import { CHAT_MESSAGES, type TChatSendResult } from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import { chatConversations } from '../../db/schema/index.ts';
import { invalid } from '../../lib/app-error.ts';
import { enqueueEmails } from '../../lib/email-outbox.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { staffLink, type ChatContext } from './chat-context.ts';
import {
  appendMessages,
  ensureConversation,
  isOnline,
  one,
  readMessages,
  type NewMessage,
} from './chat-store.ts';
import { consultantNewMessageEmail } from './emails.ts';
import { limitSending } from './limit-sending.ts';
import { requireEntitlement } from '../billing/index.ts';

/** The trimmed text, or null for an empty one (ignored, docs/product.md); a 400 beyond the limit. */
export function chatTextOrThrow(raw: string, field = 'text'): string | null {
  const result = normalizeChatText(raw);
  if (result.kind === 'too_long') throw invalid({ [field]: CHAT_MESSAGES.tooLong });
  return result.kind === 'ok' ? result.text : null;
}

/**
 * Posts an investor's message (plain, a review request's or Theo's hand-off) in `tx`: the
 * conversation's one automatic acknowledgement after its first, the waiting clock, and an email
 * to their consultant when offline (at most one per conversation per hour).
 */
export async function postInvestorMessage(
  ctx: ChatContext,
  tx: Db,
  investor: { id: string; name: string },
  message: Omit<NewMessage, 'author' | 'authorId'>,
): Promise<{ conversationId: string; seq: number; emailed: boolean }> {
  const { conversation: opened, consultant } = await ensureConversation(tx, investor.id);
  // The row as it is now, locked until this transaction ends: what is decided below (the one
  // acknowledgement, the hourly email) must see a post that committed a moment ago — a review
  // request or a hand-off runs beside a plain send — and ensureConversation's one statement
  // reads the row as of its start.
  const [conversation = opened] = await tx
    .select()
    .from(chatConversations)
    .where(eq(chatConversations.id, opened.id))
    .for('no key update');
  const consultantId = consultant?.id ?? null;
  const now = new Date();
  const messages: NewMessage[] = [{ ...message, author: 'investor', authorId: investor.id }];
  if (!conversation.acknowledgedAt) {
    messages.push({
      kind: 'acknowledgement',
      author: 'system',
      authorId: null,
      text: CHAT_ACKNOWLEDGEMENT,
    });
  }
  const email =
    consultant &&
    shouldEmailAboutMessage({
      recipientOnline: await isOnline(tx, consultant.id),
      lastEmailedAt: conversation.consultantEmailedAt,
      now,
    });
  const posted = one(
    await appendMessages(tx, conversation.id, consultantId, messages, {
      acknowledgedAt: conversation.acknowledgedAt ?? now,
      waitingSince: sql`coalesce(${chatConversations.waitingSince}, now())`,
      // The writer has read everything up to what they wrote.
      investorReadSeq: sql`${chatConversations.lastSeq} + 1`,
      investorDeliveredSeq: sql`greatest(${chatConversations.investorDeliveredSeq}, ${chatConversations.lastSeq} + 1)`,
      ...(email ? { consultantEmailedAt: now } : {}),
    }),
  );
  if (email && consultant) {
    await enqueueEmails(tx, [
      consultantNewMessageEmail({
        to: consultant.email,
        investorName: investor.name,
        link: staffLink(ctx, conversation.id),
      }),
    ]);
  }
  return { conversationId: conversation.id, seq: posted.seq, emailed: !!email };
}

/**
 * POST /api/chat/conversation/messages: the investor writes to their consultant, within the
 * per-person sending limit (429 beyond it).
 */
export async function sendInvestorMessage(
  ctx: ChatContext,
  viewer: Viewer,
  body: { text: string },
): Promise<TChatSendResult> {
  // The consultant chat is a plan feature (docs/decisions/019-billing.md); reading it is not.
  await requireEntitlement(ctx.db, viewer, 'consultantChat');
  const text = chatTextOrThrow(body.text);
  if (text === null) return { message: null };
  const posted = await ctx.db.transaction(async (tx) => {
    await limitSending(tx, viewer.id, ctx.messagesPerMinute);
    return postInvestorMessage(ctx, tx, viewer, { kind: 'text', text });
  });
  if (posted.emailed) ctx.emailsQueued();
  const [message] = await readMessages(ctx.db, posted.conversationId, {
    after: posted.seq - 1,
    limit: 1,
  });
  return { message: message ?? null };
}
