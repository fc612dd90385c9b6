import { sql } from 'drizzle-orm';
import { waitingTooLong, CHAT_SLA_HOURS } from '@algoone/domain';
import type { TInbox, TInboxFilter } from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { recordAudit } from '../audit/index.ts';

interface InboxRow {
  id: string;
  investor_id: string;
  investor_name: string;
  consultant_id: string | null;
  consultant_name: string | null;
  waiting_since: Date | string | null;
  unread: number;
  open_reviews: number;
  last_text: string | null;
  last_author: 'investor' | 'consultant' | 'system' | null;
  last_at: Date | string | null;
}

export const INBOX_LIMIT = 200;

/**
 * GET /api/chat/inbox: conversations with at least one message that the viewer may see (a
 * consultant: their clients and the shared queue; an admin: all), longest waiting first. One
 * statement; the read is audited.
 */
export async function listInbox(
  db: Db,
  viewer: Viewer,
  filter: TInboxFilter,
  client: { ipAddress: string | null; userAgent: string | null },
): Promise<TInbox> {
  const scope =
    viewer.role === 'admin'
      ? sql`true`
      : sql`(i.consultant_id = ${viewer.id} or i.consultant_id is null)`;
  const filterSql = {
    all: sql`true`,
    unread: sql`unread > 0`,
    waiting: sql`waiting_since < now() - make_interval(hours => ${CHAT_SLA_HOURS})`,
    reviews: sql`open_reviews > 0`,
  }[filter];
  const result = await db.execute(sql`
    select * from (
      select c.id, c.investor_id, i.name as investor_name, i.consultant_id,
        s.name as consultant_name, c.waiting_since, c.last_message_at,
        (select count(*)::int from chat_messages m
          where m.conversation_id = c.id and m.author = 'investor' and m.seq > c.staff_read_seq) as unread,
        (select count(*)::int from chat_review_requests r
          where r.conversation_id = c.id and r.status in ('pending', 'counter_proposed')) as open_reviews,
        lm.text as last_text, lm.author as last_author, lm.created_at as last_at
      from chat_conversations c
      join users i on i.id = c.investor_id
      left join users s on s.id = i.consultant_id
      left join lateral (
        select text, author, created_at from chat_messages m
        where m.conversation_id = c.id and m.author <> 'system' order by m.seq desc limit 1
      ) lm on true
      where c.last_seq > 0 and ${scope}
    ) inbox
    where ${filterSql}
    order by waiting_since asc nulls last, last_message_at desc nulls last, id
    limit ${INBOX_LIMIT}
  `);
  const rows = (result as unknown as { rows: InboxRow[] }).rows;
  await recordAudit(db, {
    action: 'chat.inbox_viewed',
    result: 'success',
    actorId: viewer.id,
    targetType: 'chat_inbox',
    details: { filter, investors: rows.map((row) => row.investor_id) },
    ...client,
  });
  const now = new Date();
  const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);
  return {
    items: rows.map((row) => ({
      id: row.id,
      investor: { id: row.investor_id, name: row.investor_name },
      consultant:
        row.consultant_id && row.consultant_name
          ? { id: row.consultant_id, name: row.consultant_name }
          : null,
      lastMessage:
        row.last_text !== null && row.last_author && row.last_at
          ? {
              text: row.last_text,
              author: row.last_author,
              createdAt: new Date(row.last_at).toISOString(),
            }
          : null,
      unreadCount: Number(row.unread),
      waitingSince: iso(row.waiting_since),
      waitingTooLong: waitingTooLong(row.waiting_since ? new Date(row.waiting_since) : null, now),
      openReviewRequests: Number(row.open_reviews),
    })),
  };
}
