import { CHAT_MESSAGE_MAX_LENGTH } from '@algoone/domain';
import type { Viewer } from '../../lib/viewer.ts';
import type { ChatContext } from './chat-context.ts';
import { postInvestorMessage } from './send-investor-message.ts';

/**
 * Theo's "Encaminhar ao consultor": the flagged excerpt arrives in the investor's conversation
 * as a typed hand-off message (cut to the message limit, never refused for its length).
 */
export async function postHandoff(
  ctx: ChatContext,
  investor: Pick<Viewer, 'id' | 'name'>,
  excerpt: string,
): Promise<{ conversationId: string; seq: number }> {
  const text = excerpt.trim().slice(0, CHAT_MESSAGE_MAX_LENGTH) || 'Encaminhado pelo Theo.';
  const posted = await ctx.db.transaction((tx) =>
    postInvestorMessage(ctx, tx, investor, { kind: 'handoff', text }),
  );
  if (posted.emailed) ctx.emailsQueued();
  return { conversationId: posted.conversationId, seq: posted.seq };
}
