import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z, ZForgotPasswordBody, ZResetPasswordBody } from '@algoone/contracts';
import { eq } from 'drizzle-orm';
import { users, verifications } from '../../db/schema/index.ts';
import { clearAllFailures } from './sign-in-throttle.ts';
import { recordAudit } from '../audit/index.ts';
import { authError, forwardToAuth } from './forward-to-auth.ts';
import { clientInfo } from '../../lib/client-info.ts';

export const RESET_REQUESTED_MESSAGE =
  'Se houver uma conta com este email, enviamos um link para redefinir a senha. Confira sua caixa de entrada.';

/**
 * Always the same answer, registered email or not, and in the same time: the token and the
 * email are made after the answer (plugins/background.ts), so timing does not tell either.
 */
export async function requestPasswordReset(
  request: FastifyRequest,
  reply: FastifyReply,
  body: z.output<typeof ZForgotPasswordBody>,
) {
  // better-auth sets no cookie here; its answer is ignored, so it needs no reply of ours.
  const noCookies = { header: () => noCookies } as unknown as FastifyReply;
  request.server.background.run('password reset request', () =>
    forwardToAuth(request, noCookies, {
      path: '/api/auth/request-password-reset',
      body: { email: body.email },
    }),
  );
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
  const { db } = request.server.database;
  // Whose link it is, read before better-auth consumes it: the reset proves the owner, so it
  // clears the sign-in throttle of every address for that email (issue #20, defect 4).
  const [owner] = await db
    .select({ email: users.email })
    .from(verifications)
    .innerJoin(users, eq(users.id, verifications.value))
    .where(eq(verifications.identifier, `reset-password:${body.token}`));
  const result = await forwardToAuth(request, reply, {
    path: '/api/auth/reset-password',
    body: { token: body.token, newPassword: body.newPassword },
  });
  await recordAudit(db, {
    action: 'auth.password_reset',
    result: result.status === 200 ? 'success' : 'failure',
    ...clientInfo(request),
  });
  if (result.status !== 200) throw authError(result);
  if (owner) await clearAllFailures(db, owner.email);
  // better-auth has just revoked that person's sessions, and we do not know whose they were:
  // this node forgets every cached session now rather than when the change feed says so.
  request.server.changeFeed.changed('*');
  return { ok: true as const };
}
