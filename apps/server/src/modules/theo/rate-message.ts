import { and, eq } from 'drizzle-orm';
import { THEO_MESSAGES } from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import { theoHandoffs, theoMessages } from '../../db/schema/index.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { findOwnTheoMessage, toMessage } from './conversations.ts';

/** Thumbs up or down on one of Theo's replies to the viewer (changing it is allowed). */
export async function rateMessage(db: Db, viewer: Viewer, id: string, rating: 'up' | 'down') {
  await findOwnTheoMessage(db, viewer.id, id);
  const [row] = await db
    .update(theoMessages)
    .set({ feedback: rating, feedbackAt: new Date() })
    .where(and(eq(theoMessages.id, id), eq(theoMessages.userId, viewer.id)))
    .returning();
  if (!row) throw new Error('feedback not stored');
  const [handoff] = await db
    .select({ createdAt: theoHandoffs.createdAt })
    .from(theoHandoffs)
    .where(eq(theoHandoffs.messageId, id));
  return {
    message: toMessage(row, handoff?.createdAt ?? null),
    toast: rating === 'up' ? THEO_MESSAGES.feedbackUp : THEO_MESSAGES.feedbackDown,
  };
}
