import type { FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES, type z, type ZSignInBody } from '@algoone/contracts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import { authError, forwardToAuth } from './forward-to-auth.ts';
import { clearFailures, lockedUntil, recordFailure } from './sign-in-throttle.ts';
import { clientInfo } from '../../lib/client-info.ts';

/**
 * Email and password sign-in, with the per-account lock-out in front. Failures are counted
 * per email whether or not it is registered, so neither the message nor the lock tells.
 */
export async function signIn(
  request: FastifyRequest,
  reply: FastifyReply,
  body: z.output<typeof ZSignInBody>,
) {
  const { db } = request.server.database;
  const client = clientInfo(request);
  if (await lockedUntil(db, body.email)) {
    await recordAudit(db, {
      action: 'auth.sign_in',
      result: 'failure',
      details: { reason: 'locked' },
      ...client,
    });
    throw new AppError(429, ERROR_CODES.accountLocked);
  }
  const result = await forwardToAuth(request, reply, {
    path: '/api/auth/sign-in/email',
    body: { email: body.email, password: body.password, rememberMe: body.rememberMe ?? true },
  });
  if (result.status !== 200) {
    const lockedNow = result.status === 401 ? await recordFailure(db, body.email) : null;
    await recordAudit(db, {
      action: 'auth.sign_in',
      result: 'failure',
      details: { reason: result.code ?? String(result.status) },
      ...client,
    });
    if (lockedNow) {
      await recordAudit(db, { action: 'auth.account_locked', result: 'success', ...client });
      throw new AppError(429, ERROR_CODES.accountLocked);
    }
    throw authError(result);
  }
  await clearFailures(db, body.email);
  const twoFactorRequired = result.data?.twoFactorRedirect === true;
  const user = result.data?.user as { id: string } | undefined;
  await recordAudit(db, {
    action: 'auth.sign_in',
    result: 'success',
    actorId: user?.id ?? null,
    details: twoFactorRequired ? { step: 'password', twoFactorPending: true } : {},
    ...client,
  });
  return { twoFactorRequired };
}
