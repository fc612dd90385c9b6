import { desc, eq } from 'drizzle-orm';
import type { TTheoConversationList } from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import { theoConversations } from '../../db/schema/index.ts';
import type { Viewer } from '../../lib/viewer.ts';

/** The investor's conversations, most recently used first (the latest 100). */
export async function listConversations(db: Db, viewer: Viewer): Promise<TTheoConversationList> {
  const rows = await db
    .select()
    .from(theoConversations)
    .where(eq(theoConversations.userId, viewer.id))
    .orderBy(desc(theoConversations.updatedAt), desc(theoConversations.id))
    .limit(100);
  return {
    conversations: rows.map((row) => ({
      id: row.id,
      title: row.title,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    })),
  };
}
