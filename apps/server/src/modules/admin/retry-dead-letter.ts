import { and, eq, sql } from 'drizzle-orm';
import { isUuid, type TDeadLetters } from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import { emailOutbox } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import type { ClientInfo } from '../../lib/client-info.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { recordAudit } from '../audit/index.ts';
import { isDeadLetter, listDeadLetters } from './list-dead-letters.ts';

const GONE = 'Este email não está entre os não entregues.';

/**
 * An admin sends an undelivered email again (once SMTP is fixed, say): it gets a fresh round of
 * attempts, due now. Audited; the change and its entry commit together. The email keeps its
 * text, links included: an expired link is for the person to ask again.
 */
export async function retryDeadLetter(
  db: Db,
  viewer: Viewer,
  id: string,
  client: ClientInfo,
  emailsQueued: () => void,
): Promise<TDeadLetters> {
  if (viewer.role !== 'admin') throw forbidden();
  if (!isUuid(id)) throw notFound(GONE);
  await db.transaction(async (tx) => {
    // Conditional on still being dead: two admins clicking at once retry it once.
    const [row] = await tx
      .update(emailOutbox)
      .set({ attempts: 0, nextAttemptAt: sql`now()` })
      .where(and(eq(emailOutbox.id, id), isDeadLetter))
      .returning({ id: emailOutbox.id });
    if (!row) throw notFound(GONE);
    await recordAudit(tx, {
      action: 'admin.email_retried',
      result: 'success',
      actorId: viewer.id,
      targetType: 'email_outbox',
      targetId: id,
      ...client,
    });
  });
  emailsQueued();
  return listDeadLetters(db, viewer);
}
