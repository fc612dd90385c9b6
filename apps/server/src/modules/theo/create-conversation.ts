import type { TTheoConversation } from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import { theoConversations } from '../../db/schema/index.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { NEW_CONVERSATION_TITLE } from './conversations.ts';

/** 'Nova conversa': an empty conversation of the viewer's own. */
export async function createConversation(db: Db, viewer: Viewer): Promise<TTheoConversation> {
  const [row] = await db
    .insert(theoConversations)
    .values({ userId: viewer.id, title: NEW_CONVERSATION_TITLE })
    .returning();
  if (!row) throw new Error('conversation not created');
  return {
    id: row.id,
    title: row.title,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    messages: [],
  };
}
