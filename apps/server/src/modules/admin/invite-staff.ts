import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ERROR_CODES, ERROR_MESSAGES, type TInviteBody } from '@algoone/contracts';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { requireViewer } from '../../lib/viewer.ts';
import { recordAudit } from '../audit/index.ts';
import { INVITE_LINK_SECONDS, inviteEmail } from '../auth/index.ts';
import { clientInfo } from '../../lib/client-info.ts';
import { createPasswordlessUser, findUserByEmail, issuePasswordLink } from './staff-accounts.ts';

const ROLE_LABELS = { consultant: 'consultor(a)', admin: 'administrador(a)' } as const;

/** An admin invites a consultant (or another admin) by an emailed set-password link. */
export async function inviteStaff(
  request: FastifyRequest,
  mailer: Mailer,
  body: Required<Pick<TInviteBody, 'name' | 'email' | 'role'>>,
) {
  const viewer = requireViewer(request);
  const { db } = request.server.database;
  if (await findUserByEmail(db, body.email)) {
    throw new AppError(409, ERROR_CODES.emailTaken, 'Este email já tem uma conta no AlgoOne.', {
      email: ERROR_MESSAGES.EMAIL_TAKEN,
    });
  }
  const app = request.server;
  const appUrl = app.env.APP_URL ?? `http://localhost:${app.env.PORT}`;
  const userId = await createPasswordlessUser(app.auth, body);
  try {
    const link = await issuePasswordLink(app.auth, appUrl, userId, INVITE_LINK_SECONDS);
    await mailer.send(
      inviteEmail({ to: body.email, name: body.name, link, roleLabel: ROLE_LABELS[body.role] }),
    );
  } catch (error) {
    // An account nobody was told about would only block the next invite ("email taken"): it
    // goes, and the admin tries again.
    request.log.warn({ err: error }, 'invite email not sent; removing the new account');
    await db
      .delete(users)
      .where(eq(users.id, userId))
      .catch((cleanup: unknown) =>
        request.log.error({ err: cleanup, userId }, 'invited account left behind'),
      );
    throw new AppError(
      503,
      ERROR_CODES.unavailable,
      'Não foi possível enviar o convite agora. Tente de novo em alguns minutos.',
    );
  }
  await recordAudit(db, {
    action: 'admin.invite_sent',
    result: 'success',
    actorId: viewer.id,
    targetType: 'user',
    targetId: userId,
    details: { role: body.role },
    ...clientInfo(request),
  });
  return { id: userId, name: body.name, email: body.email, role: body.role };
}
