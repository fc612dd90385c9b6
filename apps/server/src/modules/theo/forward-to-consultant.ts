import { and, desc, eq, lt } from 'drizzle-orm';
import { THEO_MESSAGES, type TTheoHandoffResult } from '@algoone/contracts';
import { theoHandoffs, theoMessages, users } from '../../db/schema/index.ts';
import type { Db } from '../../db/client.ts';
import { conflict } from '../../lib/app-error.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { recordAudit } from '../audit/index.ts';
import { postHandoff, type ChatContext } from '../chat/index.ts';
import { findOwnTheoMessage, toMessage } from './conversations.ts';

const EXCERPT_LENGTH = 1_000;

/**
 * 'Encaminhar ao consultor' (docs/decisions/018-theo-handoff-contract.md): stores the question
 * and the reply's excerpt as a hand-off for the investor's consultant, once per message, then
 * posts it into the investor's consultant conversation and marks it delivered. Should posting
 * fail, the row stays pending (the table is the outbox) and the investor still gets the toast.
 */
export async function forwardToConsultant(
  db: Db,
  viewer: Viewer,
  id: string,
  client: { ipAddress: string | null; userAgent: string | null },
  chat: ChatContext,
): Promise<TTheoHandoffResult> {
  const message = await findOwnTheoMessage(db, viewer.id, id);
  if (!message.needsEscalation) throw conflict(THEO_MESSAGES.notFlagged);
  const stored = await db.transaction(async (tx) => {
    const [question] = await tx
      .select({ content: theoMessages.content })
      .from(theoMessages)
      .where(
        and(
          eq(theoMessages.conversationId, message.conversationId),
          eq(theoMessages.role, 'user'),
          lt(theoMessages.createdAt, message.createdAt),
        ),
      )
      .orderBy(desc(theoMessages.createdAt))
      .limit(1);
    const [investor] = await tx
      .select({ consultantId: users.consultantId })
      .from(users)
      .where(eq(users.id, viewer.id));
    const consultantId = investor?.consultantId ?? null;
    const [handoff] = await tx
      .insert(theoHandoffs)
      .values({
        userId: viewer.id,
        consultantId,
        conversationId: message.conversationId,
        messageId: message.id,
        question: question?.content ?? '',
        excerpt: message.content.slice(0, EXCERPT_LENGTH),
      })
      .onConflictDoNothing({ target: theoHandoffs.messageId })
      .returning();
    if (!handoff) throw conflict(THEO_MESSAGES.alreadyForwarded);
    await recordAudit(tx, {
      action: 'theo.handoff_requested',
      result: 'success',
      actorId: viewer.id,
      targetType: 'theo_handoff',
      targetId: handoff.id,
      details: { consultantId },
      ...client,
    });
    return { handoff, consultantId };
  });
  const { handoff, consultantId } = stored;
  let status = handoff.status;
  try {
    const posted = await postHandoff(
      chat,
      viewer,
      `Encaminhado do Theo — Pergunta: ${handoff.question}\n\nResposta do Theo: ${handoff.excerpt}`,
    );
    await db
      .update(theoHandoffs)
      .set({
        status: 'delivered',
        deliveredAt: new Date(),
        chatMessageId: `${posted.conversationId}:${posted.seq}`,
      })
      .where(eq(theoHandoffs.id, handoff.id));
    status = 'delivered';
  } catch {
    // Kept pending: the request is recorded and audited; the consultant chat can post it later.
  }
  return {
    handoff: {
      id: handoff.id,
      status,
      hasConsultant: consultantId !== null,
      createdAt: handoff.createdAt.toISOString(),
    },
    message: toMessage(message, handoff.createdAt),
    toast: THEO_MESSAGES.escalated,
  };
}
