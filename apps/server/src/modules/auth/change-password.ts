import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z, ZChangePasswordBody } from '@algoone/contracts';
import { requireViewer } from '../../lib/viewer.ts';
import { recordAudit } from '../audit/index.ts';
import { authError, forwardToAuth } from './forward-to-auth.ts';
import { clientInfo } from '../../lib/client-info.ts';

export async function changePassword(
  request: FastifyRequest,
  reply: FastifyReply,
  body: z.output<typeof ZChangePasswordBody>,
) {
  const viewer = requireViewer(request);
  const result = await forwardToAuth(request, reply, {
    path: '/api/auth/change-password',
    body: {
      currentPassword: body.currentPassword,
      newPassword: body.newPassword,
      revokeOtherSessions: body.revokeOtherSessions ?? true,
    },
  });
  await recordAudit(request.server.database.db, {
    action: 'auth.password_changed',
    result: result.status === 200 ? 'success' : 'failure',
    actorId: viewer.id,
    targetType: 'user',
    targetId: viewer.id,
    ...clientInfo(request),
  });
  if (result.status !== 200) throw authError(result);
  return { ok: true as const };
}
