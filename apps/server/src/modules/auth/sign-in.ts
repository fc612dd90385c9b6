import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES, type TSignInResult, type z, type ZSignInBody } from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import type { AuthRoutesOptions } from './routes.ts';
import { authError, forwardToAuth } from './forward-to-auth.ts';
import { clearFailures, recordFailure, throttledUntil, waitText } from './sign-in-throttle.ts';
import { clientInfo } from '../../lib/client-info.ts';

async function userIdByEmail(db: Db, email: string): Promise<string | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return row?.id ?? null;
}

function throttled(reply: FastifyReply, until: Date): AppError {
  reply.header(
    'retry-after',
    String(Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000))),
  );
  return new AppError(
    429,
    ERROR_CODES.accountLocked,
    `Muitas tentativas sem sucesso. Por segurança, aguarde ${waitText(until)} antes de tentar de novo.`,
  );
}

/**
 * Email and password sign-in, with the per-(account, address) throttle in front
 * (sign-in-throttle.ts). Failures are counted per email whether or not it is registered,
 * so neither the message nor the delay tells.
 */
export async function signIn(
  request: FastifyRequest,
  reply: FastifyReply,
  body: z.output<typeof ZSignInBody>,
  deletionCanceledSince?: AuthRoutesOptions['deletionCanceledSince'],
): Promise<TSignInResult> {
  const { db } = request.server.database;
  const client = clientInfo(request);
  const address = request.ip;
  const waitUntil = await throttledUntil(db, body.email, address);
  if (waitUntil) {
    await recordAudit(db, {
      action: 'auth.sign_in',
      result: 'failure',
      details: { reason: 'locked' },
      ...client,
    });
    throw throttled(reply, waitUntil);
  }
  // The session hook runs inside this call; whatever it cancelled from now on was this sign-in.
  const startedAt = new Date();
  const result = await forwardToAuth(request, reply, {
    path: '/api/auth/sign-in/email',
    body: { email: body.email, password: body.password, rememberMe: body.rememberMe ?? true },
  });
  if (result.status !== 200) {
    const lockedNow = result.status === 401 ? await recordFailure(db, body.email, address) : null;
    await recordAudit(db, {
      action: 'auth.sign_in',
      result: 'failure',
      details: { reason: result.code ?? String(result.status) },
      ...client,
    });
    if (lockedNow) {
      await recordAudit(db, { action: 'auth.account_locked', result: 'success', ...client });
      throw throttled(reply, lockedNow);
    }
    throw authError(result);
  }
  await clearFailures(db, body.email, address);
  const twoFactorRequired = result.data?.twoFactorRedirect === true;
  const user = result.data?.user as { id: string } | undefined;
  // Before the TOTP step the auth answer names nobody, yet the password was right: the log says
  // whose it was (staff read it on /admin/security).
  const actorId = user?.id ?? (await userIdByEmail(db, body.email));
  await recordAudit(db, {
    action: 'auth.sign_in',
    result: 'success',
    actorId,
    details: twoFactorRequired ? { step: 'password', twoFactorPending: true } : {},
    ...client,
  });
  // Signing in during a deletion's grace period kept the account: the answer says so, and the
  // first page after signing in tells the person (issue #30; with two-factor, this password step
  // is where the session hook ran).
  const deletionCanceled =
    actorId && deletionCanceledSince ? await deletionCanceledSince(actorId, startedAt) : null;
  return { twoFactorRequired, ...(deletionCanceled ? { deletionCanceled } : {}) };
}
