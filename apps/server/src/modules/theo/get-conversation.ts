import type { TTheoConversation } from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { conversationView, findOwnConversation } from './conversations.ts';

/** One of the viewer's conversations with its messages; another investor's id is a 404. */
export async function getConversation(
  db: Db,
  viewer: Viewer,
  id: string,
): Promise<TTheoConversation> {
  return conversationView(db, await findOwnConversation(db, viewer.id, id));
}
