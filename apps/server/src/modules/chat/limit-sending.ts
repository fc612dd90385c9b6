import { and, eq, sql } from 'drizzle-orm';
import { CHAT_MESSAGES, ERROR_CODES } from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import { chatMessages } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';

/**
 * The per-person sending limit (issue #29): refuses with a 429 a message beyond `perMinute` of
 * the person's own in the last minute, across every conversation they write to. Call it in the
 * transaction that posts the message: a person's parallel sends take turns on an advisory lock
 * held until that transaction ends, so each one counts every message committed before it and
 * exactly `perMinute` get through (a count without the lock lets them all pass on PostgreSQL).
 */
export async function limitSending(tx: Db, userId: string, perMinute: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`chat-send:${userId}`}))`);
  const [row] = await tx
    .select({ sent: sql<number>`count(*)::int` })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.authorId, userId),
        sql`${chatMessages.createdAt} > now() - interval '1 minute'`,
      ),
    );
  if ((row?.sent ?? 0) >= perMinute) {
    throw new AppError(429, ERROR_CODES.rateLimited, CHAT_MESSAGES.tooManyMessages);
  }
}
