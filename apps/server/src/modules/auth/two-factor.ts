import type { FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES, TWO_FACTOR_REQUIRED_ROLES } from '@algoone/contracts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit, type AuditAction } from '../audit/index.ts';
import { authError, forwardToAuth } from './forward-to-auth.ts';
import { clientInfo } from '../../lib/client-info.ts';
import { claimTotpCode, revokeSessionByToken } from './totp-replay.ts';

async function audit(request: FastifyRequest, action: AuditAction, ok: boolean, actorId?: string) {
  await recordAudit(request.server.database.db, {
    action,
    result: ok ? 'success' : 'failure',
    actorId: actorId ?? request.viewer?.id ?? null,
    targetType: 'user',
    targetId: actorId ?? request.viewer?.id ?? null,
    ...clientInfo(request),
  });
}

/** Step 1 of enrolment: a new secret (QR code URI) and backup codes, not active until verified. */
export async function enableTwoFactor(
  request: FastifyRequest,
  reply: FastifyReply,
  body: { password: string },
) {
  const result = await forwardToAuth(request, reply, {
    path: '/api/auth/two-factor/enable',
    body: { password: body.password },
  });
  if (result.status !== 200) throw authError(result);
  const totpURI = String(result.data?.totpURI ?? '');
  const secret = new URL(totpURI).searchParams.get('secret') ?? '';
  return { totpURI, secret, backupCodes: (result.data?.backupCodes as string[]) ?? [] };
}

/**
 * A TOTP code: confirms enrolment for a signed-in user, or completes a sign-in that stopped
 * at the second factor (better-auth tells them apart by its two-factor cookie).
 */
export async function verifyTotp(
  request: FastifyRequest,
  reply: FastifyReply,
  body: { code: string; trustDevice?: boolean },
) {
  const enrolling = request.viewer && !request.viewer.twoFactorEnabled;
  const result = await forwardToAuth(request, reply, {
    path: '/api/auth/two-factor/verify-totp',
    body: { code: body.code, trustDevice: body.trustDevice ?? false },
  });
  const user = result.data?.user as { id: string } | undefined;
  const userId = user?.id ?? request.viewer?.id;
  // A code that completed one verification must not complete another (issue #20, defect 5).
  // Checked after better-auth (which alone knows whose code it is before a session exists),
  // so a replay's fresh session is ended and its cookies never leave.
  const replayed =
    result.status === 200 &&
    !!userId &&
    !(await claimTotpCode(request.server.database.db, userId, body.code)) &&
    !request.viewer;
  if (replayed) {
    const token = result.data?.token;
    if (typeof token === 'string') await revokeSessionByToken(request.server.database.db, token);
    reply.removeHeader('set-cookie');
  }
  await audit(
    request,
    enrolling ? 'auth.two_factor_enabled' : 'auth.two_factor_verified',
    result.status === 200 && !replayed,
    user?.id,
  );
  if (replayed) {
    throw new AppError(400, ERROR_CODES.validation, 'Código já usado.', {
      code: 'Este código já foi usado. Aguarde o próximo código no aplicativo autenticador.',
    });
  }
  if (result.status !== 200) throw authError(result);
  return { ok: true as const };
}

export async function verifyBackupCode(
  request: FastifyRequest,
  reply: FastifyReply,
  body: { code: string },
) {
  const result = await forwardToAuth(request, reply, {
    path: '/api/auth/two-factor/verify-backup-code',
    body: { code: body.code },
  });
  const user = result.data?.user as { id: string } | undefined;
  await audit(request, 'auth.two_factor_verified', result.status === 200, user?.id);
  if (result.status !== 200) throw authError(result);
  return { ok: true as const };
}

export async function disableTwoFactor(
  request: FastifyRequest,
  reply: FastifyReply,
  body: { password: string },
) {
  if (request.viewer && TWO_FACTOR_REQUIRED_ROLES.includes(request.viewer.role)) {
    throw new AppError(
      400,
      ERROR_CODES.badRequest,
      'Administradores precisam manter a verificação em duas etapas ativa.',
    );
  }
  const result = await forwardToAuth(request, reply, {
    path: '/api/auth/two-factor/disable',
    body: { password: body.password },
  });
  await audit(request, 'auth.two_factor_disabled', result.status === 200);
  if (result.status !== 200) throw authError(result);
  return { ok: true as const };
}
