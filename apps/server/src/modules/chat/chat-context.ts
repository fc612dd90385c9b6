import type { Db } from '../../db/client.ts';

/** What the chat's use cases need besides the viewer: the database and where links point. */
export interface ChatContext {
  db: Db;
  appUrl: string;
  /** Asks the outbox worker to send now what a committed write queued. */
  emailsQueued(): void;
  /** Messages one person may send per minute (CHAT_MESSAGES_PER_MINUTE). */
  messagesPerMinute: number;
}

export const investorLink = (ctx: ChatContext) => `${ctx.appUrl}/dashboard?chat=aberto`;
export const staffLink = (ctx: ChatContext, conversationId: string) =>
  `${ctx.appUrl}/admin/atendimento?conversa=${conversationId}`;
