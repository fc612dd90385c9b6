import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z, ZForgotPasswordBody, ZResetPasswordBody } from '@algoone/contracts';
import { recordAudit } from '../audit/index.ts';
import { authError, forwardToAuth } from './forward-to-auth.ts';
import { clientInfo } from '../../lib/client-info.ts';

export const RESET_REQUESTED_MESSAGE =
  'Se houver uma conta com este email, enviamos um link para redefinir a senha. Confira sua caixa de entrada.';

/** Always the same answer, registered email or not. */
export async function requestPasswordReset(
  request: FastifyRequest,
  reply: FastifyReply,
  body: z.output<typeof ZForgotPasswordBody>,
) {
  await forwardToAuth(request, reply, {
    path: '/api/auth/request-password-reset',
    body: { email: body.email },
  });
  await recordAudit(request.server.database.db, {
    action: 'auth.password_reset_requested',
    result: 'success',
    ...clientInfo(request),
  });
  return { ok: true as const, message: RESET_REQUESTED_MESSAGE };
}

/** Consumes a single-use link (reset or invite) and sets the new password. */
export async function resetPassword(
  request: FastifyRequest,
  reply: FastifyReply,
  body: z.output<typeof ZResetPasswordBody>,
) {
  const result = await forwardToAuth(request, reply, {
    path: '/api/auth/reset-password',
    body: { token: body.token, newPassword: body.newPassword },
  });
  await recordAudit(request.server.database.db, {
    action: 'auth.password_reset',
    result: result.status === 200 ? 'success' : 'failure',
    ...clientInfo(request),
  });
  if (result.status !== 200) throw authError(result);
  // better-auth has just revoked that person's sessions, and we do not know whose they were:
  // this node forgets every cached session now rather than when the change feed says so.
  request.server.changeFeed.changed('*');
  return { ok: true as const };
}
