import { randomUUID } from 'node:crypto';
import { and, eq, like, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { TPendingInvite } from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/prepared-statement.ts';
import { users, verifications } from '../../db/schema/index.ts';
import { hasSetPassword } from '../../db/staff-status.ts';
import { notFound } from '../../lib/app-error.ts';
import { clientInfo } from '../../lib/client-info.ts';
import { enqueueEmails } from '../../lib/email-outbox.ts';
import { requireViewer } from '../../lib/viewer.ts';
import { recordAudit } from '../audit/index.ts';
import { INVITE_LINK_SECONDS, inviteEmail } from '../auth/index.ts';
import { notifyChatAccessChanged } from '../chat/index.ts';
import { ROLE_LABELS } from './invite-staff.ts';
import { newPasswordLink } from './staff-accounts.ts';

/** A set-password link's row: better-auth's reset-password verification, valued the user's id. */
const RESET_LINK = 'reset-password:%';

/**
 * Staff invites nobody accepted yet (no password set), the newest first, with when the newest
 * link stops working. Staff are a handful of rows (users_role_idx), so this stays small.
 */
export async function listPendingInvites(db: Db): Promise<TPendingInvite[]> {
  const rows = rowsOf<{
    id: string;
    name: string;
    email: string;
    role: 'consultant' | 'admin';
    created_at: Date | string;
    expires_at: Date | string | null;
  }>(
    await db.execute(sql`
      select u.id, u.name, u.email, u.role, u.created_at,
             (select max(v.expires_at) from verifications v
              where v.value = u.id and v.identifier like ${RESET_LINK}
                and v.expires_at > now()) as expires_at
      from users u
      where u.role in ('consultant', 'admin') and coalesce(u.banned, false) = false
        and not ${hasSetPassword(sql`u.id`)}
      order by u.created_at desc, u.id`),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    invitedAt: new Date(row.created_at).toISOString(),
    linkExpiresAt: row.expires_at ? new Date(row.expires_at).toISOString() : null,
  }));
}

/** The pending invite in the path, locked for the transaction; 404 for anyone else. */
async function lockPendingInvite(db: Db, id: string) {
  const [row] = rowsOf<{ id: string; name: string; email: string; role: 'consultant' | 'admin' }>(
    await db.execute(sql`
      select u.id, u.name, u.email, u.role from users u
      where u.id = ${id} and u.role in ('consultant', 'admin')
        and coalesce(u.banned, false) = false and not ${hasSetPassword(sql`u.id`)}
      for update`),
  );
  if (!row) throw notFound('Convite não encontrado (talvez já aceito ou cancelado).');
  return row;
}

/**
 * Sends a pending invite again: a new link (the older ones stop working), by the outbox, audited.
 */
export async function resendInvite(request: FastifyRequest, id: string) {
  const viewer = requireViewer(request);
  const app = request.server;
  const appUrl = app.env.APP_URL ?? `http://localhost:${app.env.PORT}`;
  const expiresAt = await app.database.db.transaction(async (tx) => {
    const invite = await lockPendingInvite(tx, id);
    await tx
      .delete(verifications)
      .where(and(eq(verifications.value, invite.id), like(verifications.identifier, RESET_LINK)));
    const { verification, link } = newPasswordLink(appUrl, invite.id, INVITE_LINK_SECONDS);
    await tx.insert(verifications).values({ id: randomUUID(), ...verification });
    await enqueueEmails(tx, [
      inviteEmail({
        to: invite.email,
        name: invite.name,
        link,
        roleLabel: ROLE_LABELS[invite.role],
      }),
    ]);
    await recordAudit(tx, {
      action: 'admin.invite_resent',
      result: 'success',
      actorId: viewer.id,
      targetType: 'user',
      targetId: invite.id,
      details: { role: invite.role },
      ...clientInfo(request),
    });
    return verification.expiresAt;
  });
  app.emails.queued();
  return { sent: true as const, linkExpiresAt: expiresAt.toISOString() };
}

/**
 * Cancels a pending invite: the account (never used) is removed with its links, so the email can
 * be invited again; any client it was given returns to the shared queue. The audit entry keeps
 * the name and email, since the account it names is gone.
 */
export async function revokeInvite(request: FastifyRequest, id: string) {
  const viewer = requireViewer(request);
  const { db } = request.server.database;
  await db.transaction(async (tx) => {
    const invite = await lockPendingInvite(tx, id);
    // (manage-consultants' returnClientsToQueue, inlined: that file lists these invites.)
    const moved = await tx
      .update(users)
      .set({ consultantId: null, updatedAt: new Date() })
      .where(and(eq(users.role, 'investor'), eq(users.consultantId, invite.id)))
      .returning({ id: users.id });
    const clientsToQueue = moved.length;
    if (clientsToQueue > 0) await notifyChatAccessChanged(tx, invite.id);
    await tx
      .delete(verifications)
      .where(and(eq(verifications.value, invite.id), like(verifications.identifier, RESET_LINK)));
    await tx.delete(users).where(eq(users.id, invite.id));
    await recordAudit(tx, {
      action: 'admin.invite_revoked',
      result: 'success',
      actorId: viewer.id,
      targetType: 'user',
      targetId: invite.id,
      details: { name: invite.name, email: invite.email, role: invite.role, clientsToQueue },
      ...clientInfo(request),
    });
  });
  return { revoked: true as const };
}
