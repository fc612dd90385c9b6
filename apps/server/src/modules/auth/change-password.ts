import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z, ZChangePasswordBody } from '@algoone/contracts';
import { requireViewer } from '../../lib/viewer.ts';
import { recordAudit } from '../audit/index.ts';
import { notifyChatAccessChanged } from '../chat/index.ts';
import { authError, forwardToAuth } from './forward-to-auth.ts';
import { clientInfo } from '../../lib/client-info.ts';

export async function changePassword(
  request: FastifyRequest,
  reply: FastifyReply,
  body: z.output<typeof ZChangePasswordBody>,
) {
  const viewer = requireViewer(request);
  const revokeOtherSessions = body.revokeOtherSessions ?? true;
  const result = await forwardToAuth(request, reply, {
    path: '/api/auth/change-password',
    body: {
      currentPassword: body.currentPassword,
      newPassword: body.newPassword,
      revokeOtherSessions,
    },
  });
  if (result.status === 200 && revokeOtherSessions) {
    // better-auth has deleted every session of the person (this one too, replaced by a new
    // one): their chat streams end on every node, and this browser's reconnect with the new one.
    await notifyChatAccessChanged(request.server.database.db, viewer.id);
  }
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
