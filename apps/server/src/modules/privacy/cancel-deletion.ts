import { and, desc, eq, gte, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { privacyDeletions, users } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import type { ClientInfo } from '../../lib/client-info.ts';
import { enqueueEmails } from '../../lib/email-outbox.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { recordAudit } from '../audit/index.ts';
import { deletionCanceledEmail } from './emails.ts';

/** Cancels the pending deletion, if any; the row it cancelled, or null. */
async function cancelPending(db: Db, userId: string, now: Date) {
  const [row] = await db
    .update(privacyDeletions)
    .set({ canceledAt: now })
    .where(
      and(
        eq(privacyDeletions.userId, userId),
        isNull(privacyDeletions.canceledAt),
        isNull(privacyDeletions.erasedAt),
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * Signing in during the grace period keeps the account (called from auth's session hook, so it
 * costs one indexed write per sign-in and nothing per request). Never silent (issue #30): the
 * person is emailed here, and the sign-in answer says so (`deletionCanceledSince`), which the
 * first page after signing in shows. True when a deletion was cancelled (an email was queued).
 */
export async function cancelDeletionOnSignIn(
  db: Db,
  userId: string,
  appUrl: string,
  now: Date = new Date(),
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const row = await cancelPending(tx, userId, now);
    if (!row) return false;
    await recordAudit(tx, {
      action: 'privacy.deletion_canceled',
      result: 'success',
      actorId: userId,
      targetType: 'user',
      targetId: userId,
      details: { by: 'sign-in' },
    });
    const [person] = await tx
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, userId));
    if (person) {
      await enqueueEmails(tx, [
        deletionCanceledEmail({
          to: person.email,
          name: person.name,
          requestedAt: row.requestedAt,
          canceledAt: now,
          appUrl,
        }),
      ]);
    }
    return true;
  });
}

/**
 * The deletion a sign-in that began at `since` cancelled (the session hook ran inside that
 * sign-in's request), for the sign-in answer; null when there was none.
 */
export async function deletionCanceledSince(
  db: Db,
  userId: string,
  since: Date,
): Promise<{ requestedAt: string } | null> {
  const [row] = await db
    .select({ requestedAt: privacyDeletions.requestedAt })
    .from(privacyDeletions)
    .where(and(eq(privacyDeletions.userId, userId), gte(privacyDeletions.canceledAt, since)))
    .orderBy(desc(privacyDeletions.canceledAt))
    .limit(1);
  return row ? { requestedAt: row.requestedAt.toISOString() } : null;
}

/**
 * "Cancelar exclusão" on /meus-dados: the person takes a pending deletion back. Nothing pending
 * answers 404 (it was cancelled already, or never asked).
 */
export async function cancelDeletion(
  db: Db,
  viewer: Viewer,
  client: ClientInfo,
  now: Date = new Date(),
): Promise<{ ok: true }> {
  await db.transaction(async (tx) => {
    const row = await cancelPending(tx, viewer.id, now);
    if (!row) throw notFound('Não há exclusão de conta pendente.');
    await recordAudit(tx, {
      action: 'privacy.deletion_canceled',
      result: 'success',
      actorId: viewer.id,
      targetType: 'user',
      targetId: viewer.id,
      ...client,
      details: { by: 'person' },
    });
  });
  return { ok: true };
}
