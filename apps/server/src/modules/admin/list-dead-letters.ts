import { and, count, desc, gte, isNull } from 'drizzle-orm';
import { DEAD_LETTERS_SHOWN, type TDeadLetters } from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import { emailOutbox } from '../../db/schema/index.ts';
import { backoffSeconds, OUTBOX_MAX_ATTEMPTS } from '../../lib/email-outbox.ts';
import { forbidden } from '../../lib/app-error.ts';
import type { Viewer } from '../../lib/viewer.ts';

/** An email the outbox gave up on: never sent, every attempt used. */
export const isDeadLetter = and(
  isNull(emailOutbox.sentAt),
  gte(emailOutbox.attempts, OUTBOX_MAX_ATTEMPTS),
);

/**
 * /admin/security's undelivered emails, newest first: who, what subject, how many attempts and
 * the last error, never the text (a reset or invite link must not reach a screen or a log).
 * Unsent rows are few (the partial index on unsent rows finds them whatever the table's size).
 */
export async function listDeadLetters(db: Db, viewer: Viewer): Promise<TDeadLetters> {
  if (viewer.role !== 'admin') throw forbidden();
  const [rows, [all]] = await Promise.all([
    db
      .select({
        id: emailOutbox.id,
        createdAt: emailOutbox.createdAt,
        to: emailOutbox.to,
        subject: emailOutbox.subject,
        attempts: emailOutbox.attempts,
        nextAttemptAt: emailOutbox.nextAttemptAt,
        lastError: emailOutbox.lastError,
      })
      .from(emailOutbox)
      .where(isDeadLetter)
      .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
      .limit(DEAD_LETTERS_SHOWN),
    db.select({ n: count() }).from(emailOutbox).where(isDeadLetter),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      createdAt: new Date(row.createdAt).toISOString(),
      to: row.to,
      subject: row.subject,
      attempts: row.attempts,
      // A failure pushes the next attempt one back-off ahead; that far back is when it failed.
      lastAttemptAt: row.lastError
        ? new Date(
            new Date(row.nextAttemptAt).getTime() - backoffSeconds(row.attempts) * 1000,
          ).toISOString()
        : null,
      lastError: row.lastError,
    })),
    total: all?.n ?? 0,
  };
}
