import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  auditLog,
  consents,
  devOutbox,
  emailOutbox,
  privacyDeletions,
  signInThrottles,
  users,
  verifications,
} from '../../db/schema/index.ts';
import { recordAudit } from '../audit/index.ts';
import { PERSONAL_TABLES } from './personal-data.ts';

const BATCH = 50;

/** What a deleted account's user row becomes: an id with nothing that identifies a person. */
export function tombstoneEmail(userId: string): string {
  return `excluida-${userId.toLowerCase().replace(/[^a-z0-9]/g, '')}@conta-excluida.invalid`;
}
export const TOMBSTONE_NAME = 'Conta excluída';

/**
 * Erases the accounts whose grace period is over (run on an interval by every node; outside
 * production also through POST /api/dev/privacy/purge, which lets the journeys move the clock): each in one transaction, personal rows deleted, what the law makes us
 * keep left tied to an anonymised user row (RETAINED_AFTER_DELETION), the audit log reduced to
 * ids, actions and dates. `FOR UPDATE SKIP LOCKED` lets nodes share the work without doing any
 * account twice.
 */
export async function purgeDeletedAccounts(db: Db, now: Date = new Date()): Promise<number> {
  let erased = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const [due] = await tx
        .select()
        .from(privacyDeletions)
        .where(
          and(
            isNull(privacyDeletions.canceledAt),
            isNull(privacyDeletions.erasedAt),
            lte(privacyDeletions.eraseAfter, now),
          ),
        )
        .limit(1)
        .for('update', { skipLocked: true });
      if (!due) return false;
      await eraseAccount(tx, due.userId, now);
      await tx
        .update(privacyDeletions)
        .set({ erasedAt: now })
        .where(eq(privacyDeletions.id, due.id));
      return true;
    });
    if (!done) break;
    erased += 1;
    if (erased >= BATCH) break;
  }
  return erased;
}

async function eraseAccount(tx: Db, userId: string, now: Date): Promise<void> {
  const [person] = await tx
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, userId));
  if (!person) return;
  // The append-only tables' one exception (migration 0022): this transaction declares the erasure.
  await tx.execute(sql`select set_config('algoone.erasure', 'on', true)`);
  // Children before parents (messages before their conversation): the list runs parents first.
  for (const entry of [...PERSONAL_TABLES].reverse()) {
    if (entry.onDeletion !== 'erased') continue;
    await tx.execute(sql`delete from ${sql.identifier(entry.name)} where ${entry.where(userId)}`);
  }
  // Rows keyed by the email or the id outside the user columns.
  // Emails to them, and those that named them to someone else (a consultant's notice). Literal
  // matching (position, not LIKE: a name is user input and may hold % or _), and the name only
  // when it is long enough not to be part of ordinary words.
  const mentions = (to: AnyPgColumn, text: AnyPgColumn) =>
    or(
      eq(to, person.email),
      sql`position(${person.email} in ${text}) > 0`,
      person.name.trim().length >= 8 ? sql`position(${person.name} in ${text}) > 0` : sql`false`,
    );
  await tx.delete(emailOutbox).where(mentions(emailOutbox.to, emailOutbox.text));
  await tx.delete(devOutbox).where(mentions(devOutbox.to, devOutbox.text));
  await tx.delete(signInThrottles).where(eq(signInThrottles.email, person.email));
  await tx
    .delete(verifications)
    .where(
      or(
        eq(verifications.identifier, person.email),
        sql`${verifications.value} like ${`%${userId}%`}`,
      ),
    );
  // Kept records keep no way to reach the person (Stripe's payloads carry name and email).
  await tx.execute(
    sql`update billing_events set payload = '{}'::jsonb
        where subscription_id in (select id from billing_subscriptions where user_id = ${userId})`,
  );
  await tx
    .update(consents)
    .set({ ipAddress: null, userAgent: null })
    .where(eq(consents.userId, userId));
  await tx
    .update(auditLog)
    .set({ ipAddress: null, userAgent: null, details: {} })
    .where(or(eq(auditLog.actorId, userId), eq(auditLog.targetId, userId)));
  await tx
    .update(users)
    .set({
      name: TOMBSTONE_NAME,
      email: tombstoneEmail(userId),
      image: null,
      banned: true,
      banReason: 'conta excluída',
      twoFactorEnabled: false,
      consultantId: null,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
  await recordAudit(tx, {
    action: 'privacy.account_erased',
    result: 'success',
    targetType: 'user',
    targetId: userId,
  });
}
