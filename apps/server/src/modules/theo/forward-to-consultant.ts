import { and, desc, eq, lt } from 'drizzle-orm';
import { THEO_MESSAGES, type TTheoHandoffResult } from '@algoone/contracts';
import { theoHandoffs, theoMessages, users } from '../../db/schema/index.ts';
import type { Db } from '../../db/client.ts';
import { conflict } from '../../lib/app-error.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { recordAudit } from '../audit/index.ts';
import { findOwnTheoMessage, toMessage } from './conversations.ts';

const EXCERPT_LENGTH = 1_000;

/**
 * 'Encaminhar ao consultor' (docs/decisions/018-theo-handoff-contract.md): stores the question
 * and the reply's excerpt as a pending hand-off for the investor's consultant, once per message.
 * The consultant chat delivers pending hand-offs into the conversation.
 */
export async function forwardToConsultant(
  db: Db,
  viewer: Viewer,
  id: string,
  client: { ipAddress: string | null; userAgent: string | null },
): Promise<TTheoHandoffResult> {
  const message = await findOwnTheoMessage(db, viewer.id, id);
  if (!message.needsEscalation) throw conflict(THEO_MESSAGES.notFlagged);
  return db.transaction(async (tx) => {
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
    return {
      handoff: {
        id: handoff.id,
        status: handoff.status,
        hasConsultant: consultantId !== null,
        createdAt: handoff.createdAt.toISOString(),
      },
      message: toMessage(message, handoff.createdAt),
      toast: THEO_MESSAGES.escalated,
    };
  });
}
