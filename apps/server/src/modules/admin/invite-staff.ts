import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ERROR_CODES, ERROR_MESSAGES, type TInviteBody } from '@algoone/contracts';
import { users, verifications } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { enqueueEmails } from '../../lib/email-outbox.ts';
import { requireViewer } from '../../lib/viewer.ts';
import { recordAudit } from '../audit/index.ts';
import { INVITE_LINK_SECONDS, inviteEmail } from '../auth/index.ts';
import { clientInfo } from '../../lib/client-info.ts';
import { findUserByEmail, newPasswordLink } from './staff-accounts.ts';

export const ROLE_LABELS = { consultant: 'consultor(a)', admin: 'administrador(a)' } as const;

const emailTaken = () =>
  new AppError(409, ERROR_CODES.emailTaken, 'Este email já tem uma conta no AlgoOne.', {
    email: ERROR_MESSAGES.EMAIL_TAKEN,
  });

/**
 * An admin invites a consultant (or another admin) by an emailed set-password link. The
 * account, its link, the email (in the outbox, ADR 015) and the audit entry commit together:
 * an SMTP outage delays the email, retried by the outbox, and never leaves an account nobody
 * was told about. A pending invite is sent again from the person's page ("Enviar link de nova
 * senha").
 */
export async function inviteStaff(
  request: FastifyRequest,
  body: Required<Pick<TInviteBody, 'name' | 'email' | 'role'>>,
) {
  const viewer = requireViewer(request);
  const app = request.server;
  const { db } = app.database;
  if (await findUserByEmail(db, body.email)) throw emailTaken();
  const appUrl = app.env.APP_URL ?? `http://localhost:${app.env.PORT}`;
  const email = body.email.toLowerCase();
  const userId = await db.transaction(async (tx) => {
    // The same row better-auth's admin createUser writes; a concurrent invite of the same
    // email loses on the unique email.
    const [created] = await tx
      .insert(users)
      .values({ id: randomUUID(), name: body.name, email, emailVerified: true, role: body.role })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    if (!created) throw emailTaken();
    const { verification, link } = newPasswordLink(appUrl, created.id, INVITE_LINK_SECONDS);
    await tx.insert(verifications).values({ id: randomUUID(), ...verification });
    await enqueueEmails(tx, [
      inviteEmail({ to: email, name: body.name, link, roleLabel: ROLE_LABELS[body.role] }),
    ]);
    await recordAudit(tx, {
      action: 'admin.invite_sent',
      result: 'success',
      actorId: viewer.id,
      targetType: 'user',
      targetId: created.id,
      details: { role: body.role },
      ...clientInfo(request),
    });
    return created.id;
  });
  app.emails.queued();
  return { id: userId, name: body.name, email, role: body.role };
}
